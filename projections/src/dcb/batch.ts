// How the DCB read model applies a batch, as the ledger read model does: `load` reads the batch's
// accounts, each `apply` folds one event in memory and notes what it changed on which day, and the
// batch's last event writes everything (rows.ts) in the runner's one transaction.
import type { LedgerState, RecordedEvent } from '@ptax/contracts';
import type { LoadQueryable, SqlStatement, TableNames } from '../projection';
import { newAccount, type LedgerAccount } from '../ledger/account';
import { applyToAccount, PROPERTY_STREAM_PREFIX } from '../ledger/fold';
import { changesBetween, dayOf, type DcbMoney } from './changes';
import { batchStatements, placeOf, type ChangeRow, type DcbPlace } from './rows';
import type { DcbTable } from './tables';

interface Touched {
  account: LedgerAccount;
  /** Where the property sat (and whether it counted) when the batch began. */
  before: DcbPlace;
  /** Changes per `year|day`, summed over the batch's events. */
  changes: Map<string, ChangeRow>;
}

export interface DcbBatch {
  touched: Map<string, Touched>;
  /** Events still to apply; the one that brings it to 0 writes the batch. */
  remaining: number;
}

interface AccountRecord {
  property_unique_id: string;
  revision: number;
  zone_id: string;
  ward_id: string;
  mohalla_id: string;
  counted: boolean;
  state: LedgerState;
}

const propertyOf = (event: RecordedEvent) =>
  event.stream.startsWith(PROPERTY_STREAM_PREFIX) ? event.stream.slice(PROPERTY_STREAM_PREFIX.length) : null;

function toTouched(row: AccountRecord): Touched {
  const account = newAccount(row.property_unique_id);
  account.revision = row.revision;
  account.zoneId = row.zone_id || null;
  account.wardId = row.ward_id || null;
  account.mohallaId = row.mohalla_id || null;
  account.status = row.counted ? 'active' : row.revision >= 0 ? 'deleted' : 'absent';
  account.state = row.state;
  return { account, before: placeOf(account), changes: new Map() };
}

export async function loadDcbBatch(
  events: readonly RecordedEvent[],
  t: TableNames<DcbTable>,
  db: LoadQueryable,
): Promise<DcbBatch> {
  const ids = [...new Set(events.map(propertyOf).filter((id): id is string => id !== null))];
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await db.query<AccountRecord>(
          `SELECT property_unique_id, revision, zone_id, ward_id, mohalla_id, counted, state
             FROM ${t.dcb_accounts} WHERE property_unique_id = ANY($1::text[])`,
          [ids],
        );
  return {
    touched: new Map(rows.map((row) => [row.property_unique_id, toTouched(row)])),
    remaining: events.length,
  };
}

function addChange(touched: Touched, financialYear: string, day: string, money: DcbMoney, chargedTo: string) {
  const key = `${financialYear}|${day}`;
  const row = touched.changes.get(key);
  if (!row) {
    touched.changes.set(key, { financialYear, day, money: { ...money }, interestChargedTo: chargedTo });
    return;
  }
  for (const [column, value] of Object.entries(money)) row.money[column] += value;
  if (chargedTo > row.interestChargedTo) row.interestChargedTo = chargedTo;
}

function applyToBatch(batch: DcbBatch, event: RecordedEvent): void {
  const id = propertyOf(event);
  if (id === null) return;
  let touched = batch.touched.get(id);
  if (!touched) {
    const account = newAccount(id);
    touched = { account, before: placeOf(account), changes: new Map() };
    batch.touched.set(id, touched);
  }
  const before = touched.account.state;
  const unused = { years: new Map<string, number>(), allYears: null };
  if (!applyToAccount(touched.account, event, unused)) return;
  const day = dayOf(event);
  for (const change of changesBetween(before, touched.account.state))
    addChange(touched, change.financialYear, day, change.money, change.interestChargedTo);
}

export function applyDcbEvent(
  event: RecordedEvent,
  t: TableNames<DcbTable>,
  loaded?: unknown,
): SqlStatement[] {
  const batch = loaded as DcbBatch | undefined;
  if (!batch || batch.remaining <= 0)
    throw new Error('the dcb projection applies only the events its load read, once each');
  applyToBatch(batch, event);
  batch.remaining--;
  if (batch.remaining > 0) return [];
  return batchStatements(
    t,
    [...batch.touched.values()].map(({ account, before, changes }) => ({
      account,
      before,
      changes: [...changes.values()],
    })),
  );
}
