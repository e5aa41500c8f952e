// Which properties a bulk notice job serves, read from the ledger read model without folding any
// stream: the active properties of a place that owe something (recovery notices: arrears after the
// due date) of at least the minimum. Interest accrued since it was last charged is not stored, so the
// selection counts an upper bound of it (ceiling, plus a rupee's rounding per head and year); the job
// computes each notice exactly and skips a property that falls below the minimum after all.
import type { LedgerAccount } from '../ledger/account';
import { ACCOUNT_SELECT, toAccount } from '../ledger/batch';
import { HEADS } from '../ledger/tables';
import type { LedgerPlace } from '../ledger/queries';
import type { SqlStatement } from '../projection';
import type { Queryable } from '../staff/queries';

export interface NoticeSelection {
  place: LedgerPlace;
  /** YYYY-MM-DD: interest is counted to this day. */
  noticeDate: string;
  /** The financial year of the notice date: earlier years are arrears. */
  currentYear: string;
  minimumDuesPaise: number;
  /** Recovery notices: only properties with arrears left after their due date. */
  arrearsOnly: boolean;
  interest: { basisPointsPerYear: number; daysInYear: number };
}

const sum = (expression: (head: string) => string) => HEADS.map(expression).join(' + ');
const ROUNDING_SLACK_PAISE = 50 * HEADS.length;

/** SELECT property_unique_id of the selected properties, in ID order. */
export function noticeCandidatesSql(s: NoticeSelection): SqlStatement {
  const values: unknown[] = [];
  const p = (value: unknown) => `$${values.push(value)}`;
  const conditions = ["a.status = 'active'"];
  const place = (column: string, value: unknown, cast = '') => {
    if (value !== undefined && value !== null) conditions.push(`a.${column} = ANY(${p(value)}${cast})`);
  };
  place('zone_id', s.place.zoneId === undefined ? undefined : [s.place.zoneId], '::text[]');
  place('ward_id', s.place.wardId === undefined ? undefined : [s.place.wardId], '::text[]');
  place('mohalla_id', s.place.mohallaId === undefined ? undefined : [s.place.mohallaId], '::text[]');
  place('zone_id', s.place.scope.zones, '::text[]');
  place('ward_id', s.place.scope.wards, '::text[]');
  const current = p(s.currentYear);
  const unpaid = sum((h) => `greatest(y.unpaid_${h}, 0)`);
  const interestOwed = sum((h) => `y.interest_charged_${h} - y.interest_paid_${h}`);
  const accruedBound = `ceil((${unpaid}) * ${p(s.interest.basisPointsPerYear)}::numeric
      * greatest(0, ${p(s.noticeDate)}::date - y.interest_charged_to) / (10000 * ${p(s.interest.daysInYear)}::numeric))
      + ${ROUNDING_SLACK_PAISE}`;
  const arrears = `y.financial_year < ${current} AND (${unpaid}) > 0`;
  const having = [
    `sum(${unpaid} + ${interestOwed} + CASE WHEN ${arrears} THEN ${accruedBound} ELSE 0 END)
       - a.advance_paise >= ${p(Math.max(1, s.minimumDuesPaise))}`,
    ...(s.arrearsOnly ? [`bool_or(${arrears})`] : []),
  ];
  return {
    text: `SELECT a.property_unique_id
             FROM ledger_accounts a JOIN ledger_years y ON y.property_unique_id = a.property_unique_id
            WHERE ${conditions.join(' AND ')}
            GROUP BY a.property_unique_id, a.advance_paise
           HAVING ${having.join(' AND ')}`,
    values,
  };
}

export async function countNoticeCandidates(db: Queryable, s: NoticeSelection): Promise<number> {
  const { text, values } = noticeCandidatesSql(s);
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM (${text}) c`, [...values]);
  return Number(rows[0].n);
}

/** A property as a notice prints it: its ledger and the owner's particulars from the register. */
export interface NoticeSubject {
  account: LedgerAccount;
  property: {
    fatherName: string | null;
    husbandName: string | null;
    propertyAddress: string | null;
    houseNumber: string | null;
  } | null;
}

const ACCOUNT_COLUMNS = ACCOUNT_SELECT.split(',')
  .map((column) => `a.${column.trim()}`)
  .join(', ');

/** The accounts of the listed properties (an ID with no account is left out), in one query. */
export async function noticeSubjects(db: Queryable, propertyUniqueIds: string[]): Promise<NoticeSubject[]> {
  const { rows } = await db.query<Parameters<typeof toAccount>[0] & Record<string, string | null>>(
    `SELECT ${ACCOUNT_COLUMNS},
            p.property_unique_id AS register_id, p.father_name, p.husband_name, p.property_address, p.house_number
       FROM ledger_accounts a LEFT JOIN properties p ON p.property_unique_id = a.property_unique_id
      WHERE a.property_unique_id = ANY($1::text[]) ORDER BY a.property_unique_id`,
    [propertyUniqueIds],
  );
  return rows.map((row) => ({
    account: toAccount(row),
    property: row.register_id
      ? {
          fatherName: row.father_name,
          husbandName: row.husband_name,
          propertyAddress: row.property_address,
          houseNumber: row.house_number,
        }
      : null,
  }));
}
