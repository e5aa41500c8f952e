// What the defaulters screen reads (GET taxDemands/defaultersList) and how it asks: the amounts in
// rupees with the spec's defaults (₹1,00,000 to ₹5,00,000), the filter choices by name.
import { DEFAULT_MAX_AMOUNT, DEFAULT_MIN_AMOUNT, DEFAULTER_FILTER_TYPES } from '@ptax/contracts';

export const DEFAULTERS_PATH = '/taxDemands/defaultersList';

/** A row of the defaulters list (money in paise). */
export interface Defaulter {
  propertyUniqueId: string;
  ownerName: string | null;
  address: string | null;
  zoneName: string | null;
  wardName: string | null;
  mohallaName: string | null;
  yearsDue: string[];
  duesPaise: number;
  byHead: { house: number; water: number; sewer: number };
}

export const DEFAULT_FILTERS: Record<string, string> = {
  minAmount: String(DEFAULT_MIN_AMOUNT),
  maxAmount: String(DEFAULT_MAX_AMOUNT),
};

const FILTER_TYPE_NAMES: Record<(typeof DEFAULTER_FILTER_TYPES)[number], string> = {
  all: 'Dues of every year',
  arrears: 'Arrears only (earlier years)',
  current: 'This year only',
};

export const FILTER_TYPE_CHOICES = DEFAULTER_FILTER_TYPES.map((id) => ({ id, name: FILTER_TYPE_NAMES[id] }));

export const MATCHING_CHOICES = [
  { id: 'matched', name: 'Matched with old register' },
  { id: 'unmatched', name: 'Not matched with old register' },
];
