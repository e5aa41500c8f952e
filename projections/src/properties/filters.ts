// The list filters of SPEC section 7 (and the search fields of the property screens) as SQL
// conditions with their parameters. Names and addresses are typo tolerant (pg_trgm):
// - a name matches the distinct names of `property_names` whose trigram similarity to it is at least
//   0.4, or whose word similarity (the name as part of a longer one) is at least 0.5; the GIN index
//   finds them among tens of thousands of names, and the btree on lower(owner_name) their properties.
//   The search benchmark records how often the first page holds the intended name (BENCHMARKS.md);
// - an address matches when each word of the text, or a word like it (word similarity >= 0.5 in
//   `property_address_words`: 'nagr' finds 'nagar'), is one of the address's words (a GIN index).

import { addressWords } from './tables';

export interface PropertyFilters {
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  houseCategory?: string;
  category?: number;
  subCategory?: number;
  matchingStatus?: 'matched' | 'unmatched';
  /** YYYY-MM-DD, inclusive, India time: the day the property was registered. */
  startDate?: string;
  endDate?: string;
  propertyUniqueId?: string;
  ownerName?: string;
  fatherHusbandName?: string;
  /** Ten digits. */
  mobileNumber?: string;
  houseNumber?: string;
  address?: string;
}

/** Zones and wards the reader may see; null: no limit (http/scope.ts). */
export interface ReadScope {
  zones: string[] | null;
  wards: string[] | null;
}

export const NO_READ_LIMIT: ReadScope = { zones: null, wards: null };

/** Filters answered by `property_counts` alone (with the scope). */
const COUNTED = new Set(['zoneId', 'wardId', 'houseCategory', 'category', 'subCategory', 'matchingStatus']);

export const isCountable = (filters: PropertyFilters): boolean =>
  Object.entries(filters).every(([key, value]) => value === undefined || COUNTED.has(key));

export const isFuzzy = (filters: PropertyFilters): boolean =>
  Boolean(filters.ownerName || filters.fatherHusbandName || filters.address);

/** Trigram similarity of a whole name, and word similarity of a name inside a longer one (searching()). */
export const NAME_SIMILARITY_THRESHOLD = 0.4;
export const NAME_WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * The names like `name` with their rank, run inside searching(). The rank adds the two similarities:
 * a whole-name match counts most, and of the names holding a first name alone the shortest come first.
 */
export function matchingNames(c: Conditions, name: string): string {
  const q = c.param(name.trim().toLowerCase());
  return `SELECT n.name, similarity(n.name, ${q}) + word_similarity(${q}, n.name) AS rank
            FROM property_names n WHERE n.name % ${q} OR ${q} <% n.name`;
}

/** The characters of ADDRESS_SEPARATORS (tables.ts), as a JavaScript pattern. */
const SEPARATORS = /[\s!-/:-@[-`{-~\u0964\u0965]+/u;
const MAX_ADDRESS_WORDS = 8;

export class Conditions {
  readonly values: unknown[] = [];
  readonly where: string[] = [];
  /** Similarity expressions of the address filter: they order an address search. */
  readonly ranks: string[] = [];

  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  add(condition: string): this {
    this.where.push(condition);
    return this;
  }

  sql(): string {
    return this.where.length ? `WHERE ${this.where.join(' AND ')}` : '';
  }
}

/** Conditions on the master-value columns, for `properties` (alias p) or `property_counts` (alias c). */
export function masterConditions(
  c: Conditions,
  filters: PropertyFilters,
  scope: ReadScope,
  alias: 'p' | 'c',
) {
  const equal = (column: string, value: unknown) => {
    if (value !== undefined) c.add(`${alias}.${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`${alias}.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`${alias}.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  equal('zone_id', filters.zoneId);
  equal('ward_id', filters.wardId);
  equal('mohalla_id', filters.mohallaId);
  equal('house_category', filters.houseCategory);
  equal('category', filters.category);
  equal('sub_category', filters.subCategory);
  if (filters.matchingStatus) {
    const matched = alias === 'c' ? 'c.matched' : '(p.matching IS NOT NULL)';
    c.add(filters.matchingStatus === 'matched' ? matched : `NOT ${matched}`);
  }
  c.add(`${alias}.status = 'active'`);
  return c;
}

/** Every filter, on `properties` p; `skip` leaves out the name filter a search is driven by. */
export function propertyConditions(
  filters: PropertyFilters,
  scope: ReadScope,
  c = new Conditions(),
  skip?: 'ownerName' | 'fatherHusbandName',
): Conditions {
  masterConditions(c, filters, scope, 'p');
  if (filters.propertyUniqueId) c.add(`p.property_unique_id = upper(${c.param(filters.propertyUniqueId)})`);
  if (filters.mobileNumber) c.add(`p.mobile_number = ${c.param(filters.mobileNumber)}`);
  if (filters.houseNumber) c.add(`lower(p.house_number) = lower(${c.param(filters.houseNumber)})`);
  if (filters.startDate) {
    c.add(`p.created_at >= (${c.param(filters.startDate)}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  }
  if (filters.endDate) {
    c.add(`p.created_at < (${c.param(filters.endDate)}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  }
  if (filters.ownerName && skip !== 'ownerName') {
    c.add(`lower(p.owner_name) IN (SELECT name FROM (${matchingNames(c, filters.ownerName)}) owners)`);
  }
  if (filters.fatherHusbandName && skip !== 'fatherHusbandName') {
    const names = matchingNames(c, filters.fatherHusbandName);
    c.add(
      `(lower(p.father_name) IN (SELECT name FROM (${names}) fathers) OR lower(p.husband_name) IN (SELECT name FROM (${names}) husbands))`,
    );
  }
  if (filters.address) {
    // Each word of the text, or a word like it, must be in the address.
    const text = filters.address.trim().toLowerCase();
    for (const word of [...new Set(text.split(SEPARATORS).filter(Boolean))].slice(0, MAX_ADDRESS_WORDS)) {
      const w = c.param(word);
      c.add(
        `${addressWords('p')} && ARRAY(SELECT d.word FROM property_address_words d WHERE d.word = ${w} OR ${w} <% d.word)`,
      );
    }
    c.ranks.push(`word_similarity(${c.param(text)}, lower(p.property_address))`);
  }
  return c;
}
