export { jalkalEditsProjection } from './projection';
export { applyJalkalEditEvent, JALKAL_EDIT_EVENT_TYPES } from './handlers';
export type { JalkalEditFilters, JalkalList } from './filters';
export {
  findJalkalEdit,
  jalkalSummary,
  listJalkalEdits,
  pendingJalkalEditOf,
  unfinishedJalkalApprovals,
  type JalkalEditRecord,
} from './queries';
