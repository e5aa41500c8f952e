// Test support: the ledger read model built from a list of events the way the runner builds it
// (load the batch's accounts, apply every event, one script per batch), into tables of its own.
import type { RecordedEvent } from '@ptax/contracts';
import type { Pool } from 'pg';
import type { TableNames } from '../projection';
import { toScript } from '../sql/inline';
import { ledgerProjection } from './projection';
import type { LedgerTable } from './tables';

export async function replayLedger(
  pool: Pool,
  suffix: string,
  events: RecordedEvent[],
  batchSize: number,
): Promise<TableNames<LedgerTable>> {
  const tables = Object.fromEntries(
    ledgerProjection.tables.map((table) => [table, `${table}_${suffix}`]),
  ) as TableNames<LedgerTable>;
  await pool.query(ledgerProjection.createSql(tables));
  const handled = events.filter((event) => ledgerProjection.handles.includes(event.type));
  for (let start = 0; start < handled.length; start += batchSize) {
    const batch = handled.slice(start, start + batchSize);
    const loaded = await ledgerProjection.load!(batch, tables, pool);
    const statements = batch.flatMap((event) => ledgerProjection.apply(event, tables, loaded));
    await pool.query(`BEGIN;\n${toScript(statements)};\nCOMMIT`);
  }
  return tables;
}

/** Every row of the ledger tables, in a stable order (generated columns included). */
export async function ledgerRows(pool: Pool, t: TableNames<LedgerTable>) {
  const rows = async (sql: string) => (await pool.query(sql)).rows;
  return {
    accounts: await rows(`SELECT * FROM ${t.ledger_accounts} ORDER BY property_unique_id`),
    years: await rows(`SELECT * FROM ${t.ledger_years} ORDER BY property_unique_id, financial_year`),
    entries: await rows(`SELECT * FROM ${t.ledger_entries} ORDER BY property_unique_id, revision`),
    demandYears: await rows(`SELECT * FROM ${t.ledger_demand_years} ORDER BY financial_year`),
  };
}
