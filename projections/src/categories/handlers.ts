// Pure: one category event in, its statements out. Additions insert only missing rows; edits and
// deletions touch rows only when they are older than the event, so a replay changes nothing.
import type { MasterEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { CategoryTable } from './tables';

type Data<T extends MasterEvent['type']> = Extract<MasterEvent, { type: T }>['data'];
type Terms = Omit<Data<'CategoryAdded'>, 'addedAt'>;

export const CATEGORY_EVENT_TYPES = ['CategoryAdded', 'CategoryEdited', 'CategoryDeleted'] as const;

// The command side accepts factors with at most three decimals; this only undoes the float.
const thousandths = (factor: number) => Math.round(factor * 1000);

function subCategoryRows(d: Terms, event: RecordedEvent, table: string, upsert: boolean): SqlStatement[] {
  return d.subCategories.map((sub, place) => ({
    text: `INSERT INTO ${table} AS s (sub_category_number, category_number, name, factor_thousandths, place, revision, name_hi)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (sub_category_number) DO ${
             upsert
               ? `UPDATE SET name = EXCLUDED.name, name_hi = EXCLUDED.name_hi, factor_thousandths = EXCLUDED.factor_thousandths,
                     place = EXCLUDED.place, deleted = false, revision = EXCLUDED.revision
                   WHERE s.revision < EXCLUDED.revision`
               : 'NOTHING'
           }`,
    values: [
      sub.subCategoryNumber,
      d.categoryNumber,
      sub.name,
      thousandths(sub.factor),
      place,
      event.revision,
      sub.nameHi ?? null,
    ],
  }));
}

function added(event: RecordedEvent, t: TableNames<CategoryTable>): SqlStatement[] {
  const d = event.data as Terms;
  return [
    {
      text: `INSERT INTO ${t.categories} (category_number, category_id, name, revision, name_hi)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      values: [d.categoryNumber, d.categoryId, d.name, event.revision, d.nameHi ?? null],
    },
    ...subCategoryRows(d, event, t.sub_categories, false),
  ];
}

function edited(event: RecordedEvent, t: TableNames<CategoryTable>): SqlStatement[] {
  const d = event.data as Data<'CategoryEdited'>;
  const kept = d.subCategories.map((sub) => sub.subCategoryNumber);
  return [
    {
      text: `UPDATE ${t.categories} SET name = $2, name_hi = $4, revision = $3
              WHERE category_number = $1 AND revision < $3`,
      values: [d.categoryNumber, d.name, event.revision, d.nameHi ?? null],
    },
    ...subCategoryRows(d, event, t.sub_categories, true),
    {
      text: `UPDATE ${t.sub_categories} SET deleted = true, revision = $3
              WHERE category_number = $1 AND NOT (sub_category_number = ANY($2::int[])) AND revision < $3`,
      values: [d.categoryNumber, kept, event.revision],
    },
  ];
}

function deleted(event: RecordedEvent, t: TableNames<CategoryTable>): SqlStatement[] {
  const d = event.data as Data<'CategoryDeleted'>;
  return [
    {
      text: `UPDATE ${t.sub_categories} SET deleted = true, revision = $2
              WHERE category_number = (SELECT category_number FROM ${t.categories} WHERE category_id = $1)
                AND revision < $2`,
      values: [d.categoryId, event.revision],
    },
    {
      text: `UPDATE ${t.categories} SET deleted = true, revision = $2 WHERE category_id = $1 AND revision < $2`,
      values: [d.categoryId, event.revision],
    },
  ];
}

export function applyCategoryEvent(event: RecordedEvent, t: TableNames<CategoryTable>): SqlStatement[] {
  switch (event.type) {
    case 'CategoryAdded':
      return added(event, t);
    case 'CategoryEdited':
      return edited(event, t);
    case 'CategoryDeleted':
      return deleted(event, t);
    default:
      return [];
  }
}
