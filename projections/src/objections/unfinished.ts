import { unfinishedIds } from '../sql/unfinished';
import type { Queryable } from '../staff/queries';

/** Resolutions decided before `decidedBefore` whose correction is not yet all recorded. */
export const unfinishedResolutions = (db: Queryable, decidedBefore: string) =>
  unfinishedIds(db, { table: 'objections', id: 'objection_id' }, decidedBefore);
