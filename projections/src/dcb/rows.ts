// The statements of one batch. A property's change rows carry its place now, and only an active
// property's rows are summed into dcb_days: a property that moves (or is deleted, or registered) takes
// all its rows out of the old place's sums and into the new one's, so every day's sums always equal
// the sum of the counted rows, whatever the order of events. The months' and years' sums take the same
// amounts under the first day of their period.
import type { SqlStatement, TableNames } from '../projection';
import type { LedgerAccount } from '../ledger/account';
import type { DcbMoney } from './changes';
import { DCB_COLUMNS, DCB_PERIODS, type DcbTable } from './tables';

type Tables = TableNames<DcbTable>;

export interface DcbPlace {
  zoneId: string;
  wardId: string;
  mohallaId: string;
  counted: boolean;
}

export interface ChangeRow {
  financialYear: string;
  day: string;
  money: DcbMoney;
  interestChargedTo: string;
}

export interface PropertyBatch {
  account: LedgerAccount;
  before: DcbPlace;
  changes: ChangeRow[];
}

export const placeOf = (account: LedgerAccount): DcbPlace => ({
  zoneId: account.zoneId ?? '',
  wardId: account.wardId ?? '',
  mohallaId: account.mohallaId ?? '',
  counted: account.status === 'active',
});

const samePlace = (a: DcbPlace, b: DcbPlace) =>
  a.zoneId === b.zoneId && a.wardId === b.wardId && a.mohallaId === b.mohallaId && a.counted === b.counted;

const KEY = 'day, zone_id, ward_id, mohalla_id, financial_year';
const MONEY_TYPES = DCB_COLUMNS.map((c) => `${c} bigint`).join(', ');

/** Adds `sign` times the counted rows of `source` (a SELECT with the change columns) to each period's sums. */
function sumInto(t: Tables, source: string, sign: 1 | -1, values: unknown[]): SqlStatement[] {
  return DCB_PERIODS.map(([table, periodOf]) => ({
    text: `INSERT INTO ${t[table]} AS d (${KEY}, ${DCB_COLUMNS.join(', ')})
      SELECT ${periodOf} AS day, zone_id, ward_id, mohalla_id, financial_year,
             ${DCB_COLUMNS.map((c) => `${sign} * sum(${c})`).join(', ')}
        FROM (${source}) s WHERE counted GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (${KEY}) DO UPDATE SET ${DCB_COLUMNS.map((c) => `${c} = d.${c} + EXCLUDED.${c}`).join(', ')}`,
    values,
  }));
}

const changesOf = (batch: PropertyBatch[]) =>
  batch.flatMap(({ account, changes }) => {
    const place = placeOf(account);
    return changes.map((change) => ({
      property_unique_id: account.propertyUniqueId,
      financial_year: change.financialYear,
      day: change.day,
      zone_id: place.zoneId,
      ward_id: place.wardId,
      mohalla_id: place.mohallaId,
      counted: place.counted,
      interest_charged_to: change.interestChargedTo,
      ...change.money,
    }));
  });

const RECORD = `property_unique_id text, financial_year text, day date, zone_id text, ward_id text,
  mohalla_id text, counted boolean, interest_charged_to date, ${MONEY_TYPES}`;

export function batchStatements(t: Tables, batch: PropertyBatch[]): SqlStatement[] {
  const movers = batch.filter(({ account, before }) => !samePlace(before, placeOf(account)));
  const moverIds = movers.map(({ account }) => account.propertyUniqueId);
  const moved = new Set(moverIds);
  const changes = changesOf(batch);
  const staying = changes.filter((row) => !moved.has(row.property_unique_id));
  const statements: SqlStatement[] = [];
  const ofMovers = `SELECT * FROM ${t.dcb_changes} WHERE property_unique_id = ANY($1::text[])`;
  if (movers.length) statements.push(...sumInto(t, ofMovers, -1, [moverIds]));
  if (changes.length)
    statements.push({
      text: `INSERT INTO ${t.dcb_changes} AS c
          SELECT property_unique_id, financial_year, day, zone_id, ward_id, mohalla_id, counted,
                 ${DCB_COLUMNS.join(', ')}, interest_charged_to
            FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD})
        ON CONFLICT (property_unique_id, financial_year, day) DO UPDATE SET
          ${DCB_COLUMNS.map((c) => `${c} = c.${c} + EXCLUDED.${c}`).join(', ')},
          interest_charged_to = greatest(c.interest_charged_to, EXCLUDED.interest_charged_to)`,
      values: [JSON.stringify(changes)],
    });
  if (movers.length) {
    const places = movers.map(({ account }) => ({
      property_unique_id: account.propertyUniqueId,
      ...placeRow(account),
    }));
    statements.push({
      text: `UPDATE ${t.dcb_changes} c SET zone_id = r.zone_id, ward_id = r.ward_id, mohalla_id = r.mohalla_id,
               counted = r.counted
          FROM jsonb_to_recordset($1::jsonb) AS r(property_unique_id text, zone_id text, ward_id text,
               mohalla_id text, counted boolean)
         WHERE c.property_unique_id = r.property_unique_id`,
      values: [JSON.stringify(places)],
    });
    statements.push(...sumInto(t, ofMovers, 1, [moverIds]));
  }
  if (staying.length)
    statements.push(
      ...sumInto(t, `SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD})`, 1, [
        JSON.stringify(staying),
      ]),
    );
  statements.push(accountStatement(t, batch));
  return statements;
}

function placeRow(account: LedgerAccount) {
  const place = placeOf(account);
  return {
    zone_id: place.zoneId,
    ward_id: place.wardId,
    mohalla_id: place.mohallaId,
    counted: place.counted,
  };
}

function accountStatement(t: Tables, batch: PropertyBatch[]): SqlStatement {
  const rows = batch.map(({ account }) => ({
    property_unique_id: account.propertyUniqueId,
    revision: account.revision,
    ...placeRow(account),
    state: account.state,
  }));
  return {
    text: `INSERT INTO ${t.dcb_accounts} AS a
        SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(property_unique_id text, revision integer,
          zone_id text, ward_id text, mohalla_id text, counted boolean, state jsonb)
      ON CONFLICT (property_unique_id) DO UPDATE SET revision = EXCLUDED.revision, zone_id = EXCLUDED.zone_id,
        ward_id = EXCLUDED.ward_id, mohalla_id = EXCLUDED.mohalla_id, counted = EXCLUDED.counted,
        state = EXCLUDED.state`,
    values: [JSON.stringify(rows)],
  };
}
