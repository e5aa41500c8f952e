import type { TableNames } from '../projection';

export type RuleSetTable = 'tax_rule_sets';
export type AssessmentTable = 'property_assessments';

/** Every version of every year's rule set; version = stream revision + 1. */
export function createRuleSetTables(t: TableNames<RuleSetTable>): string {
  return `
    CREATE TABLE ${t.tax_rule_sets} (
      financial_year text NOT NULL,
      version integer NOT NULL,
      rules jsonb NOT NULL,
      reason text,
      adopted_at timestamptz NOT NULL,
      PRIMARY KEY (financial_year, version)
    );`;
}

/**
 * The latest assessment of each property and year (PropertyAssessed), with where the property sat,
 * for the ARV list and the ARV-wise and category-wise reports. Money in paise.
 */
export function createAssessmentTables(t: TableNames<AssessmentTable>): string {
  const table = t.property_assessments;
  return `
    CREATE TABLE ${table} (
      property_unique_id text NOT NULL,
      financial_year text NOT NULL,
      rule_set_version integer NOT NULL,
      inputs_fingerprint text NOT NULL,
      arv_paise bigint NOT NULL,
      house_tax_paise bigint NOT NULL,
      water_tax_paise bigint NOT NULL,
      sewer_tax_paise bigint NOT NULL,
      concessions jsonb NOT NULL,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      mohalla_id text NOT NULL,
      house_category text NOT NULL,
      category integer,
      sub_category integer,
      assessed_at timestamptz NOT NULL,
      revision integer NOT NULL,
      PRIMARY KEY (property_unique_id, financial_year)
    );
    CREATE INDEX ${table}_year_place ON ${table} (financial_year, zone_id, ward_id, mohalla_id);
    CREATE INDEX ${table}_year_mohalla ON ${table} (financial_year, mohalla_id);
    CREATE INDEX ${table}_year_arv ON ${table} (financial_year, arv_paise);`;
}
