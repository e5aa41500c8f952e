export { propertyAssessmentsProjection, taxRuleSetsProjection } from './projection';
export { applyAssessmentEvent, applyRuleSetEvent } from './handlers';
export {
  createAssessmentTables,
  createRuleSetTables,
  type AssessmentTable,
  type RuleSetTable,
} from './tables';
export {
  arvBands,
  arvListBatches,
  categoryWise,
  findRuleSet,
  listArv,
  recordedAssessments,
  assessedArvPaise,
  type ArvBandRow,
  type ArvListRow,
  type AssessmentFilter,
  type CategoryWiseRow,
  type RecordedAssessment,
} from './queries';
