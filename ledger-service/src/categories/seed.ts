import { categoryStream, DEFAULT_CATEGORIES, type EventStore } from '@ptax/contracts';
import type { CategoryCommands } from './commands';

/** DOMAIN.md's example categories, numbered 1, 2...; a second run adds nothing. */
export async function seedDefaultCategories(
  store: EventStore,
  categories: CategoryCommands,
): Promise<number> {
  let added = 0;
  for (const [index, { name, nameHi, subCategories }] of DEFAULT_CATEGORIES.entries()) {
    const categoryNumber = index + 1;
    if ((await store.readStream(categoryStream(String(categoryNumber)))).length > 0) continue;
    const input = {
      name,
      nameHi,
      subCategories: subCategories.map(([subName, subNameHi, factor]) => ({
        name: subName,
        nameHi: subNameHi,
        factor,
      })),
    };
    await categories.add(input, { userId: 'seed' }, categoryNumber);
    added++;
  }
  return added;
}
