// Pure: tax events in, statements out. A rule set version is inserted once; an assessment replaces
// the row of its property and year only when it is newer (a later stream revision).
import type { PropertyAssessedData, RecordedEvent, TaxEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { AssessmentTable, RuleSetTable } from './tables';

type Data<T extends TaxEvent['type']> = Extract<TaxEvent, { type: T }>['data'];

export const RULE_SET_EVENT_TYPES = ['TaxRuleSetAdopted', 'TaxRuleSetRevised'] as const;
export const ASSESSMENT_EVENT_TYPES = ['PropertyAssessed'] as const;

export function applyRuleSetEvent(event: RecordedEvent, t: TableNames<RuleSetTable>): SqlStatement[] {
  if (event.type !== 'TaxRuleSetAdopted' && event.type !== 'TaxRuleSetRevised') return [];
  const d = event.data as Data<'TaxRuleSetAdopted'> & Partial<Data<'TaxRuleSetRevised'>>;
  return [
    {
      text: `INSERT INTO ${t.tax_rule_sets} (financial_year, version, rules, reason, adopted_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      values: [
        d.financialYear,
        event.revision + 1,
        JSON.stringify(d.rules),
        d.reason ?? null,
        d.adoptedAt ?? d.revisedAt,
      ],
    },
  ];
}

export function applyAssessmentEvent(event: RecordedEvent, t: TableNames<AssessmentTable>): SqlStatement[] {
  if (event.type !== 'PropertyAssessed') return [];
  const d = event.data as PropertyAssessedData;
  const table = t.property_assessments;
  return [
    {
      text: `INSERT INTO ${table} AS a (property_unique_id, financial_year, rule_set_version, inputs_fingerprint,
               arv_paise, house_tax_paise, water_tax_paise, sewer_tax_paise, concessions, zone_id, ward_id,
               mohalla_id, house_category, category, sub_category, assessed_at, revision)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
             ON CONFLICT (property_unique_id, financial_year) DO UPDATE SET
               rule_set_version = EXCLUDED.rule_set_version, inputs_fingerprint = EXCLUDED.inputs_fingerprint,
               arv_paise = EXCLUDED.arv_paise, house_tax_paise = EXCLUDED.house_tax_paise,
               water_tax_paise = EXCLUDED.water_tax_paise, sewer_tax_paise = EXCLUDED.sewer_tax_paise,
               concessions = EXCLUDED.concessions, zone_id = EXCLUDED.zone_id, ward_id = EXCLUDED.ward_id,
               mohalla_id = EXCLUDED.mohalla_id, house_category = EXCLUDED.house_category,
               category = EXCLUDED.category, sub_category = EXCLUDED.sub_category,
               assessed_at = EXCLUDED.assessed_at, revision = EXCLUDED.revision
             WHERE a.revision < EXCLUDED.revision`,
      values: [
        d.propertyUniqueId,
        d.financialYear,
        d.ruleSetVersion,
        d.inputsFingerprint,
        d.arvPaise,
        d.housePaise,
        d.waterPaise,
        d.sewerPaise,
        JSON.stringify(d.concessions),
        d.zoneId,
        d.wardId,
        d.mohallaId,
        d.houseCategory,
        d.category ?? null,
        d.subCategory ?? null,
        d.assessedAt,
        event.revision,
      ],
    },
  ];
}
