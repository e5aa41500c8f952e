import { z } from 'zod';
import { TRANSACTION_TYPES, type TransactionMode } from '../transactions';
import { optionalFinancialYear } from './financialYear';
import { calendarDate, searchText } from './propertyLookup';

// The filters of the tax collection reports (SPEC section 7, taxCollections/*): the place, a range of
// India days, the financial year the money came in, and the payment mode.

export const COLLECTION_MESSAGES = {
  endBeforeStart: 'End date can not be before start date',
  mode: `Mode must be one of ${Object.values(TRANSACTION_TYPES).join(', ')}`,
  month: 'Month must be written like 2026-09',
} as const;

/** 'cash' or 'Cash', and 'DD' as 'dd': the mode codes and the names the screens show. */
const MODE_BY_NAME = new Map<string, TransactionMode>(
  Object.entries(TRANSACTION_TYPES).flatMap(([mode, name]) => [
    [mode, mode as TransactionMode],
    [name.toLowerCase(), mode as TransactionMode],
  ]),
);

/** One mode or several ('Cash,DD'), as mode codes; absent for every mode. */
const modes = () =>
  searchText()
    .refine(
      (v) => v === undefined || v.split(',').every((part) => MODE_BY_NAME.has(part.trim().toLowerCase())),
      COLLECTION_MESSAGES.mode,
    )
    .transform((v) =>
      v?.split(',').map((part) => MODE_BY_NAME.get(part.trim().toLowerCase()) as TransactionMode),
    );

export const collectionReportFiltersSchema = z
  .object({
    zoneId: searchText(),
    wardId: searchText(),
    mohallaId: searchText(),
    startDate: calendarDate(),
    endDate: calendarDate(),
    financialYear: optionalFinancialYear().transform((v) => v ?? undefined),
    /** `transactionType` is read as the same, as the transaction lists do. */
    mode: modes(),
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: COLLECTION_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type CollectionReportFilters = z.infer<typeof collectionReportFiltersSchema>;

/** taxCollections/monthly: the month whose days it answers (default: this month in India). */
export const collectionMonthSchema = z.object({
  month: searchText().refine(
    (v) => v === undefined || (/^\d{4}-(0[1-9]|1[0-2])$/.test(v) && Number(v.slice(0, 4)) >= 1900),
    COLLECTION_MESSAGES.month,
  ),
});
