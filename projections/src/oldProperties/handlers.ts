// Pure: one old-register event in, its statements out; rows change only when older than the event.
import type { OldPropertyEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { OldPropertyTable } from './tables';

type Data<Type extends OldPropertyEvent['type']> = Extract<OldPropertyEvent, { type: Type }>['data'];

export const OLD_PROPERTY_EVENT_TYPES = [
  'OldPropertyRecorded',
  'OldPropertyMatched',
  'OldPropertyUnmatched',
] as const satisfies readonly OldPropertyEvent['type'][];

export function applyOldPropertyEvent(event: RecordedEvent, t: TableNames<OldPropertyTable>): SqlStatement[] {
  const by = typeof event.metadata.userId === 'string' ? event.metadata.userId : null;
  switch (event.type as OldPropertyEvent['type']) {
    case 'OldPropertyRecorded': {
      const d = event.data as Data<'OldPropertyRecorded'>;
      return [
        {
          text: `INSERT INTO ${t.old_properties} (old_property_id, ptin_no, owner_name, record, recorded_at, recorded_by, revision)
                 VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz, $6, $7) ON CONFLICT DO NOTHING`,
          values: [
            d.oldPropertyId,
            d.record.ptinNo,
            d.record.ownerName ?? null,
            JSON.stringify(d.record),
            d.recordedAt,
            by,
            event.revision,
          ],
        },
      ];
    }
    case 'OldPropertyMatched': {
      const d = event.data as Data<'OldPropertyMatched'>;
      return [link(t, d.oldPropertyId, d.propertyUniqueId, d.matchedAt, event.revision)];
    }
    case 'OldPropertyUnmatched': {
      const d = event.data as Data<'OldPropertyUnmatched'>;
      return [link(t, d.oldPropertyId, null, null, event.revision)];
    }
    default:
      return [];
  }
}

function link(
  t: TableNames<OldPropertyTable>,
  id: string,
  propertyUniqueId: string | null,
  at: string | null,
  revision: number,
): SqlStatement {
  return {
    text: `UPDATE ${t.old_properties} SET linked_property_unique_id = $2, linked_at = $3::timestamptz, revision = $4
            WHERE old_property_id = $1 AND revision < $4`,
    values: [id, propertyUniqueId, at, revision],
  };
}
