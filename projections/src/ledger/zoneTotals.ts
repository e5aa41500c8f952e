// A financial year's demand and collection per tax head, zone by zone (the jalkal dashboard shows
// water and sewer; a zone-wise demand report can read the same). Collection is the principal paid
// against the year's own demand; every zone in the caller's scope is listed, with zeros if need be.
import type { HeadMoney } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';
import type { LedgerPlace } from './queries';
import { HEADS } from './tables';

export interface ZoneYearTotals {
  zoneId: string;
  zoneName: string;
  zoneNo: number;
  /** Properties with a demand for the year. */
  properties: number;
  demand: HeadMoney;
  collected: HeadMoney;
}

type Row = Record<string, string | number> & { zone_id: string; zone_name: string };

export async function yearTotalsByZone(
  db: Queryable,
  financialYear: string,
  scope: LedgerPlace['scope'],
): Promise<ZoneYearTotals[]> {
  const values: unknown[] = [financialYear];
  const zoneLimit = scope.zones ? `WHERE z.id = ANY($${values.push(scope.zones)}::text[])` : '';
  const wardLimit = scope.wards ? `AND y.ward_id = ANY($${values.push(scope.wards)}::text[])` : '';
  const sums = HEADS.flatMap((head) => [
    `coalesce(sum(y.demand_${head}), 0) AS demand_${head}`,
    `coalesce(sum(y.principal_paid_${head}), 0) AS collected_${head}`,
  ]).join(', ');
  const { rows } = await db.query<Row>(
    `SELECT z.id AS zone_id, z.name AS zone_name, z.zone_no, count(y.demand_id) AS properties, ${sums}
       FROM zones z
       LEFT JOIN ledger_years y ON y.zone_id = z.id AND y.financial_year = $1 AND y.status = 'active' ${wardLimit}
       ${zoneLimit}
      GROUP BY z.id, z.name, z.zone_no
      ORDER BY z.zone_no, z.name`,
    values,
  );
  const heads = (row: Row, kind: string) =>
    Object.fromEntries(HEADS.map((head) => [head, Number(row[`${kind}_${head}`])])) as HeadMoney;
  return rows.map((row) => ({
    zoneId: row.zone_id,
    zoneName: row.zone_name,
    zoneNo: Number(row.zone_no),
    properties: Number(row.properties),
    demand: heads(row, 'demand'),
    collected: heads(row, 'collected'),
  }));
}
