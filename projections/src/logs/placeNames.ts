// The names of the zones, wards and mohallas an edit moved a property between: people do not read ids.
import type { LogRow } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';

const PLACE_FIELDS = ['zoneId', 'wardId', 'mohallaId'];

/** The zones, wards and mohallas an edit moved a property between, by name (people do not read ids). */
export async function withPlaceNames(db: Queryable, rows: LogRow[]): Promise<LogRow[]> {
  const ids = new Set<string>();
  for (const row of rows)
    for (const field of PLACE_FIELDS)
      for (const value of Object.values(row.changes?.[field] ?? {}))
        if (typeof value === 'string') ids.add(value);
  if (ids.size === 0) return rows;
  const { rows: places } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM zones WHERE id = ANY($1::text[])
     UNION ALL SELECT id, ward_no || ' - ' || ward_fullname FROM wards WHERE id = ANY($1::text[])
     UNION ALL SELECT id, name FROM mohallas WHERE id = ANY($1::text[])`,
    [[...ids]],
  );
  const names = Object.fromEntries(places.map((place) => [place.id, place.name]));
  return rows.map((row) => ({
    ...row,
    names: Object.fromEntries(
      PLACE_FIELDS.flatMap((field) => Object.values(row.changes?.[field] ?? {}))
        .filter((id): id is string => typeof id === 'string' && id in names)
        .map((id) => [id, names[id]]),
    ),
  }));
}
