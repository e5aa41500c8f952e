// Pure: one discount event in, its statement out; an edit updates only an older row.
import type { MasterEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { DiscountTable } from './tables';

type Data<T extends MasterEvent['type']> = Extract<MasterEvent, { type: T }>['data'];

export const DISCOUNT_EVENT_TYPES = ['DiscountAdded', 'DiscountEdited'] as const;

export function applyDiscountEvent(event: RecordedEvent, t: TableNames<DiscountTable>): SqlStatement[] {
  if (event.type === 'DiscountAdded') {
    const d = event.data as Data<'DiscountAdded'>;
    return [
      {
        text: `INSERT INTO ${t.discounts} (id, billing_period, period_description, status, discount_percentage,
                 addition_discount_criteria, added_at, revision)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        values: [
          d.discountId,
          d.billingPeriod,
          d.periodDescription,
          d.status,
          d.discountPercentage,
          JSON.stringify(d.additionDiscountCriteria),
          d.addedAt,
          event.revision,
        ],
      },
    ];
  }
  if (event.type === 'DiscountEdited') {
    const d = event.data as Data<'DiscountEdited'>;
    return [
      {
        text: `UPDATE ${t.discounts} SET billing_period = $2, period_description = $3, status = $4,
                 discount_percentage = $5, addition_discount_criteria = $6, edited_at = $7, revision = $8
               WHERE id = $1 AND revision < $8`,
        values: [
          d.discountId,
          d.billingPeriod,
          d.periodDescription,
          d.status,
          d.discountPercentage,
          JSON.stringify(d.additionDiscountCriteria),
          d.editedAt,
          event.revision,
        ],
      },
    ];
  }
  return [];
}
