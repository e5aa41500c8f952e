import { formatDateTime, formatDay as formatDayForPeople } from '@ptax/contracts';

// What the Notices screen reads and sends: the calls of the notices module, the shapes of a job and
// of an issued notice, and how the screen writes days and the place a job was for.

/** A bulk notice job as GET properties/notices/jobs/:id answers it. */
export interface NoticeJob {
  id: string;
  noticeType: 'demand' | 'recovery';
  language: 'hi' | 'en';
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  sheetName: string | null;
  minimumDuesPaise: number;
  noticeDate: string;
  payBy: string;
  financialYear: string;
  requestedBy: string;
  status: 'queued' | 'running' | 'completed' | 'cancelled' | 'failed';
  cancelRequested: boolean;
  total: number;
  done: number;
  issued: number;
  skipped: number;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
  parts?: NoticePart[];
  skippedByReason?: Record<string, number> | null;
}

export interface NoticePart {
  part: number;
  notices: number;
  pages: number;
  bytes: number;
  firstNumber: string;
  lastNumber: string;
  url: string;
  fileName: string;
}

/** A row of GET properties/notices. */
export interface NoticeRow {
  id: string;
  noticeNumber: string;
  noticeType: 'demand' | 'recovery';
  propertyUniqueId: string;
  ownerName: string | null;
  wardName: string | null;
  noticeDate: string;
  payBy: string;
  totalPaise: number;
}

export const PATHS = {
  generate: '/properties/generateBulkNotice',
  count: '/properties/notices/count',
  jobs: '/properties/notices/jobs',
  job: (id: string) => `/properties/notices/jobs/${encodeURIComponent(id)}`,
  cancel: (id: string) => `/properties/notices/jobs/${encodeURIComponent(id)}/cancel`,
  notices: '/properties/notices',
} as const;

export const isRunning = (job: Pick<NoticeJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

/** How often a running job is asked for its progress. */
export const FOLLOW_EVERY_MS = 1500;

/** A calendar day as DD-MM-YYYY (contracts' one date format, the same in both languages). */
export const formatDay = (value: string | null | undefined, _locale?: string): string =>
  formatDayForPeople(value);

/** An instant as DD-MM-YYYY HH:mm in India time. */
export const formatInstant = (value: string | null | undefined, _locale?: string): string =>
  formatDateTime(value);
