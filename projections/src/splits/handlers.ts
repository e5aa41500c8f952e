// Pure: a split event in, its statements out. The decision inserts the row once; the completion
// sets completed_at once, so a replay changes nothing.
import type { PropertyEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { SplitTable } from './tables';

export const SPLIT_EVENT_TYPES = [
  'PropertySplit',
  'PropertySplitCompleted',
] as const satisfies readonly PropertyEvent['type'][];

type Data<Type extends PropertyEvent['type']> = Extract<PropertyEvent, { type: Type }>['data'];
type T = TableNames<SplitTable>;

function decided(event: RecordedEvent, t: T): SqlStatement {
  const d = event.data as Data<'PropertySplit'>;
  const by = typeof event.metadata.userId === 'string' ? event.metadata.userId : null;
  return {
    text: `INSERT INTO ${t.property_splits} (split_id, property_unique_id, new_property_unique_ids, financial_year,
             remains, children, previous, bill_now, split_at, split_by)
           VALUES ($1, $2, $3::text[], $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9::timestamptz, $10)
           ON CONFLICT (split_id) DO NOTHING`,
    values: [
      d.splitId,
      d.propertyUniqueId,
      d.newPropertyUniqueIds,
      d.financialYear,
      JSON.stringify(d.remains),
      JSON.stringify(d.children),
      JSON.stringify(d.previous),
      d.billNow,
      d.splitAt,
      by,
    ],
  };
}

function completed(event: RecordedEvent, t: T): SqlStatement {
  const d = event.data as Data<'PropertySplitCompleted'>;
  return {
    text: `UPDATE ${t.property_splits} SET completed_at = $2::timestamptz
            WHERE split_id = $1 AND completed_at IS NULL`,
    values: [d.splitId, d.completedAt],
  };
}

export function applySplitEvent(event: RecordedEvent, t: T): SqlStatement[] {
  if (event.type === 'PropertySplit') return [decided(event, t)];
  if (event.type === 'PropertySplitCompleted') return [completed(event, t)];
  return [];
}
