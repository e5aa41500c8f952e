import type { Projection } from '../projection';
import { applySelfAssessmentEvent, SELF_ASSESSMENT_EVENT_TYPES } from './handlers';
import { createSelfAssessmentTables, SELF_ASSESSMENT_TABLES, type SelfAssessmentTable } from './tables';

export const selfAssessmentsProjection: Projection<SelfAssessmentTable> = {
  name: 'self_assessments',
  version: 2,
  tables: SELF_ASSESSMENT_TABLES,
  handles: SELF_ASSESSMENT_EVENT_TYPES,
  createSql: createSelfAssessmentTables,
  apply: applySelfAssessmentEvent,
};
