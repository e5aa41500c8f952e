// A report cell for people, the same on the screen and in the PDF: rupees with Indian grouping,
// DD-MM-YYYY (India's day of a moment), MM-YYYY for a month.
import { paiseToRupees } from '../money';
import { formatDay, formatMonth } from '../people/dates';
import { cellValue, type ReportColumn, type ReportRow } from './table';

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});
const COUNT = new Intl.NumberFormat('en-IN');
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Integer paise as rupees: '₹1,23,456.50'. */
export const rupeesText = (paise: number) => RUPEES.format(paiseToRupees(paise));

export function cellText(row: ReportRow, column: ReportColumn): string {
  const value = cellValue(row, column.key);
  if (value === undefined || value === null || value === '') return '';
  const number = finite(value);
  switch (column.kind) {
    case 'paise':
      return number === undefined ? String(value) : rupeesText(number);
    case 'count':
      return number === undefined ? String(value) : COUNT.format(number);
    case 'percent':
      return number === undefined ? String(value) : `${number.toFixed(1)}%`;
    case 'date':
      return formatDay(value);
    case 'month':
      return formatMonth(value);
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** The cell as a spreadsheet value: figures stay numbers (rupees for money), the rest is text. */
export function cellSheetValue(row: ReportRow, column: ReportColumn): string | number | null {
  const value = cellValue(row, column.key);
  if (value === undefined || value === null) return null;
  const number = finite(value);
  if (number !== undefined && column.kind === 'paise') return paiseToRupees(number);
  if (number !== undefined && (column.kind === 'count' || column.kind === 'percent')) return number;
  return cellText(row, column);
}
