// Where a property is and whose it is (zone, ward, mohalla, owner), kept by the transactions read
// model itself so every row carries them: the lists filter by zone and ward on the rows' indexes.
import type { PropertyEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { TransactionTable } from './tables';

type Data<Type extends PropertyEvent['type']> = Extract<PropertyEvent, { type: Type }>['data'];
type Tables = TableNames<TransactionTable>;

export const PLACE_EVENT_TYPES = [
  'PropertyRegistered',
  'PropertyEdited',
  'OwnerDetailsUpdated',
] as const satisfies readonly PropertyEvent['type'][];

/** Gives one row the property's place as the places table holds it now. */
export const copyPlace = (t: Tables, txnId: string, propertyUniqueId: string): SqlStatement => ({
  text: `UPDATE ${t.transactions} AS t SET zone_id = p.zone_id, ward_id = p.ward_id, mohalla_id = p.mohalla_id,
           owner_name = p.owner_name
           FROM ${t.transaction_places} p
          WHERE t.txn_id = $1 AND t.property_unique_id = $2 AND p.property_unique_id = $2`,
  values: [txnId, propertyUniqueId],
});

/** Gives every row of a property its place (after the place changed). */
const spreadPlace = (t: Tables, propertyUniqueId: string): SqlStatement => ({
  text: `UPDATE ${t.transactions} AS t SET zone_id = p.zone_id, ward_id = p.ward_id, mohalla_id = p.mohalla_id,
           owner_name = p.owner_name
           FROM ${t.transaction_places} p
          WHERE t.property_unique_id = $1 AND p.property_unique_id = $1
            AND (t.zone_id, t.ward_id, t.mohalla_id, t.owner_name)
                IS DISTINCT FROM (p.zone_id, p.ward_id, p.mohalla_id, p.owner_name)`,
  values: [propertyUniqueId],
});

interface PlaceChange {
  zoneId?: string | null;
  wardId?: string | null;
  mohallaId?: string | null;
  ownerName?: string | null;
}

/** The changed parts of a place; an absent part keeps its value. */
function changePlace(t: Tables, id: string, change: PlaceChange, revision: number): SqlStatement[] {
  const parts = [change.zoneId, change.wardId, change.mohallaId, change.ownerName];
  if (parts.every((part) => part === undefined || part === null)) return [];
  return [
    {
      text: `UPDATE ${t.transaction_places} SET zone_id = coalesce($2, zone_id), ward_id = coalesce($3, ward_id),
               mohalla_id = coalesce($4, mohalla_id), owner_name = coalesce($5, owner_name), revision = $6
              WHERE property_unique_id = $1 AND revision < $6`,
      values: [id, ...parts.map((part) => part ?? null), revision],
    },
    spreadPlace(t, id),
  ];
}

export function applyPlaceEvent(event: RecordedEvent, t: Tables): SqlStatement[] {
  switch (event.type as PropertyEvent['type']) {
    case 'PropertyRegistered': {
      const d = event.data as Data<'PropertyRegistered'>;
      const { zoneId, wardId, mohallaId, ownerName } = d.details;
      return [
        {
          text: `INSERT INTO ${t.transaction_places} AS p (property_unique_id, zone_id, ward_id, mohalla_id, owner_name, revision)
                 VALUES ($1, $2, $3, $4, $5, $6)
                 ON CONFLICT (property_unique_id) DO UPDATE SET zone_id = EXCLUDED.zone_id,
                   ward_id = EXCLUDED.ward_id, mohalla_id = EXCLUDED.mohalla_id,
                   owner_name = EXCLUDED.owner_name, revision = EXCLUDED.revision
                 WHERE p.revision < EXCLUDED.revision`,
          values: [d.propertyUniqueId, zoneId, wardId, mohallaId, ownerName, event.revision],
        },
        spreadPlace(t, d.propertyUniqueId),
      ];
    }
    case 'PropertyEdited': {
      const d = event.data as Data<'PropertyEdited'>;
      return changePlace(t, d.propertyUniqueId, d.changes, event.revision);
    }
    case 'OwnerDetailsUpdated': {
      const d = event.data as Data<'OwnerDetailsUpdated'>;
      return changePlace(t, d.propertyUniqueId, { ownerName: d.ownerName }, event.revision);
    }
    default:
      return [];
  }
}
