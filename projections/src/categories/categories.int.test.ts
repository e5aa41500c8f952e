import { randomUUID } from 'node:crypto';
import { categoryStream, type NewEvent, type RecordedEvent } from '@ptax/contracts';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { categoriesProjection } from './projection';
import { findCategory, listCategories, subCategoryFactors, subCategoryNames } from './queries';

const at = '2025-04-01T10:00:00.000Z';
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  metadata: {},
  data,
});
const sub = (subCategoryNumber: number, name: string, factor: number) => ({
  subCategoryNumber,
  name,
  factor,
});

const HISTORY: [string, NewEvent][] = [
  [
    '1',
    event('CategoryAdded', {
      categoryId: '1',
      categoryNumber: 1,
      name: 'Shops',
      subCategories: [sub(101, 'Small stall', 1.1), sub(102, 'Small shop', 2)],
      addedAt: at,
    }),
  ],
  [
    '2',
    event('CategoryAdded', {
      categoryId: '2',
      categoryNumber: 2,
      name: 'Education',
      subCategories: [sub(201, 'School', 1)],
      addedAt: at,
    }),
  ],
  [
    '1',
    event('CategoryEdited', {
      categoryId: '1',
      categoryNumber: 1,
      name: 'Shops and stalls',
      nameHi: 'दुकानें और स्टॉल',
      subCategories: [
        { ...sub(101, 'Small stall', 1.125), nameHi: 'छोटा स्टॉल' },
        sub(103, 'Shop 200-500 sq ft', 4),
      ],
      editedAt: at,
    }),
  ],
  ['2', event('CategoryDeleted', { categoryId: '2', deletedAt: at })],
];

describe('the categories read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    for (const [id, next] of HISTORY) await storeDb.store.append(categoryStream(id), [next], 'any');
    events = (await storeDb.store.readAll(null, 1000)).events;
  });
  afterAll(() => storeDb.close());

  async function build(suffix: string, replayed: RecordedEvent[]) {
    const t = await replayInto(db.pool, categoriesProjection, suffix, replayed);
    return {
      categories: (await db.pool.query(`SELECT * FROM ${t.categories} ORDER BY category_number`)).rows,
      subs: (await db.pool.query(`SELECT * FROM ${t.sub_categories} ORDER BY sub_category_number`)).rows,
    };
  }

  it('ends with the same rows when every event is replayed twice, and after a stale replay', async () => {
    const once = await build('once', events);
    const twice = await build('twice', twiceThenStale(events, 3));
    expect(twice).toEqual(once);
    expect(once.subs.map((r) => [r.sub_category_number, r.factor_thousandths, r.deleted])).toEqual([
      [101, 1125, false],
      [102, 2000, true],
      [103, 4000, false],
      [201, 1000, true],
    ]);
  });

  it('answers the live categories with their sub-categories and factors', async () => {
    await build('live', events);
    await db.pool.query('CREATE VIEW categories AS SELECT * FROM categories_live');
    await db.pool.query('CREATE VIEW sub_categories AS SELECT * FROM sub_categories_live');
    expect(await listCategories(db.pool)).toEqual([
      {
        id: 1,
        category: 1,
        categoryId: '1',
        name: 'Shops and stalls',
        nameHi: 'दुकानें और स्टॉल',
        subCategories: [
          { subCategory: 101, name: 'Small stall', nameHi: 'छोटा स्टॉल', factor: 1.125 },
          { subCategory: 103, name: 'Shop 200-500 sq ft', nameHi: null, factor: 4 },
        ],
      },
    ]);
    expect(await findCategory(db.pool, 2)).toBeNull();
    expect(await subCategoryFactors(db.pool, [101, 102, 103, 999])).toEqual({ '101': 1.125, '103': 4 });
    // The explanation's names: Hindi where the master has it, the name where it has none.
    expect(await subCategoryNames(db.pool, [101, 103])).toEqual({
      '101': { en: 'Small stall', hi: 'छोटा स्टॉल' },
      '103': { en: 'Shop 200-500 sq ft', hi: 'Shop 200-500 sq ft' },
    });
  });
});
