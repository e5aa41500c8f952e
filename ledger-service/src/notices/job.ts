// A bulk notice job as the service reads it from notice_jobs, and the row mapping.
import type { NoticeLanguage, NoticeType } from '@ptax/contracts';
import type { AccessScope } from '../http/scope';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'cancelled', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface NoticeJob {
  id: string;
  noticeType: NoticeType;
  language: NoticeLanguage;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  /** The uploaded sheet's file name, for a job over a sheet of property IDs. */
  sheetName: string | null;
  minimumDuesPaise: number;
  /** YYYY-MM-DD: the date every notice of the job carries; interest is counted to it. */
  noticeDate: string;
  payBy: string;
  /** The financial year of the notice date: its number series. */
  financialYear: string;
  /** Recovery notices: the section of the Act, in the job's language. */
  actSection: string | null;
  requestedBy: string;
  loginType: string | null;
  scope: AccessScope;
  status: JobStatus;
  cancelRequested: boolean;
  total: number;
  done: number;
  issued: number;
  skipped: number;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const JOB_COLUMNS = `id::text, notice_type AS "noticeType", language, zone_id AS "zoneId",
  ward_id AS "wardId", mohalla_id AS "mohallaId", sheet_name AS "sheetName",
  minimum_dues_paise::float8 AS "minimumDuesPaise", to_char(notice_date, 'YYYY-MM-DD') AS "noticeDate",
  to_char(pay_by, 'YYYY-MM-DD') AS "payBy", financial_year AS "financialYear", act_section AS "actSection",
  requested_by AS "requestedBy", login_type AS "loginType", scope, status,
  cancel_requested AS "cancelRequested", total, done, issued, skipped, attempts, last_error AS "lastError",
  ${iso('created_at')} AS "createdAt", ${iso('started_at')} AS "startedAt", ${iso('finished_at')} AS "finishedAt"`;

/** What the event's metadata says about who issued the job's notices. */
export const metadataOfJob = (job: NoticeJob) => ({
  userId: job.requestedBy,
  ...(job.loginType ? { loginType: job.loginType } : {}),
  command: 'GenerateBulkNotice',
  correlationId: job.id,
});
