import {
  fieldErrors,
  PROPERTY_ID_LENGTH,
  PROPERTY_ID_PATTERN,
  propertyListFiltersSchema,
} from '@ptax/contracts';

// The search lives in the address (shareable; the back button goes to the previous search): one query
// field per filter of contracts' propertyListFiltersSchema, and `page`. Checked with that schema, the
// server's own, before anything is sent.

export const TEXT_FIELDS = [
  'propertyUniqueId',
  'ownerName',
  'fatherHusbandName',
  'houseNumber',
  'mobileNumber',
] as const;
export const PLACE_FIELDS = ['zoneId', 'wardId', 'mohallaId'] as const;
const FIELDS = [...TEXT_FIELDS, ...PLACE_FIELDS] as const;

export type SearchField = (typeof FIELDS)[number];
export type SearchValues = Record<SearchField, string>;

export const PAGE_SIZE = 10;

export const EMPTY_SEARCH = Object.fromEntries(FIELDS.map((field) => [field, ''])) as SearchValues;

const filtersSchema = propertyListFiltersSchema.pick({
  propertyUniqueId: true,
  ownerName: true,
  fatherHusbandName: true,
  houseNumber: true,
  mobileNumber: true,
  zoneId: true,
  wardId: true,
  mohallaId: true,
});

export const hasAnyValue = (values: SearchValues) => FIELDS.some((field) => values[field].trim() !== '');

/** ?q= from the home page: a text shaped like a property ID fills that field, anything else the owner name. */
export function fieldForQuery(q: string): 'propertyUniqueId' | 'ownerName' {
  const idLike = q.length === PROPERTY_ID_LENGTH && PROPERTY_ID_PATTERN.test(q) && /\d/.test(q);
  return idLike ? 'propertyUniqueId' : 'ownerName';
}

export function valuesFromUrl(params: URLSearchParams): SearchValues {
  const values = Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as SearchValues;
  const q = params.get('q')?.trim();
  return q && !hasAnyValue(values) ? { ...values, [fieldForQuery(q)]: q } : values;
}

export function pageFromUrl(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query text of a search: the filled fields, trimmed, and the page after the first. */
export function searchUrl(values: SearchValues, page = 1): string {
  const filled = FIELDS.map((field) => [field, values[field].trim()]).filter(([, value]) => value);
  return new URLSearchParams([...filled, ...(page > 1 ? [['page', String(page)]] : [])]).toString();
}

export type SearchCheck =
  | { ok: true; body: string }
  | { ok: false; errors: Partial<Record<SearchField, string>>; needsCriterion: boolean };

/**
 * The request body (JSON text) of a search, or why it can not be sent: a field's message from the
 * schema, or no criterion but a place (the server refuses to list a whole zone, ward or mohalla).
 */
export function checkSearch(values: SearchValues, page = 1): SearchCheck {
  const parsed = filtersSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), needsCriterion: false };
  if (!TEXT_FIELDS.some((field) => parsed.data[field] !== undefined))
    return { ok: false, errors: {}, needsCriterion: true };
  return { ok: true, body: JSON.stringify({ ...parsed.data, page, limit: PAGE_SIZE }) };
}
