// Reads of the tax read models: rule sets by year, the latest assessments, and the ARV reports
// (GET properties/arvList, arvWise, categoryWise). Money stays integer paise.
import { taxRuleSet, type TaxRuleSet } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';

/**
 * The rules in force for a year: the newest version of that year's rule set (or the given version),
 * or, when the year has none, of the latest earlier year's (rules stay in force until revised; the
 * result then says `inForceFrom`). Null when no rule set starts at or before the year.
 */
export async function findRuleSet(
  db: Queryable,
  financialYear: string,
  version?: number,
): Promise<TaxRuleSet | null> {
  // "2025-26" strings order like the years they name.
  const { rows } = await db.query<{ rules: object; version: number; financial_year: string }>(
    `SELECT rules, version, financial_year FROM tax_rule_sets
      WHERE ($2::int IS NULL AND financial_year <= $1) OR (financial_year = $1 AND version = $2)
      ORDER BY financial_year DESC, version DESC LIMIT 1`,
    [financialYear, version ?? null],
  );
  const row = rows[0];
  if (!row) return null;
  const carried = row.financial_year !== financialYear ? { inForceFrom: row.financial_year } : {};
  return taxRuleSet.parse({ ...row.rules, financialYear, version: row.version, ...carried });
}

export interface RecordedAssessment {
  ruleSetVersion: number;
  inputsFingerprint: string;
}

/** What the latest recorded assessment of each property was computed from. */
export async function recordedAssessments(
  db: Queryable,
  propertyUniqueIds: string[],
  financialYear: string,
): Promise<Map<string, RecordedAssessment>> {
  const { rows } = await db.query<RecordedAssessment & { id: string }>(
    `SELECT property_unique_id AS id, rule_set_version AS "ruleSetVersion", inputs_fingerprint AS "inputsFingerprint"
       FROM property_assessments WHERE financial_year = $1 AND property_unique_id = ANY($2::text[])`,
    [financialYear, propertyUniqueIds],
  );
  return new Map(rows.map(({ id, ...recorded }) => [id, recorded]));
}

/** The ARV recorded for a property's financial year (its demand's ARV), or null when not assessed. */
export async function assessedArvPaise(
  db: Queryable,
  propertyUniqueId: string,
  financialYear: string,
): Promise<number | null> {
  const { rows } = await db.query<{ arvPaise: string }>(
    `SELECT arv_paise AS "arvPaise" FROM property_assessments
      WHERE financial_year = $1 AND property_unique_id = $2`,
    [financialYear, propertyUniqueId],
  );
  return rows[0] ? Number(rows[0].arvPaise) : null;
}

/** Filters of the ARV reports; scope: the zones and wards the caller is limited to (null: all). */
export interface AssessmentFilter {
  financialYear: string;
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  houseCategory?: string;
  category?: number;
  subCategory?: number;
  propertyUniqueId?: string;
  minArvPaise?: number;
  maxArvPaise?: number;
  scope: { zones: string[] | null; wards: string[] | null };
}

function whereOf(f: AssessmentFilter): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const add = (value: unknown, sql: (p: string) => string) => {
    if (value === undefined || value === null) return;
    values.push(value);
    conditions.push(sql(`$${values.length}`));
  };
  add(f.financialYear, (p) => `a.financial_year = ${p}`);
  add(f.zoneId, (p) => `a.zone_id = ${p}`);
  add(f.wardId, (p) => `a.ward_id = ${p}`);
  add(f.mohallaId, (p) => `a.mohalla_id = ${p}`);
  add(f.houseCategory, (p) => `a.house_category = ${p}`);
  add(f.category, (p) => `a.category = ${p}`);
  add(f.subCategory, (p) => `a.sub_category = ${p}`);
  add(f.propertyUniqueId, (p) => `a.property_unique_id = ${p}`);
  add(f.minArvPaise, (p) => `a.arv_paise >= ${p}`);
  add(f.maxArvPaise, (p) => `a.arv_paise <= ${p}`);
  add(f.scope.zones, (p) => `a.zone_id = ANY(${p}::text[])`);
  add(f.scope.wards, (p) => `a.ward_id = ANY(${p}::text[])`);
  return { where: `WHERE ${conditions.join(' AND ')}`, values };
}

const SUMS = `count(*)::int AS count, coalesce(sum(a.arv_paise), 0)::float8 AS "arvPaise",
  coalesce(sum(a.house_tax_paise), 0)::float8 AS "houseTaxPaise",
  coalesce(sum(a.water_tax_paise), 0)::float8 AS "waterTaxPaise",
  coalesce(sum(a.sewer_tax_paise), 0)::float8 AS "sewerTaxPaise"`;

export interface ArvListRow {
  id: string;
  propertyUniqueId: string;
  ownerName: string | null;
  financialYear: string;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  houseCategory: string;
  category: number | null;
  subCategory: number | null;
  arvPaise: number;
  houseTaxPaise: number;
  waterTaxPaise: number;
  sewerTaxPaise: number;
  totalTaxPaise: number;
  ruleSetVersion: number;
  assessedAt: string;
}

const SORTS: Record<string, string> = {
  propertyUniqueId: 'a.property_unique_id',
  arvPaise: 'a.arv_paise',
  totalTaxPaise: '(a.house_tax_paise + a.water_tax_paise + a.sewer_tax_paise)',
  assessedAt: 'a.assessed_at',
};

/** Whether a read-model view exists yet (the property register's `properties` for owner names). */
async function hasRelation(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]);
  return rows[0].found;
}

function arvListSelect(owners: boolean): string {
  return `SELECT a.property_unique_id AS id, a.property_unique_id AS "propertyUniqueId",
              ${owners ? 'p.owner_name' : 'NULL::text'} AS "ownerName", a.financial_year AS "financialYear",
              a.zone_id AS "zoneId", a.ward_id AS "wardId", a.mohalla_id AS "mohallaId",
              a.house_category AS "houseCategory", a.category, a.sub_category AS "subCategory",
              a.arv_paise::float8 AS "arvPaise", a.house_tax_paise::float8 AS "houseTaxPaise",
              a.water_tax_paise::float8 AS "waterTaxPaise", a.sewer_tax_paise::float8 AS "sewerTaxPaise",
              (a.house_tax_paise + a.water_tax_paise + a.sewer_tax_paise)::float8 AS "totalTaxPaise",
              a.rule_set_version AS "ruleSetVersion", a.assessed_at AS "assessedAt"
         FROM property_assessments a
         ${owners ? 'LEFT JOIN properties p ON p.property_unique_id = a.property_unique_id' : ''}`;
}

/** The ARV list: one row per assessed property, largest ARV first unless sorted otherwise. */
export async function listArv(
  db: Queryable,
  filter: AssessmentFilter,
  page: { page: number; limit: number; sort?: string; order?: 'ASC' | 'DESC' },
): Promise<{ rows: ArvListRow[]; total: number }> {
  const { where, values } = whereOf(filter);
  const select = arvListSelect(await hasRelation(db, 'properties'));
  const sort = SORTS[page.sort ?? ''] ?? 'a.arv_paise';
  const order = page.sort ? (page.order ?? 'ASC') : 'DESC';
  const [{ rows }, count] = await Promise.all([
    db.query<ArvListRow>(
      `${select} ${where} ORDER BY ${sort} ${order}, a.property_unique_id
        LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`,
      values,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM property_assessments a ${where}`, values),
  ]);
  return { rows, total: count.rows[0].total };
}

/** The whole ARV list for an export, by property ID, `size` rows at a time (keyset, not OFFSET). */
export async function* arvListBatches(
  db: Queryable,
  filter: AssessmentFilter,
  size: number,
): AsyncGenerator<ArvListRow[]> {
  const { where, values } = whereOf(filter);
  const select = arvListSelect(await hasRelation(db, 'properties'));
  const after = `$${values.length + 1}`;
  for (let last = ''; ;) {
    const { rows } = await db.query<ArvListRow>(
      `${select} ${where} AND a.property_unique_id > ${after} ORDER BY a.property_unique_id LIMIT ${size}`,
      [...values, last],
    );
    if (rows.length === 0) return;
    yield rows;
    last = rows[rows.length - 1].propertyUniqueId;
  }
}

export interface ArvBandRow {
  band: 'below' | 'between' | 'above';
  /** Inclusive bounds in paise; null: open. */
  fromPaise: number | null;
  toPaise: number | null;
  count: number;
  arvPaise: number;
  houseTaxPaise: number;
  waterTaxPaise: number;
  sewerTaxPaise: number;
}

/** Properties and their ARV and taxes below, inside and above [min, max] (paise). */
export async function arvBands(
  db: Queryable,
  filter: Omit<AssessmentFilter, 'minArvPaise' | 'maxArvPaise'>,
  minPaise: number,
  maxPaise: number,
): Promise<ArvBandRow[]> {
  const { where, values } = whereOf(filter);
  const min = values.length + 1;
  const max = values.length + 2;
  const { rows } = await db.query<Omit<ArvBandRow, 'fromPaise' | 'toPaise'>>(
    `SELECT CASE WHEN a.arv_paise < $${min} THEN 'below' WHEN a.arv_paise <= $${max} THEN 'between' ELSE 'above' END AS band,
            ${SUMS}
       FROM property_assessments a ${where} GROUP BY 1`,
    [...values, minPaise, maxPaise],
  );
  const bounds: [ArvBandRow['band'], number | null, number | null][] = [
    ['below', null, minPaise - 1],
    ['between', minPaise, maxPaise],
    ['above', maxPaise + 1, null],
  ];
  const zero = { count: 0, arvPaise: 0, houseTaxPaise: 0, waterTaxPaise: 0, sewerTaxPaise: 0 };
  return bounds.map(([band, fromPaise, toPaise]) => ({
    band,
    fromPaise,
    toPaise,
    ...zero,
    ...rows.find((row) => row.band === band),
  }));
}

export interface CategoryWiseRow {
  houseCategory: string;
  category: number | null;
  categoryName: string | null;
  /** The master's Hindi names, null where it has none. */
  categoryNameHi: string | null;
  subCategory: number | null;
  subCategoryName: string | null;
  subCategoryNameHi: string | null;
  factor: number | null;
  count: number;
  arvPaise: number;
  houseTaxPaise: number;
  waterTaxPaise: number;
  sewerTaxPaise: number;
}

/** Counts, ARV and taxes per house category, category and sub-category, with the master's names. */
export async function categoryWise(db: Queryable, filter: AssessmentFilter): Promise<CategoryWiseRow[]> {
  const { where, values } = whereOf(filter);
  const { rows } = await db.query<CategoryWiseRow>(
    `SELECT a.house_category AS "houseCategory", a.category, c.name AS "categoryName", c.name_hi AS "categoryNameHi",
            a.sub_category AS "subCategory", s.name AS "subCategoryName", s.name_hi AS "subCategoryNameHi",
            s.factor_thousandths / 1000.0 AS factor,
            ${SUMS}
       FROM property_assessments a
       LEFT JOIN categories c ON c.category_number = a.category
       LEFT JOIN sub_categories s ON s.sub_category_number = a.sub_category
       ${where}
      GROUP BY a.house_category, a.category, c.name, c.name_hi, a.sub_category, s.name, s.name_hi, s.factor_thousandths
      ORDER BY a.house_category DESC, a.category NULLS FIRST, a.sub_category NULLS FIRST`,
    values,
  );
  return rows.map((row) => ({ ...row, factor: row.factor === null ? null : Number(row.factor) }));
}
