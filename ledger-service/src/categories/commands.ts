import { categoryStream, type CategoryInput, type EventMetadata, type EventStore } from '@ptax/contracts';
import { lastCategoryNumber, type Queryable } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import { HttpError } from '../http/errors';
import { categoryDecider, type CategoryCommand } from './decide';
import { propertiesUsingCategory, subCategoriesInUse } from './inUse';

const NUMBER_ATTEMPTS = 5;

/**
 * Adding, editing and deleting categories. A category's number is its stream id (category-<n>): a
 * new one takes the next number after the largest ever used; a concurrent add of the same number
 * fails its append and takes the next.
 */
export function createCategoryCommands(store: EventStore, db: Queryable, now: () => number) {
  const at = () => new Date(now()).toISOString();
  const run = (categoryNumber: number, command: CategoryCommand, by: EventMetadata) =>
    handleCommand(store, categoryStream(String(categoryNumber)), categoryDecider, command, {
      ...by,
      command: command.type,
    });

  return {
    async add(input: CategoryInput, by: EventMetadata, categoryNumber?: number) {
      let next = categoryNumber ?? (await lastCategoryNumber(db)) + 1;
      for (let attempt = 1; ; attempt++, next++) {
        const command = {
          type: 'AddCategory' as const,
          categoryId: String(next),
          categoryNumber: next,
          ...input,
          at: at(),
        };
        try {
          const { position } = await run(next, command, by);
          return { categoryNumber: next, position };
        } catch (error) {
          const taken = error instanceof HttpError && error.status === 409 && categoryNumber === undefined;
          if (!taken || attempt >= NUMBER_ATTEMPTS) throw error;
        }
      }
    },
    async edit(categoryNumber: number, input: CategoryInput, current: number[], by: EventMetadata) {
      const inUse = await subCategoriesInUse(db, current);
      const command = {
        type: 'EditCategory' as const,
        categoryId: String(categoryNumber),
        categoryNumber,
        inUse,
        ...input,
        at: at(),
      };
      return (await run(categoryNumber, command, by)).position;
    },
    async remove(categoryNumber: number, by: EventMetadata) {
      const propertiesUsing = await propertiesUsingCategory(db, categoryNumber);
      const command = {
        type: 'DeleteCategory' as const,
        categoryId: String(categoryNumber),
        categoryNumber,
        propertiesUsing,
        at: at(),
      };
      return (await run(categoryNumber, command, by)).position;
    },
  };
}

export type CategoryCommands = ReturnType<typeof createCategoryCommands>;
