// Reads of the ledger read model: one property's account, the candidates of a demand run (keyset
// pages of one consistent row per property), the years waiting for a demand, and the totals of a year.
import type { LedgerState } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';
import type { LedgerAccount, YearAssessment } from './account';
import { ACCOUNT_SELECT, toAccount } from './batch';
import { DEMAND_PENDING } from './tables';

export type { LedgerAccount, YearAssessment };

export async function findLedgerAccount(
  db: Queryable,
  propertyUniqueId: string,
): Promise<LedgerAccount | null> {
  const { rows } = await db.query<Parameters<typeof toAccount>[0]>(
    `SELECT ${ACCOUNT_SELECT} FROM ledger_accounts WHERE property_unique_id = $1`,
    [propertyUniqueId],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

/** Where a demand run or a total looks: a year, optionally a zone, ward, mohalla, within the caller's scope. */
export interface LedgerPlace {
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  scope: { zones: string[] | null; wards: string[] | null };
}

/** The place and the caller's zones and wards as conditions on `alias`; pushes the values. */
export function placeFilters(place: LedgerPlace, values: unknown[], alias: string): string[] {
  const conditions: string[] = [];
  const add = (value: unknown, sql: (p: string) => string) => {
    if (value === undefined || value === null) return;
    values.push(value);
    conditions.push(sql(`$${values.length}`));
  };
  add(place.zoneId, (p) => `${alias}.zone_id = ${p}`);
  add(place.wardId, (p) => `${alias}.ward_id = ${p}`);
  add(place.mohallaId, (p) => `${alias}.mohalla_id = ${p}`);
  add(place.scope.zones, (p) => `${alias}.zone_id = ANY(${p}::text[])`);
  add(place.scope.wards, (p) => `${alias}.ward_id = ANY(${p}::text[])`);
  return conditions;
}

/** A property as a demand run decides it: its revision, the year's assessment and demand. */
export interface DemandCandidate {
  propertyUniqueId: string;
  revision: number;
  status: LedgerAccount['status'];
  zoneId: string | null;
  wardId: string | null;
  assessment: YearAssessment | null;
  /** The demand the year has now (null: none raised). */
  demandId: string | null;
  /** The whole ledger, only when the year has an account already (a replaced demand may need interest). */
  state: LedgerState | null;
}

const candidateSelect = (yearParam: string) => `
  SELECT a.property_unique_id AS "propertyUniqueId", a.revision, a.status, a.zone_id AS "zoneId",
         a.ward_id AS "wardId",
         a.assessments -> ${yearParam} AS assessment,
         a.state #>> ARRAY['years', ${yearParam}, 'demandId'] AS "demandId",
         CASE WHEN a.state -> 'years' ? ${yearParam} THEN a.state END AS state
    FROM ledger_accounts a`;

/** Active properties of the place, by property ID, `limit` after `after` (keyset: no OFFSET). */
export async function demandCandidates(
  db: Queryable,
  financialYear: string,
  place: LedgerPlace,
  page: { after: string; limit: number },
): Promise<DemandCandidate[]> {
  const values: unknown[] = [financialYear, page.after];
  const conditions = [
    "a.status = 'active'",
    'a.property_unique_id > $2',
    ...placeFilters(place, values, 'a'),
  ];
  const { rows } = await db.query<DemandCandidate>(
    `${candidateSelect('$1::text')} WHERE ${conditions.join(' AND ')}
      ORDER BY a.property_unique_id LIMIT ${Math.trunc(page.limit)}`,
    values,
  );
  return rows;
}

/** What a demand run of a year over a place would meet, counted before it runs (issue 12). */
export interface DemandRunCount {
  financialYear: string;
  /** Active properties of the place. */
  properties: number;
  /** Those with the year's assessment: the run bills them (the others are counted not assessed). */
  assessed: number;
  /** Assessed ones that have the year's demand already (billed again only if the assessment changed). */
  raised: number;
  /** Assessed ones without the year's demand: the bills the run raises for the first time. */
  toRaise: number;
}

/** The counts of demandCandidates' rows for each year, in one pass over the place's properties. */
export async function demandRunCounts(
  db: Queryable,
  financialYears: string[],
  place: LedgerPlace,
): Promise<DemandRunCount[]> {
  const values: unknown[] = [financialYears];
  const conditions = ["a.status = 'active'", ...placeFilters(place, values, 'a')];
  const { rows } = await db.query<DemandRunCount>(
    `SELECT y.fy AS "financialYear", count(a.property_unique_id)::int AS properties,
            count(*) FILTER (WHERE a.assessments ? y.fy)::int AS assessed,
            count(*) FILTER (WHERE a.assessments ? y.fy
                               AND a.state #>> ARRAY['years', y.fy, 'demandId'] IS NOT NULL)::int AS raised,
            count(*) FILTER (WHERE a.assessments ? y.fy
                               AND a.state #>> ARRAY['years', y.fy, 'demandId'] IS NULL)::int AS "toRaise"
       FROM unnest($1::text[]) AS y(fy)
       LEFT JOIN ledger_accounts a ON ${conditions.join(' AND ')}
      GROUP BY y.fy ORDER BY y.fy DESC`,
    values,
  );
  return rows;
}

/** The same rows for named properties (an uploaded list, the worker), whatever their status. */
export async function demandCandidatesOf(
  db: Queryable,
  financialYear: string,
  propertyUniqueIds: string[],
): Promise<DemandCandidate[]> {
  const { rows } = await db.query<DemandCandidate>(
    `${candidateSelect('$1::text')} WHERE a.property_unique_id = ANY($2::text[]) ORDER BY a.property_unique_id`,
    [financialYear, propertyUniqueIds],
  );
  return rows;
}

export interface PendingDemand {
  propertyUniqueId: string;
  financialYear: string;
  mohallaId: string;
}

/**
 * Active properties whose latest assessment of a year came after the year's demand (or that have
 * none), in mohallas where that year's demands have been raised; keyset by (year, mohalla, property).
 */
export async function pendingDemands(
  db: Queryable,
  after: PendingDemand | null,
  limit: number,
): Promise<PendingDemand[]> {
  const { rows } = await db.query<PendingDemand>(
    `SELECT y.property_unique_id AS "propertyUniqueId", y.financial_year AS "financialYear",
            y.mohalla_id AS "mohallaId"
       FROM ledger_demand_years d
       JOIN ledger_years y ON y.financial_year = d.financial_year AND y.mohalla_id = d.mohalla_id
      WHERE ${DEMAND_PENDING} AND y.status = 'active'
        AND (y.financial_year, y.mohalla_id, y.property_unique_id) > ($1::text, $2::text, $3::text)
      ORDER BY y.financial_year, y.mohalla_id, y.property_unique_id LIMIT ${Math.trunc(limit)}`,
    [after?.financialYear ?? '', after?.mohallaId ?? '', after?.propertyUniqueId ?? ''],
  );
  return rows;
}

export interface LedgerEntry {
  revision: number;
  position: number;
  type: string;
  financialYear: string | null;
  housePaise: number;
  waterPaise: number;
  sewerPaise: number;
  amountPaise: number;
  txnId: string | null;
  receiptNumber: string | null;
  recordedAt: string;
  effectiveOn: string;
  description: string;
  details: Record<string, unknown> | null;
}

/** The money lines of one property in stream order (the ledger screen). */
export async function ledgerEntries(db: Queryable, propertyUniqueId: string): Promise<LedgerEntry[]> {
  const { rows } = await db.query<LedgerEntry>(
    `SELECT revision, position::float8 AS position, type, financial_year AS "financialYear",
            house_paise::float8 AS "housePaise", water_paise::float8 AS "waterPaise",
            sewer_paise::float8 AS "sewerPaise", amount_paise::float8 AS "amountPaise", txn_id AS "txnId",
            receipt_number AS "receiptNumber", to_json(recorded_at) #>> '{}' AS "recordedAt",
            to_char(effective_on, 'YYYY-MM-DD') AS "effectiveOn", description, details
       FROM ledger_entries WHERE property_unique_id = $1 ORDER BY revision`,
    [propertyUniqueId],
  );
  return rows;
}
