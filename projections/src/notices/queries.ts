// Reads of the notices read model: the list of issued notices, newest first, with the owner and the
// names of the zone, ward and mohalla.
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { noticeConditions, type NoticeFilters } from './filters';

export interface NoticeRow {
  id: string;
  noticeNumber: string;
  noticeType: 'demand' | 'recovery';
  propertyUniqueId: string;
  ownerName: string | null;
  financialYear: string;
  jobId: string;
  language: string;
  issuedAt: string;
  noticeDate: string;
  payBy: string;
  zoneName: string | null;
  wardName: string | null;
  mohallaName: string | null;
  arrearsPaise: number;
  interestPaise: number;
  currentPaise: number;
  rebatePaise: number;
  totalPaise: number;
  issuedBy: string | null;
}

const FROM = `FROM notices n
    LEFT JOIN properties p ON p.property_unique_id = n.property_unique_id
    LEFT JOIN zones z ON z.id = n.zone_id
    LEFT JOIN wards w ON w.id = n.ward_id
    LEFT JOIN mohallas m ON m.id = n.mohalla_id`;

const COLUMNS = `n.notice_id AS id, n.notice_number AS "noticeNumber", n.notice_type AS "noticeType",
    n.property_unique_id AS "propertyUniqueId", p.owner_name AS "ownerName",
    n.financial_year AS "financialYear", n.job_id AS "jobId", n.language,
    to_char(n.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt",
    to_char(n.notice_date, 'YYYY-MM-DD') AS "noticeDate", to_char(n.pay_by, 'YYYY-MM-DD') AS "payBy",
    z.name AS "zoneName", w.ward_no || ' - ' || w.ward_fullname AS "wardName", m.name AS "mohallaName",
    n.arrears_paise::float8 AS "arrearsPaise", n.interest_paise::float8 AS "interestPaise",
    n.current_paise::float8 AS "currentPaise", n.rebate_paise::float8 AS "rebatePaise",
    n.total_paise::float8 AS "totalPaise", n.issued_by AS "issuedBy"`;

/** One page of the notices the filters select, newest first (within a job, highest number first). */
export async function listNotices(
  db: Queryable,
  filters: NoticeFilters,
  scope: ReadScope,
  page: { page: number; limit: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const c = noticeConditions(filters, scope);
  const [list, count] = await Promise.all([
    db.query<NoticeRow>(
      `SELECT ${COLUMNS} ${FROM} ${c.sql()} ORDER BY n.issued_at DESC, n.notice_number DESC
        LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`,
      c.values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM notices n ${c.sql()}`, c.values),
  ]);
  return { rows: list.rows, total: Number(count.rows[0].total) };
}
