export { selfAssessmentsProjection } from './projection';
export { applySelfAssessmentEvent, SELF_ASSESSMENT_EVENT_TYPES } from './handlers';
export { createSelfAssessmentTables, type SelfAssessmentTable } from './tables';
export {
  findSelfAssessment,
  listSelfAssessments,
  type SelfAssessedFloor,
  type SelfAssessmentRow,
} from './queries';
export { unfinishedAcceptances } from './unfinished';
