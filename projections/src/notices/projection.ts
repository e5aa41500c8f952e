import type { Projection } from '../projection';
import { applyNoticeEvent, NOTICE_EVENT_TYPES } from './handlers';
import { createNoticeTables, NOTICE_TABLES, type NoticeTable } from './tables';

export const noticesProjection: Projection<NoticeTable> = {
  name: 'notices',
  version: 1,
  tables: NOTICE_TABLES,
  handles: NOTICE_EVENT_TYPES,
  createSql: createNoticeTables,
  apply: applyNoticeEvent,
};
