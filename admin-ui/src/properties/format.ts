import { formatDateTime, paiseToRupees } from '@ptax/contracts';

type Row = Record<string, unknown>;

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

/** Integer paise as rupees for people: '₹1,23,456.50'. */
export const formatPaise = (paise: number): string => RUPEES.format(paiseToRupees(paise));

/** The first of the named fields that holds something, as text. */
export function textOf(row: Row | undefined, ...names: string[]): string {
  for (const name of names) {
    const value = row?.[name];
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return '';
}

/** The first of the named paise fields that holds a whole number. */
export function paiseOf(row: Row | undefined, ...names: string[]): number | undefined {
  for (const name of names) {
    const value = row?.[name];
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  }
  return undefined;
}

// Where a property row names its place and value; the read model may join the masters' names.
export const ownerRelative = (row: Row) => textOf(row, 'fatherName', 'husbandName', 'fatherHusbandName');
export const mohallaOf = (row: Row) => textOf(row, 'mohallaName', 'mohalla', 'mohallaId');
export const wardOf = (row: Row) =>
  textOf(row, 'wardName', 'ward_fullname', 'wardFullname', 'ward', 'wardNo', 'wardId');
export const zoneOf = (row: Row) => textOf(row, 'zoneName', 'zone', 'zoneNo', 'zoneId');
export const arvPaiseOf = (row: Row) => paiseOf(row, 'arvPaise', 'currentArvPaise');

/** A date or timestamp as people read it: DD-MM-YYYY HH:mm in India time (contracts' one date format). */
export const formatWhen = (value: unknown): string => formatDateTime(value);
