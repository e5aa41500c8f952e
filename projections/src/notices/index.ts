export { noticesProjection } from './projection';
export { applyNoticeEvent, NOTICE_EVENT_TYPES } from './handlers';
export { createNoticeTables, type NoticeTable } from './tables';
export type { NoticeFilters } from './filters';
export { listNotices, type NoticeRow } from './queries';
export {
  countNoticeCandidates,
  noticeCandidatesSql,
  noticeSubjects,
  type NoticeSelection,
  type NoticeSubject,
} from './candidates';
