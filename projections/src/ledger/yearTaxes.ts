// A year's tax per head of some properties as their ledgers show it: the year's demand where one is
// raised, else the latest assessment (what the demand will be raised from). What a jalkal request
// shows as the tax before and after its change.
import type { HeadMoney } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';

export interface YearTax {
  /** Whether the amounts are the raised demand or only the assessment. */
  source: 'demand' | 'assessment';
  amounts: HeadMoney;
}

interface Row {
  id: string;
  demanded: boolean;
  house: string | null;
  water: string | null;
  sewer: string | null;
}

export async function yearTaxesOf(
  db: Queryable,
  propertyUniqueIds: string[],
  financialYear: string,
): Promise<Map<string, YearTax>> {
  const assessed = (head: string) => `(a.assessments -> $1 ->> '${head}Paise')::bigint`;
  const { rows } = await db.query<Row>(
    `SELECT a.property_unique_id AS id, y.demand_id IS NOT NULL AS demanded,
            CASE WHEN y.demand_id IS NOT NULL THEN y.demand_house ELSE ${assessed('house')} END AS house,
            CASE WHEN y.demand_id IS NOT NULL THEN y.demand_water ELSE ${assessed('water')} END AS water,
            CASE WHEN y.demand_id IS NOT NULL THEN y.demand_sewer ELSE ${assessed('sewer')} END AS sewer
       FROM ledger_accounts a
       LEFT JOIN ledger_years y ON y.property_unique_id = a.property_unique_id AND y.financial_year = $1
      WHERE a.property_unique_id = ANY($2::text[])`,
    [financialYear, propertyUniqueIds],
  );
  const taxes = new Map<string, YearTax>();
  for (const row of rows) {
    if (row.water === null && row.sewer === null && row.house === null) continue;
    taxes.set(row.id, {
      source: row.demanded ? 'demand' : 'assessment',
      amounts: {
        house: Number(row.house ?? 0),
        water: Number(row.water ?? 0),
        sewer: Number(row.sewer ?? 0),
      },
    });
  }
  return taxes;
}
