// Zone, ward and mohalla of a property, checked against the geography masters: the ward must be in
// the zone and the mohalla in the ward. Their numbers make the first digits of a new property ID.
import { findMohalla, findWard, findZone, type Queryable } from '@ptax/projections';
import { badRequest } from '../http/errors';

export interface Place {
  zoneId: string;
  wardId: string;
  mohallaId: string;
}

export interface CheckedPlace extends Place {
  zoneNo: number;
  wardNo: number;
}

export const PLACE_MESSAGES = {
  zoneUnknown: 'Zone not found',
  wardUnknown: 'Ward not found',
  wardNotInZone: 'This ward is not in the selected zone',
  mohallaUnknown: 'Mohalla not found',
  mohallaNotInWard: 'This mohalla is not in the selected ward',
} as const;

export async function checkPlace(db: Queryable, place: Place): Promise<CheckedPlace> {
  const [zone, ward, mohalla] = await Promise.all([
    findZone(db, place.zoneId),
    findWard(db, place.wardId),
    findMohalla(db, place.mohallaId),
  ]);
  const errors: Record<string, string> = {};
  if (!zone) errors.zoneId = PLACE_MESSAGES.zoneUnknown;
  if (!ward) errors.wardId = PLACE_MESSAGES.wardUnknown;
  else if (ward.zoneId !== place.zoneId) errors.wardId = PLACE_MESSAGES.wardNotInZone;
  if (!mohalla) errors.mohallaId = PLACE_MESSAGES.mohallaUnknown;
  else if (mohalla.wardId !== place.wardId) errors.mohallaId = PLACE_MESSAGES.mohallaNotInWard;
  const first = Object.values(errors)[0];
  if (first || !zone || !ward) throw badRequest(first ?? PLACE_MESSAGES.zoneUnknown, errors);
  return { ...place, zoneNo: zone.zoneNo, wardNo: ward.wardNo };
}

export interface PlaceNames {
  zoneNo: number | null;
  zoneName: string | null;
  wardNo: number | null;
  wardName: string | null;
  mohallaName: string | null;
}

/** The zone, ward and mohalla names of a page of rows, in three small queries. */
export async function withPlaceNames<Row extends Place>(
  db: Queryable,
  rows: Row[],
): Promise<(Row & PlaceNames)[]> {
  if (rows.length === 0) return [];
  const ids = (key: keyof Place) => [...new Set(rows.map((row) => row[key]))];
  const [zones, wards, mohallas] = await Promise.all([
    db.query<{ id: string; zone_no: number; name: string | null }>(
      'SELECT id, zone_no, name FROM zones WHERE id = ANY($1::text[])',
      [ids('zoneId')],
    ),
    db.query<{ id: string; ward_no: number; ward_fullname: string }>(
      'SELECT id, ward_no, ward_fullname FROM wards WHERE id = ANY($1::text[])',
      [ids('wardId')],
    ),
    db.query<{ id: string; name: string }>('SELECT id, name FROM mohallas WHERE id = ANY($1::text[])', [
      ids('mohallaId'),
    ]),
  ]);
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((item) => [item.id, item]));
  const [z, w, m] = [byId(zones.rows), byId(wards.rows), byId(mohallas.rows)];
  return rows.map((row) => ({
    ...row,
    zoneNo: z.get(row.zoneId)?.zone_no ?? null,
    zoneName: z.get(row.zoneId)?.name ?? null,
    wardNo: w.get(row.wardId)?.ward_no ?? null,
    wardName: w.get(row.wardId)?.ward_fullname ?? null,
    mohallaName: m.get(row.mohallaId)?.name ?? null,
  }));
}
