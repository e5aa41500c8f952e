// Test support of the ledger read model's test (ledgerReadModel.int.test.ts): property streams with real money on them, written by the ledger's own decider
// (demands, a replaced demand with its interest, payments with rebate and advance, a credit note,
// an arrears correction, a cancelled payment, a shift), over the register history of propertyEvents.ts.
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TAX_RULES,
  propertyStream,
  ruleSetOffers,
  type EventStore,
  type HeadMoney,
} from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import type { LedgerCommand } from './commands';
import { ledgerDecider } from './decide';
import { propertyHistory, propertyIdOf } from '@ptax/projections/src/testing/propertyEvents';

const rules = DEFAULT_TAX_RULES;
const meta = { userId: 'test', command: 'LedgerHistory' };
const amounts = (house: number, water: number, sewer: number): HeadMoney => ({ house, water, sewer });
/** Properties propertyHistory deletes (n % 9 === 4): nothing more happens to them. */
const deleted = (n: number) => n % 9 === 4;

export async function writeLedgerHistory(store: EventStore, count: number): Promise<string[]> {
  for (const { stream, events } of propertyHistory(count)) await store.append(stream, events, 'any');
  const run = (n: number, command: LedgerCommand) =>
    handleCommand(store, propertyStream(propertyIdOf(n)), ledgerDecider, command, meta);
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = propertyIdOf(n);
    ids.push(id);
    if (deleted(n)) continue;
    await store.append(propertyStream(id), [assessed(id, n)], 'any');
    for (const financialYear of ['2025-26', '2026-27']) {
      await run(
        n,
        demand(
          id,
          financialYear,
          `d-${n}-${financialYear}`,
          amounts(1_200_000 + n * 100, 300_000, n % 2 ? 0 : 60_000),
          '2026-05-01T06:00:00.000Z',
        ),
      );
    }
  }
  for (let n = 0; n < count; n++) {
    if (deleted(n)) continue;
    const id = propertyIdOf(n);
    if (n % 3 === 0) await run(n, payment(id, `t-${n}`, 5_000_000, '2026-06-15T06:00:00.000Z'));
    if (n % 3 === 1) await run(n, payment(id, `t-${n}`, 500_000, '2026-07-20T06:00:00.000Z'));
  }
  const at = '2026-08-01T06:00:00.000Z';
  await run(1, {
    type: 'IssueNote',
    kind: 'credit',
    propertyUniqueId: propertyIdOf(1),
    noteId: randomUUID(),
    debitCreditNo: 'CN-1',
    financialYear: '2026-27',
    amounts: amounts(100_000, 0, 0),
    reason: 'Area corrected',
    at,
    rules,
  });
  await run(2, demand(propertyIdOf(2), '2025-26', 'd-2-2025-26-b', amounts(1_000_000, 250_000, 60_000), at));
  await run(3, { type: 'ReversePayment', txnId: 't-3', reason: 'cancelled', remarks: 'Cheque bounced', at });
  await run(6, {
    type: 'ShiftPaymentOut',
    txnId: 't-6',
    toPropertyUniqueId: propertyIdOf(7),
    requestedBy: 'Ram Prasad',
    at,
  });
  await run(7, {
    type: 'ShiftPaymentIn',
    propertyUniqueId: propertyIdOf(7),
    txnId: 't-6',
    fromPropertyUniqueId: propertyIdOf(6),
    amountPaise: 5_000_000,
    requestedBy: 'Ram Prasad',
    at,
    rules,
  });
  await run(8, {
    type: 'CorrectArrears',
    propertyUniqueId: propertyIdOf(8),
    financialYear: '2025-26',
    revised: amounts(900_000, 200_000, 0),
    receiptNumber: 'AC-8',
    at,
    rules,
  });
  return ids;
}

function demand(
  propertyUniqueId: string,
  financialYear: string,
  demandId: string,
  money: HeadMoney,
  at: string,
): LedgerCommand {
  return {
    type: 'RaiseDemand',
    propertyUniqueId,
    demandId,
    financialYear,
    arvPaise: 10_000_000,
    ruleSetId: `${financialYear}/v1`,
    amounts: money,
    concessions: [],
    at,
    rules,
  };
}

function payment(propertyUniqueId: string, txnId: string, amountPaise: number, at: string): LedgerCommand {
  return {
    type: 'ReceivePayment',
    propertyUniqueId,
    txnId,
    receiptNumber: `R-${txnId}`,
    mode: 'cash',
    amountPaise,
    offers: ruleSetOffers('2026-27', rules),
    criteriaMet: [],
    at,
    rules,
  };
}

function assessed(propertyUniqueId: string, n: number) {
  return {
    id: randomUUID(),
    type: 'PropertyAssessed',
    version: 1,
    metadata: meta,
    data: {
      propertyUniqueId,
      financialYear: '2026-27',
      ruleSetVersion: 1,
      inputsFingerprint: `fp-${n}`,
      arvPaise: 10_000_000,
      housePaise: 1_500_000,
      waterPaise: 1_250_000,
      sewerPaise: 0,
      concessions: [],
      zoneId: `z${n % 2}`,
      wardId: `w${n % 3}`,
      mohallaId: `m${n % 5}`,
      houseCategory: 'residential',
      assessedAt: '2026-04-20T06:00:00.000Z',
    },
  };
}
