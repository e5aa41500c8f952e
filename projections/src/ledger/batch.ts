// How the ledger read model applies a batch: `load` reads the accounts the batch's events touch (one
// query), each `apply` moves the account in memory, and the batch's last event writes every changed
// row at once (rows.ts). The runner applies a batch's statements in one transaction, so writing
// them with the last event is as atomic as writing them event by event.
import type { RecordedEvent } from '@ptax/contracts';
import type { LoadQueryable, SqlStatement, TableNames } from '../projection';
import { newAccount, type AccountChanges, type LedgerAccount } from './account';
import { entryOf, type EntryRow } from './entries';
import { applyToAccount, PROPERTY_STREAM_PREFIX } from './fold';
import { accountRow, batchStatements, yearRow, yearsOf } from './rows';
import type { LedgerTable } from './tables';

export interface LedgerBatch {
  accounts: Map<string, LedgerAccount>;
  changes: Map<string, AccountChanges>;
  entries: EntryRow[];
  /** Year and mohalla pairs that got a demand in this batch, with the first demand's time. */
  demandYears: Map<string, { financial_year: string; mohalla_id: string; first_raised_at: string }>;
  /** Events still to apply; the one that brings it to 0 writes the batch. */
  remaining: number;
}

const propertyOf = (event: RecordedEvent) =>
  event.stream.startsWith(PROPERTY_STREAM_PREFIX) ? event.stream.slice(PROPERTY_STREAM_PREFIX.length) : null;

interface AccountRecord {
  property_unique_id: string;
  revision: number;
  zone_id: string | null;
  ward_id: string | null;
  mohalla_id: string | null;
  house_category: string | null;
  owner_name: string | null;
  status: LedgerAccount['status'];
  state: LedgerAccount['state'];
  assessments: LedgerAccount['assessments'];
  demand_revisions: LedgerAccount['demandRevisions'];
}

export const ACCOUNT_SELECT = `property_unique_id, revision, zone_id, ward_id, mohalla_id, house_category,
  owner_name, status, state, assessments, demand_revisions`;

export const toAccount = (row: AccountRecord): LedgerAccount => ({
  propertyUniqueId: row.property_unique_id,
  revision: row.revision,
  zoneId: row.zone_id,
  wardId: row.ward_id,
  mohallaId: row.mohalla_id,
  houseCategory: row.house_category,
  ownerName: row.owner_name,
  status: row.status,
  state: row.state,
  assessments: row.assessments,
  demandRevisions: row.demand_revisions,
});

export async function loadLedgerBatch(
  events: readonly RecordedEvent[],
  t: TableNames<LedgerTable>,
  db: LoadQueryable,
): Promise<LedgerBatch> {
  const ids = [...new Set(events.map(propertyOf).filter((id): id is string => id !== null))];
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await db.query<AccountRecord>(
          `SELECT ${ACCOUNT_SELECT} FROM ${t.ledger_accounts} WHERE property_unique_id = ANY($1::text[])`,
          [ids],
        );
  return {
    accounts: new Map(rows.map((row) => [row.property_unique_id, toAccount(row)])),
    changes: new Map(),
    entries: [],
    demandYears: new Map(),
    remaining: events.length,
  };
}

function applyToBatch(batch: LedgerBatch, event: RecordedEvent): void {
  const id = propertyOf(event);
  if (id === null) return;
  const account = batch.accounts.get(id) ?? newAccount(id);
  batch.accounts.set(id, account);
  const changes = batch.changes.get(id) ?? { years: new Map<string, number>(), allYears: null };
  if (!applyToAccount(account, event, changes)) return;
  batch.changes.set(id, changes);
  const entry = entryOf(id, event);
  if (entry) batch.entries.push(entry);
  if (event.type === 'DemandRaised') {
    const { financialYear, raisedAt } = event.data as { financialYear: string; raisedAt: string };
    const key = `${financialYear}|${account.mohallaId ?? ''}`;
    if (account.mohallaId && !batch.demandYears.has(key))
      batch.demandYears.set(key, {
        financial_year: financialYear,
        mohalla_id: account.mohallaId,
        first_raised_at: raisedAt,
      });
  }
}

function writeBatch(batch: LedgerBatch, t: TableNames<LedgerTable>): SqlStatement[] {
  const accounts: Record<string, unknown>[] = [];
  const years: Record<string, unknown>[] = [];
  for (const [id, changes] of batch.changes) {
    const account = batch.accounts.get(id)!;
    accounts.push(accountRow(account));
    const changed = changes.allYears === null ? [...changes.years.keys()] : yearsOf(account);
    for (const year of changed) {
      const revision = Math.max(changes.years.get(year) ?? -1, changes.allYears ?? -1);
      years.push(yearRow(account, year, revision));
    }
  }
  const demandYears = [...batch.demandYears.values()];
  return batchStatements(t, { accounts, years, entries: batch.entries, demandYears });
}

export function applyLedgerEvent(
  event: RecordedEvent,
  t: TableNames<LedgerTable>,
  loaded?: unknown,
): SqlStatement[] {
  const batch = loaded as LedgerBatch | undefined;
  if (!batch || batch.remaining <= 0)
    throw new Error('the ledger projection applies only the events its load read, once each');
  applyToBatch(batch, event);
  batch.remaining--;
  return batch.remaining === 0 ? writeBatch(batch, t) : [];
}
