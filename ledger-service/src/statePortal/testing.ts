// Test support: a migrated database for the portal outbox, records as a day's register would give
// them, and a portal double recording what it was sent (the real portal is outside our control).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StatePortalRecord } from '@ptax/contracts';
import type { Express } from 'express';
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { migrate } from '../db/migrate';
import { createHttpPortal } from './httpPortal';
import { statePortalMigrations } from './migrations';
import type { PortalAnswer, PortalBatch, StatePortal } from './port';
import { recordKey } from './records';
import { PORTAL_SANDBOX_CREDENTIALS, PORTAL_SANDBOX_PATH } from './sandbox/credentials';

export async function startPortalDatabase() {
  const database: TestDatabase = await createTestDatabase();
  const pool = new Pool({ connectionString: database.url, max: 10 });
  await migrate(pool, statePortalMigrations);
  return {
    pool,
    async stop() {
      await pool.end();
      await database.drop();
    },
  };
}

export function testRecord(date: string, receiptNumber: string, amountPaise: number): StatePortalRecord {
  return {
    key: recordKey('lucknow', date, receiptNumber, amountPaise < 0),
    cityCode: 'lucknow',
    date,
    receiptNumber,
    kind: amountPaise < 0 ? 'reversal' : 'collection',
    txnId: `TXN-${receiptNumber}`,
    propertyUniqueId: 'LKO-01-01-000001',
    ownerName: 'Ramesh Kumar',
    payerName: 'Ramesh Kumar',
    zoneName: 'Zone 1',
    wardName: '1 - Hazratganj',
    mohallaName: 'Narhi',
    transactionType: 'Cash',
    amountPaise,
    housePaise: amountPaise,
    waterPaise: 0,
    sewerPaise: 0,
    advancePaise: 0,
    feePaise: 0,
    rebatePaise: 0,
    paidAt: `${date}T05:30:00.000Z`,
  };
}

/** A portal that acknowledges everything (or as `answer` decides), recording every batch it was sent. */
export function recordingPortal(
  options: {
    delayMs?: number;
    failWith?: string;
    answer?: (batch: PortalBatch) => PortalAnswer;
  } = {},
) {
  const batches: PortalBatch[] = [];
  const portal: StatePortal = {
    async send(batch) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failWith) throw new Error(options.failWith);
      batches.push(batch);
      return (
        options.answer?.(batch) ?? {
          acknowledgementId: `ACK-${batches.length}`,
          records: batch.records.map((r) => ({
            key: r.key,
            status: 'accepted' as const,
            acknowledgementId: `ACK-${r.receiptNumber}`,
          })),
        }
      );
    },
  };
  return { portal, batches };
}

/** The app on an ephemeral port and the HTTP adapter pointed at its sandbox receiver, over real HTTP. */
export async function sandboxPortalOf(app: Express) {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}${PORTAL_SANDBOX_PATH}`;
  const auth = `Basic ${Buffer.from(`${PORTAL_SANDBOX_CREDENTIALS.username}:${PORTAL_SANDBOX_CREDENTIALS.password}`).toString('base64')}`;
  return {
    url,
    portal: createHttpPortal({ url, ...PORTAL_SANDBOX_CREDENTIALS, timeoutMs: 10_000 }),
    /** Tells the sandbox to fail: { kind: 'unavailable' | 'reject', receiptNumber?, times? }. */
    async fault(body: Record<string, unknown>) {
      const response = await fetch(`${url}/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`fault: ${response.status} ${await response.text()}`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
