// The SQL of the property read model, one static text per shape of change. Every change of a
// `properties` row runs through `updateRow`, which also moves the row between `property_counts`
// buckets; every text applies only when the row is older than the event (revision < $2), so a replay
// changes nothing.
import type { SqlStatement, TableNames } from '../projection';
import { insertColumns, updateAssignments } from './columns';
import { ADDRESS_SEPARATORS, COUNT_DIMENSIONS, type PropertyTable } from './tables';

type T = TableNames<PropertyTable>;

const DIMENSIONS = COUNT_DIMENSIONS.join(', ');
const dimensionsOf = (alias: string, prefix: string) =>
  [
    `${alias}.zone_id AS ${prefix}zone_id`,
    `${alias}.ward_id AS ${prefix}ward_id`,
    `${alias}.house_category AS ${prefix}house_category`,
    `${alias}.category AS ${prefix}category`,
    `${alias}.sub_category AS ${prefix}sub_category`,
    `(${alias}.matching IS NOT NULL) AS ${prefix}matched`,
    `${alias}.status AS ${prefix}status`,
  ].join(', ');
const unprefixed = (prefix: string) => COUNT_DIMENSIONS.map((d) => `${prefix}${d} AS ${d}`).join(', ');

/** Adds the rows of `source` (the dimensions and a signed `d`) to the counts. */
const addCounts = (t: T, source: string) => `
  INSERT INTO ${t.property_counts} (${DIMENSIONS}, n)
  SELECT ${DIMENSIONS}, sum(d) FROM ${source} GROUP BY ${DIMENSIONS} HAVING sum(d) <> 0
  ON CONFLICT (${DIMENSIONS}) DO UPDATE SET n = ${t.property_counts}.n + EXCLUDED.n`;

// Built once per table version (batches pass a fresh names object each time).
const texts = new Map<string, Record<string, string>>();

function textsFor(t: T): Record<string, string> {
  const cached = texts.get(t.properties);
  if (cached) return cached;
  const insert = insertColumns('j.d');
  const built = {
    // $1 id, $2 details, $3 images, $4 split from, $5 at, $6 by, $7 revision
    register: `
      WITH ins AS (
        INSERT INTO ${t.properties} (property_unique_id, ${insert.columns}, images, split_from,
                                     created_at, created_by, updated_at, updated_by, revision)
        SELECT $1, ${insert.values}, coalesce($3::jsonb, '{}'::jsonb), $4, $5::timestamptz, $6, $5::timestamptz, $6, $7
          FROM (SELECT $2::jsonb AS d) j
        ON CONFLICT DO NOTHING
        RETURNING ${dimensionsOf(t.properties, '')}, 1 AS d
      )${addCounts(t, 'ins')}`,
    // $1 id, $2 revision, $3 changes, $4 images (null: keep), $5 matching action, $6 matching,
    // $7 status (null: keep), $8 deletion (null: keep), $9 marks an edit, $10 at, $11 by
    update: `
      WITH upd AS (
        UPDATE ${t.properties} p SET
          ${updateAssignments('j.d', 'p')},
          images = coalesce(j.images, p.images),
          matching = CASE $5::text WHEN 'set' THEN j.matching WHEN 'clear' THEN NULL ELSE p.matching END,
          status = coalesce($7::text, p.status),
          deletion = coalesce(j.deletion, p.deletion),
          edited = p.edited OR $9::boolean,
          edited_at = CASE WHEN $9::boolean THEN $10::timestamptz ELSE p.edited_at END,
          updated_at = $10::timestamptz,
          updated_by = $11,
          revision = $2
        FROM ${t.properties} o,
             (SELECT $3::jsonb AS d, $4::jsonb AS images, $6::jsonb AS matching, $8::jsonb AS deletion) j
        WHERE p.property_unique_id = $1 AND o.property_unique_id = $1 AND p.revision < $2
        RETURNING ${dimensionsOf('o', 'o_')}, ${dimensionsOf('p', 'n_')}
      ), moved AS (
        SELECT ${unprefixed('o_')}, -1 AS d FROM upd UNION ALL SELECT ${unprefixed('n_')}, 1 FROM upd
      )${addCounts(t, 'moved')}`,
    // $1 id, $2 revision
    deleteFloors: `
      DELETE FROM ${t.property_floors} f
       WHERE f.property_unique_id = $1
         AND EXISTS (SELECT 1 FROM ${t.properties} p WHERE p.property_unique_id = $1 AND p.revision < $2)`,
    // $1 id, $2 floors, $3 revision; `guard` says which rows may still take them
    ...Object.fromEntries(
      (
        [
          ['insertRegisteredFloors', 'p.revision = $3'],
          ['insertReplacedFloors', 'p.revision < $3'],
        ] as const
      ).map(([name, guard]) => [
        name,
        `INSERT INTO ${t.property_floors} (property_unique_id, floor_index, floor_number, rent_type, rent_usage,
                                           type, category, sub_category, area_sqft, property_premise_id)
         SELECT $1, f.ord - 1, (f.v ->> 'floorNumber')::integer, f.v ->> 'rentType', f.v ->> 'rentUsage',
                f.v ->> 'type', (f.v ->> 'category')::integer, (f.v ->> 'subCategory')::integer,
                (f.v ->> 'areaSqft')::numeric, f.v ->> 'propertyPremiseId'
           FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS f(v, ord)
          WHERE EXISTS (SELECT 1 FROM ${t.properties} p WHERE p.property_unique_id = $1 AND ${guard})
         ON CONFLICT DO NOTHING`,
      ]),
    ),
    // $1 an address; a word is never removed (a stale one finds no property)
    addressWords: `
      INSERT INTO ${t.property_address_words} (word)
      SELECT DISTINCT w FROM unnest(regexp_split_to_array(lower($1::text), '${ADDRESS_SEPARATORS}')) AS w WHERE w <> ''
      ON CONFLICT DO NOTHING`,
    // $1 names; a name is never removed (a stale one finds no property)
    names: `
      INSERT INTO ${t.property_names} (name)
      SELECT DISTINCT lower(n) FROM unnest($1::text[]) AS n WHERE n <> ''
      ON CONFLICT DO NOTHING`,
    // $1 id, $2 revision, $3 type, $4 kind, $5 at, $6 by, $7 login type, $8 changes
    history: `
      INSERT INTO ${t.property_history} (property_unique_id, revision, type, kind, at, by_user, login_type, changes)
      VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7, $8::jsonb)
      ON CONFLICT DO NOTHING`,
  };
  texts.set(t.properties, built);
  return built;
}

export interface RowChange {
  changes?: Record<string, unknown>;
  images?: unknown;
  matching?: { action: 'set'; value: unknown } | { action: 'clear' };
  status?: 'active' | 'deleted';
  deletion?: unknown;
  edited?: boolean;
}

export interface EventStamp {
  id: string;
  revision: number;
  at: string;
  by: string | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export function registerRow(
  t: T,
  e: EventStamp,
  details: unknown,
  images: unknown,
  splitFrom: string | null,
): SqlStatement {
  return {
    text: textsFor(t).register,
    values: [e.id, json(details), json(images), splitFrom, e.at, e.by, e.revision],
  };
}

export function updateRow(t: T, e: EventStamp, change: RowChange): SqlStatement {
  return {
    text: textsFor(t).update,
    values: [
      e.id,
      e.revision,
      json(change.changes ?? {}),
      json(change.images),
      change.matching?.action ?? 'keep',
      change.matching?.action === 'set' ? json(change.matching.value) : null,
      change.status ?? null,
      json(change.deletion),
      change.edited ?? false,
      e.at,
      e.by,
    ],
  };
}

/** Floors of a registration (before any later change) or a replacement (before the row update). */
export function floorStatements(t: T, e: EventStamp, floors: unknown[], on: 'registration' | 'replacement') {
  const texts = textsFor(t);
  if (on === 'registration') {
    return [{ text: texts.insertRegisteredFloors, values: [e.id, json(floors), e.revision] }];
  }
  return [
    { text: texts.deleteFloors, values: [e.id, e.revision] },
    { text: texts.insertReplacedFloors, values: [e.id, json(floors), e.revision] },
  ];
}

export function historyRow(
  t: T,
  e: EventStamp,
  type: string,
  kind: string,
  loginType: string | null,
  changes: unknown,
): SqlStatement {
  return {
    text: textsFor(t).history,
    values: [e.id, e.revision, type, kind, e.at, e.by, loginType, json(changes ?? {})],
  };
}

/** The person names an event brings, for the name search's dictionary. */
export function nameRows(t: T, names: unknown[]): SqlStatement[] {
  const given = names.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return given.length ? [{ text: textsFor(t).names, values: [given] }] : [];
}

/** The words of an address, for the address search's dictionary. */
export function addressWordRows(t: T, address: unknown): SqlStatement[] {
  return typeof address === 'string' && address.trim() !== ''
    ? [{ text: textsFor(t).addressWords, values: [address] }]
    : [];
}
