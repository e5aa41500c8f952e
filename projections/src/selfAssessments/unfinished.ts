import { unfinishedIds } from '../sql/unfinished';
import type { Queryable } from '../staff/queries';

/** Acceptances decided before `decidedBefore` whose register change is not yet recorded. */
export const unfinishedAcceptances = (db: Queryable, decidedBefore: string) =>
  unfinishedIds(db, { table: 'self_assessments', id: 'self_assessment_id' }, decidedBefore);
