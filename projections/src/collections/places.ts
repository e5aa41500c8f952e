// Where each property is (zone, ward, mohalla), kept by the collections read model itself. Collections
// are filed under the property's place as it is now, as the transaction lists file them: when a
// property moves, what its payments added is taken back at the old place and added at the new one.
import type { PropertyEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import { contribute } from './contributions';
import type { CollectionTable } from './tables';

type Data<Type extends PropertyEvent['type']> = Extract<PropertyEvent, { type: Type }>['data'];
type Tables = TableNames<CollectionTable>;

export const PLACE_COLLECTION_EVENT_TYPES = [
  'PropertyRegistered',
  'PropertyEdited',
] as const satisfies readonly PropertyEvent['type'][];

const MOVED = `p.property_unique_id = $1 AND pl.property_unique_id = $1
  AND (p.zone_id, p.ward_id, p.mohalla_id) IS DISTINCT FROM (pl.zone_id, pl.ward_id, pl.mohalla_id)`;

/** The property's rows follow its place: contributions out of the old place, into the new one. */
function follow(t: Tables, propertyUniqueId: string): SqlStatement[] {
  return [
    contribute(
      t,
      `SELECT p.* FROM ${t.collection_payments} p JOIN ${t.collection_places} pl ON ${MOVED}`,
      [propertyUniqueId],
      -1,
    ),
    contribute(
      t,
      `UPDATE ${t.collection_payments} p SET zone_id = pl.zone_id, ward_id = pl.ward_id, mohalla_id = pl.mohalla_id
         FROM ${t.collection_places} pl WHERE ${MOVED} RETURNING p.*`,
      [propertyUniqueId],
      1,
    ),
  ];
}

interface Place {
  zoneId?: string | null;
  wardId?: string | null;
  mohallaId?: string | null;
}

function place(t: Tables, id: string, change: Place, revision: number, registering: boolean): SqlStatement[] {
  const parts = [change.zoneId, change.wardId, change.mohallaId].map((part) => part ?? null);
  if (!registering && parts.every((part) => part === null)) return [];
  return [
    {
      text: `INSERT INTO ${t.collection_places} AS pl (property_unique_id, zone_id, ward_id, mohalla_id, revision)
             VALUES ($1, coalesce($2, ''), coalesce($3, ''), coalesce($4, ''), $5)
             ON CONFLICT (property_unique_id) DO UPDATE SET zone_id = coalesce($2, pl.zone_id),
               ward_id = coalesce($3, pl.ward_id), mohalla_id = coalesce($4, pl.mohalla_id), revision = $5
             WHERE pl.revision < $5`,
      values: [id, ...parts, revision],
    },
    ...follow(t, id),
  ];
}

export function applyPlaceCollectionEvent(event: RecordedEvent, t: Tables): SqlStatement[] {
  switch (event.type as PropertyEvent['type']) {
    case 'PropertyRegistered': {
      const d = event.data as Data<'PropertyRegistered'>;
      return place(t, d.propertyUniqueId, d.details, event.revision, true);
    }
    case 'PropertyEdited': {
      const d = event.data as Data<'PropertyEdited'>;
      return place(t, d.propertyUniqueId, d.changes, event.revision, false);
    }
    default:
      return [];
  }
}
