// The filters of the transaction lists, summaries and exports as SQL conditions on `transactions`
// (alias t). Days are calendar days in India, on the day the payment was paid (else begun).
import { Conditions, type ReadScope } from '../properties/filters';
import type { TransactionMode, TransactionStatus } from './rows';

export interface TransactionFilters {
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
  propertyUniqueId?: string;
  /** A txn id (exact) or the gateway's id for it. */
  transactionId?: string;
  receiptNumber?: string;
  statuses?: TransactionStatus[];
  modes?: TransactionMode[];
  /** Only payments of financial years before this one ('2026-27'): the old payments. */
  financialYearBefore?: string;
  financialYear?: string;
  /** Payments through one gateway ('snn': the card provider's list). */
  gateway?: string;
}

export const ARCHIVED_STATUSES: TransactionStatus[] = ['cancelled', 'rejected', 'shifted', 'failed'];
export const STANDING_STATUSES: TransactionStatus[] = ['initiated', 'pending', 'success'];

export function transactionConditions(filters: TransactionFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  const equal = (column: string, value: unknown) => {
    if (value !== undefined && value !== '') c.add(`t.${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`t.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`t.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  equal('zone_id', filters.zoneId);
  equal('ward_id', filters.wardId);
  equal('mohalla_id', filters.mohallaId);
  equal('property_unique_id', filters.propertyUniqueId);
  equal('receipt_number', filters.receiptNumber);
  equal('financial_year', filters.financialYear);
  equal('gateway', filters.gateway);
  if (filters.transactionId) {
    const id = c.param(filters.transactionId);
    c.add(`(t.txn_id = ${id} OR t.gateway_txn_id = ${id})`);
  }
  if (filters.startDate)
    c.add(`t.activity_at >= (${c.param(filters.startDate)}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (filters.endDate)
    c.add(`t.activity_at < (${c.param(filters.endDate)}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (filters.statuses?.length) c.add(`t.status = ANY(${c.param(filters.statuses)}::text[])`);
  if (filters.modes?.length) c.add(`t.mode = ANY(${c.param(filters.modes)}::text[])`);
  if (filters.financialYearBefore) c.add(`t.financial_year < ${c.param(filters.financialYearBefore)}`);
  return c;
}

export const TRANSACTION_SORTS = {
  createdAt: 't.created_at',
  paidAt: 't.activity_at',
  amountPaise: 't.amount_paise',
  receiptNumber: 't.receipt_number',
  propertyUniqueId: 't.property_unique_id',
  status: 't.status',
} as const;
export type TransactionSort = keyof typeof TRANSACTION_SORTS;

export interface TransactionPageOptions {
  page: number;
  limit: number;
  sort?: TransactionSort;
  order: 'ASC' | 'DESC';
}
