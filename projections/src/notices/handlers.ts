// Pure: a NoticeIssued in, its row out. A notice is written once; a replay inserts nothing.
import type { NoticeEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { NoticeTable } from './tables';

export const NOTICE_EVENT_TYPES = ['NoticeIssued'] as const satisfies readonly NoticeEvent['type'][];

type Issued = Extract<NoticeEvent, { type: 'NoticeIssued' }>['data'];

function issued(event: RecordedEvent, t: TableNames<NoticeTable>): SqlStatement {
  const d = event.data as Issued;
  const by = typeof event.metadata.userId === 'string' ? event.metadata.userId : null;
  return {
    text: `INSERT INTO ${t.notices} (notice_id, notice_number, notice_type, property_unique_id, financial_year,
             job_id, language, issued_at, notice_date, pay_by, zone_id, ward_id, mohalla_id, arrears_paise,
             interest_paise, current_paise, rebate_paise, total_paise, issued_by, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::date, $10::date, $11, $12, $13, $14, $15,
             $16, $17, $18, $19, $20)
           ON CONFLICT (notice_id) DO NOTHING`,
    values: [
      d.noticeId,
      d.noticeNumber,
      d.noticeType,
      d.propertyUniqueId,
      d.financialYear,
      d.jobId,
      d.language,
      d.issuedAt,
      d.noticeDate,
      d.payBy,
      d.zoneId,
      d.wardId,
      d.mohallaId,
      d.arrearsPaise,
      d.interestPaise,
      d.currentPaise,
      d.rebatePaise,
      d.totalPaise,
      by,
      event.revision,
    ],
  };
}

export function applyNoticeEvent(event: RecordedEvent, t: TableNames<NoticeTable>): SqlStatement[] {
  return event.type === 'NoticeIssued' ? [issued(event, t)] : [];
}
