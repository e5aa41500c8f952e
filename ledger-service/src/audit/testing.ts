// Test support for the HTTP tests of the ledger calls, notes, arrears and the auditor: properties
// through the API, and money put on their ledgers through the ledger decider (as the demand run
// and the counter do).
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  DEFAULT_TAX_RULES,
  financialYearOfDate,
  heads,
  indiaDate,
  propertyStream,
  ruleSetOffers,
  type EventMetadata,
} from '@ptax/contracts';
import { TEST_DAY } from '../../test/platformHarness';
import { handleCommand } from '../eventsourcing/commandHandler';
import { ledgerDecider } from '../ledger/decide';
import { PropertyTestBed } from '../properties/testing';

export const METADATA = { userId: 'admin@nagarnigam.demo', loginType: 'nagar_nigam', command: 'TestSetup' };

/** This financial year by the beds' clock (startLedgerTestBed: it runs from TEST_DAY), and the ones before it. */
export const THIS_YEAR = financialYearOfDate(indiaDate(TEST_DAY));
export const yearsBefore = (n: number) => {
  const start = Number(THIS_YEAR.slice(0, 4)) - n;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/**
 * The property register's test bed with its clock running from TEST_DAY, not the real time: "today"
 * and this year stay what the tests expect, whenever and however long they run.
 */
export async function startLedgerTestBed(): Promise<PropertyTestBed> {
  const bed = await PropertyTestBed.start();
  bed.harness.runClockFrom(TEST_DAY);
  return bed;
}

/** The platform's clock as an ISO instant: what the demand run and the counter stamp their commands with. */
const platformNow = (bed: PropertyTestBed) => new Date(bed.harness.platform.ctx.now()).toISOString();

/** Adds a property through POST properties/add (ward 1 unless the form says otherwise). */
export async function addProperty(bed: PropertyTestBed, overrides: Record<string, string> = {}) {
  const response = await bed.add(bed.form(overrides));
  if (response.status !== 201) throw new Error(`add: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.propertyUniqueId as string;
}

const run = (
  bed: PropertyTestBed,
  id: string,
  command: Parameters<typeof ledgerDecider.decide>[1],
  metadata: EventMetadata = METADATA,
) =>
  handleCommand(bed.harness.platform.store, propertyStream(id), ledgerDecider, command, metadata).then(
    async (result) => {
      await bed.harness.platform.caughtUp();
      return result;
    },
  );

/** A demand of whole rupees per head. */
export function raiseDemand(
  bed: PropertyTestBed,
  id: string,
  financialYear: string,
  house: number,
  water = 0,
  metadata: EventMetadata = METADATA,
) {
  return run(
    bed,
    id,
    {
      type: 'RaiseDemand',
      propertyUniqueId: id,
      demandId: randomUUID(),
      financialYear,
      arvPaise: house * 1000,
      ruleSetId: 'test-rules',
      amounts: heads(house * 100, water * 100, 0),
      concessions: [],
      at: platformNow(bed),
      rules: DEFAULT_TAX_RULES,
    },
    metadata,
  );
}

/** A cash payment received at the counter now. */
export async function receiveCash(bed: PropertyTestBed, id: string, amountPaise: number) {
  const txnId = randomUUID();
  await run(bed, id, {
    type: 'ReceivePayment',
    propertyUniqueId: id,
    txnId,
    receiptNumber: `R-${txnId.slice(0, 8)}`,
    mode: 'cash',
    amountPaise,
    at: platformNow(bed),
    rules: DEFAULT_TAX_RULES,
    offers: ruleSetOffers(THIS_YEAR, DEFAULT_TAX_RULES),
    criteriaMet: [],
  });
  return txnId;
}

/**
 * Moves when events were recorded (not their content: the hash does not cover recorded_at), so a
 * test has a history that was written over weeks. A superuser in replica mode skips the trigger
 * that keeps events immutable, as the event store's own tamper tests do.
 */
export async function backdate(bed: PropertyTestBed, id: string, revisions: number[], recordedAt: string) {
  const client = new Client({ connectionString: databaseUrlOf(bed) });
  await client.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(
      'UPDATE events SET recorded_at = $3 WHERE stream = $1 AND revision = ANY($2::bigint[])',
      [propertyStream(id), revisions, recordedAt],
    );
  } finally {
    await client.end();
  }
}

/** The database the harness runs on (its pool's connection string). */
export const databaseUrlOf = (bed: PropertyTestBed) =>
  (bed.harness.platform.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
