import type { Projection } from '../projection';
import {
  applyAssessmentEvent,
  applyRuleSetEvent,
  ASSESSMENT_EVENT_TYPES,
  RULE_SET_EVENT_TYPES,
} from './handlers';
import {
  createAssessmentTables,
  createRuleSetTables,
  type AssessmentTable,
  type RuleSetTable,
} from './tables';

// Two read models so the large one (an assessment per property and year) rebuilds on its own.

export const taxRuleSetsProjection: Projection<RuleSetTable> = {
  name: 'tax_rule_sets',
  version: 1,
  tables: ['tax_rule_sets'],
  handles: RULE_SET_EVENT_TYPES,
  createSql: createRuleSetTables,
  apply: applyRuleSetEvent,
};

export const propertyAssessmentsProjection: Projection<AssessmentTable> = {
  name: 'property_assessments',
  version: 1,
  tables: ['property_assessments'],
  handles: ASSESSMENT_EVENT_TYPES,
  createSql: createAssessmentTables,
  apply: applyAssessmentEvent,
};
