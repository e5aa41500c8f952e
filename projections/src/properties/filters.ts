// The list filters of SPEC section 7 (and the search fields of the property screens) as SQL
// conditions with their parameters. Owner, father / husband name and address are typo tolerant
// (pg_trgm): `%` is trigram similarity >= 0.3, `<%` word similarity >= 0.6 (the extension's
// defaults), both answered by the GIN trigram indexes of tables.ts.

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
const COUNTED = new Set([
  'zoneId',
  'wardId',
  'mohallaId',
  'houseCategory',
  'category',
  'subCategory',
  'matchingStatus',
]);

export const isCountable = (filters: PropertyFilters): boolean =>
  Object.entries(filters).every(([key, value]) => value === undefined || COUNTED.has(key));

export const isFuzzy = (filters: PropertyFilters): boolean =>
  Boolean(filters.ownerName || filters.fatherHusbandName || filters.address);

const RELATIVES = `lower(coalesce(p.father_name, '') || ' ' || coalesce(p.husband_name, ''))`;

export class Conditions {
  readonly values: unknown[] = [];
  readonly where: string[] = [];
  /** Similarity expressions of the fuzzy filters: their sum orders a search. */
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

/** Every filter, on `properties` p. */
export function propertyConditions(
  filters: PropertyFilters,
  scope: ReadScope,
  c = new Conditions(),
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
  if (filters.ownerName) {
    const q = c.param(filters.ownerName.toLowerCase());
    c.add(`(lower(p.owner_name) % ${q} OR ${q} <% lower(p.owner_name))`);
    c.ranks.push(
      `greatest(similarity(lower(p.owner_name), ${q}), word_similarity(${q}, lower(p.owner_name)))`,
    );
  }
  if (filters.fatherHusbandName) {
    const q = c.param(filters.fatherHusbandName.toLowerCase());
    c.add(`${q} <% ${RELATIVES}`);
    c.ranks.push(`word_similarity(${q}, ${RELATIVES})`);
  }
  if (filters.address) {
    const q = c.param(filters.address.toLowerCase());
    c.add(`${q} <% lower(p.property_address)`);
    c.ranks.push(`word_similarity(${q}, lower(p.property_address))`);
  }
  return c;
}
