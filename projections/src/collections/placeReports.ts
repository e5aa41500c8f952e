// Collections per zone, ward and mohalla: every place of the masters within the caller's scope and the
// filters, with zeros where nothing was collected, in the masters' order.
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { collectionFigures, noCollection, type CollectionFigures } from './figures';
import type { CollectionFilters } from './filters';

export interface PlaceCollection extends CollectionFigures {
  id: string;
  name: string;
  /** The zone or ward number; null for a mohalla. */
  number: number | null;
  zoneId: string;
  wardId: string | null;
}

type Level = 'zone' | 'ward' | 'mohalla';

// Each with its zone's and ward's numbers, so rows come zone by zone, ward by ward.
const PLACES: Record<Level, string> = {
  zone: `SELECT id, name, zone_no AS number, id AS zone_id, NULL::text AS ward_id, zone_no, 0 AS ward_no
           FROM zones`,
  ward: `SELECT w.id, w.ward_fullname AS name, w.ward_no AS number, w.zone_id, w.id AS ward_id, z.zone_no,
                w.ward_no
           FROM wards w LEFT JOIN zones z ON z.id = w.zone_id`,
  mohalla: `SELECT m.id, m.name, NULL::int AS number, m.zone_id, m.ward_id, z.zone_no, w.ward_no
              FROM mohallas m LEFT JOIN zones z ON z.id = m.zone_id LEFT JOIN wards w ON w.id = m.ward_id`,
};

/** The places of a level within the scope and filters, in the masters' order (the DCB lists them too). */
export async function placesOf(db: Queryable, level: Level, filters: CollectionFilters, scope: ReadScope) {
  const values: unknown[] = [];
  const where: string[] = [];
  const limit = (column: string, value: unknown, list = false) => {
    values.push(value);
    where.push(list ? `${column} = ANY($${values.length}::text[])` : `${column} = $${values.length}`);
  };
  if (scope.zones) limit('zone_id', scope.zones, true);
  if (scope.wards && level !== 'zone') limit('ward_id', scope.wards, true);
  // A caller limited to wards sees the zones that hold them.
  if (scope.wards && level === 'zone') {
    values.push(scope.wards);
    where.push(`id IN (SELECT zone_id FROM wards WHERE id = ANY($${values.length}::text[]))`);
  }
  if (filters.zoneId) limit('zone_id', filters.zoneId);
  if (filters.wardId && level !== 'zone') limit('ward_id', filters.wardId);
  if (filters.mohallaId && level === 'mohalla') limit('id', filters.mohallaId);
  const { rows } = await db.query<{
    id: string;
    name: string;
    number: number | null;
    zone_id: string;
    ward_id: string | null;
  }>(
    `SELECT * FROM (${PLACES[level]}) p ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY zone_no NULLS LAST, ward_no NULLS LAST, number NULLS LAST, name, id`,
    values,
  );
  return rows;
}

export async function collectionsByPlace(
  db: Queryable,
  level: Level,
  filters: CollectionFilters,
  scope: ReadScope,
): Promise<PlaceCollection[]> {
  const [places, figures] = await Promise.all([
    placesOf(db, level, filters, scope),
    collectionFigures(db, filters, scope, level),
  ]);
  return places.map((place) => ({
    id: place.id,
    name: place.name,
    number: place.number === null ? null : Number(place.number),
    zoneId: place.zone_id,
    wardId: place.ward_id,
    ...(figures.get(place.id) ?? noCollection()),
  }));
}
