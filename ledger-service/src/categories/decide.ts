import { subCategoryNumberOf, type CategoryInput } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { evolveCategory, initialCategoryState, type CategoryState, type SubCategory } from './category';

export const CATEGORY_TEXT = {
  notFound: 'Category not found',
  exists: 'This category already exists',
  foreignSubCategory: (n: number) => `Sub-category ${n} does not belong to this category`,
  subCategoryInUse: (numbers: number[]) =>
    `Sub-category ${numbers.join(', ')} is used by properties and can not be removed`,
  categoryInUse: (count: number) => `This category is used by ${count} properties and can not be deleted`,
} as const;

interface Common {
  categoryId: string;
  categoryNumber: number;
  at: string;
}

export type CategoryCommand =
  | ({ type: 'AddCategory' } & Common & CategoryInput)
  /** inUse: the sub-category numbers properties use now (looked up by the caller). */
  | ({ type: 'EditCategory'; inUse: number[] } & Common & CategoryInput)
  | ({ type: 'DeleteCategory'; propertiesUsing: number } & Common);

/** The Hindi name as events carry it: absent when not given (readers then show the name). */
const hindi = (nameHi: string | null | undefined) => (nameHi ? { nameHi } : {});

/** Keeps the numbers of existing sub-categories and gives new ones the next unused places. */
function numbered(
  input: CategoryInput,
  categoryNumber: number,
  lastPlace: number,
  existing: SubCategory[],
): SubCategory[] {
  let place = lastPlace;
  return input.subCategories.map(({ subCategory, name, nameHi, factor }) => {
    const names = { name, ...hindi(nameHi) };
    if (subCategory === undefined || subCategory === null) {
      place += 1;
      return { subCategoryNumber: subCategoryNumberOf(categoryNumber, place), ...names, factor };
    }
    if (!existing.some((sub) => sub.subCategoryNumber === subCategory))
      throw conflict(CATEGORY_TEXT.foreignSubCategory(subCategory));
    return { subCategoryNumber: subCategory, ...names, factor };
  });
}

function add(state: CategoryState, c: Extract<CategoryCommand, { type: 'AddCategory' }>): DomainEvent[] {
  if (state.status !== 'absent') throw conflict(CATEGORY_TEXT.exists);
  const subCategories = numbered(c, c.categoryNumber, 0, []);
  const data = {
    categoryId: c.categoryId,
    categoryNumber: c.categoryNumber,
    name: c.name,
    ...hindi(c.nameHi),
    subCategories,
    addedAt: c.at,
  };
  return [{ type: 'CategoryAdded', version: 1, data }];
}

const same = (a: SubCategory[], b: SubCategory[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.subCategoryNumber === b[i].subCategoryNumber &&
      x.name === b[i].name &&
      x.nameHi === b[i].nameHi &&
      x.factor === b[i].factor,
  );

function edit(state: CategoryState, c: Extract<CategoryCommand, { type: 'EditCategory' }>): DomainEvent[] {
  if (state.status !== 'active') throw notFound(CATEGORY_TEXT.notFound);
  const subCategories = numbered(c, state.categoryNumber, state.lastPlace, state.subCategories);
  const kept = new Set(subCategories.map((sub) => sub.subCategoryNumber));
  const removedInUse = c.inUse.filter(
    (n) => !kept.has(n) && state.subCategories.some((s) => s.subCategoryNumber === n),
  );
  if (removedInUse.length) throw conflict(CATEGORY_TEXT.subCategoryInUse(removedInUse));
  const unchanged = state.name === c.name && state.nameHi === (c.nameHi || undefined);
  if (unchanged && same(state.subCategories, subCategories)) return [];
  const data = {
    categoryId: c.categoryId,
    categoryNumber: state.categoryNumber,
    name: c.name,
    ...hindi(c.nameHi),
    subCategories,
    editedAt: c.at,
  };
  return [{ type: 'CategoryEdited', version: 1, data }];
}

function remove(
  state: CategoryState,
  c: Extract<CategoryCommand, { type: 'DeleteCategory' }>,
): DomainEvent[] {
  if (state.status !== 'active') throw notFound(CATEGORY_TEXT.notFound);
  if (c.propertiesUsing > 0) throw conflict(CATEGORY_TEXT.categoryInUse(c.propertiesUsing));
  return [{ type: 'CategoryDeleted', version: 1, data: { categoryId: c.categoryId, deletedAt: c.at } }];
}

export function decideCategory(state: CategoryState, command: CategoryCommand): DomainEvent[] {
  switch (command.type) {
    case 'AddCategory':
      return add(state, command);
    case 'EditCategory':
      return edit(state, command);
    case 'DeleteCategory':
      return remove(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown category command ${JSON.stringify(unknown)}`);
    }
  }
}

export const categoryDecider: Decider<CategoryState, CategoryCommand> = {
  initialState: initialCategoryState,
  evolve: evolveCategory,
  decide: decideCategory,
};
