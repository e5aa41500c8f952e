// Test support of the split's property-based test: random buildings, random money histories written
// through the ledger's own decider, random splits of the building, and what "no rupee created or
// lost" compares (docs/DECISIONS.md "Split: no rupee created or lost").
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  DEFAULT_TAX_RULES,
  duesOn,
  heads,
  indiaDate,
  propertyStream,
  type HeadMoney,
  type LedgerState,
} from '@ptax/contracts';
import { METADATA, raiseDemand, receiveCash, yearsBefore } from '../audit/testing';
import { handleCommand } from '../eventsourcing/commandHandler';
import { HttpError } from '../http/errors';
import { ledgerDecider } from '../ledger/decide';
import type { SplitTestBed, TestFloor } from './testing';

export interface Building {
  floors: TestFloor[];
  plotArea: number;
}

export type MoneyStep =
  | { kind: 'demand'; yearsBack: number; house: number; water: number }
  | { kind: 'pay'; amountPaise: number }
  | { kind: 'note'; credit: boolean; yearsBack: number; housePaise: number };

export const buildingArb: fc.Arbitrary<Building> = fc.record({
  floors: fc
    .array(
      fc.record({
        rentType: fc.constantFrom('self' as const, 'rented' as const),
        areaSqft: fc.integer({ min: 50, max: 1500 }),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((floors) =>
      floors.map((floor, floorNumber) => ({ ...floor, floorNumber, rentUsage: 'residential' as const })),
    ),
  plotArea: fc.integer({ min: 1, max: 3000 }), // the register refuses a plot of 0 (SPEC: positive)
});

const step: fc.Arbitrary<MoneyStep> = fc.oneof(
  fc.record({
    kind: fc.constant('demand' as const),
    yearsBack: fc.integer({ min: 0, max: 2 }),
    house: fc.integer({ min: 0, max: 20_000 }),
    water: fc.integer({ min: 0, max: 8_000 }),
  }),
  fc.record({ kind: fc.constant('pay' as const), amountPaise: fc.integer({ min: 1, max: 3_000_000 }) }),
  fc.record({
    kind: fc.constant('note' as const),
    credit: fc.boolean(),
    yearsBack: fc.integer({ min: 0, max: 2 }),
    housePaise: fc.integer({ min: 1, max: 500_000 }),
  }),
);

/** This year's demand first half the time, then up to eight steps in any order. */
export const historyArb: fc.Arbitrary<MoneyStep[]> = fc
  .tuple(fc.boolean(), fc.array(step, { maxLength: 8 }))
  .map(([billed, steps]) =>
    billed ? [{ kind: 'demand' as const, yearsBack: 0, house: 3_000, water: 2_000 }, ...steps] : steps,
  );

/** Weights of how much of a quantity each part (parent first) takes. */
export const weightsArb = (parts: number) => fc.array(fc.nat(4), { minLength: parts, maxLength: parts });

/** Splits a quantity (hundredths of a sq ft) by weights; the parent takes what the others leave. */
export function shares(total: number, weights: number[]): number[] {
  const used = weights.some((w) => w > 0) ? weights : weights.map(() => 1);
  const sum = used.reduce((a, b) => a + b, 0);
  const children = used.slice(1).map((w) => Math.floor((total * w) / sum));
  return [total - children.reduce((a, b) => a + b, 0), ...children];
}

export async function playStep(t: SplitTestBed, id: string, s: MoneyStep): Promise<void> {
  if (s.kind === 'demand') await raiseDemand(t.bed, id, yearsBefore(s.yearsBack), s.house, s.water);
  else if (s.kind === 'pay') await receiveCash(t.bed, id, s.amountPaise);
  else {
    const command = {
      type: 'IssueNote' as const,
      kind: s.credit ? ('credit' as const) : ('debit' as const),
      propertyUniqueId: id,
      noteId: randomUUID(),
      debitCreditNo: `N-${randomUUID().slice(0, 8)}`,
      financialYear: yearsBefore(s.yearsBack),
      amounts: heads(s.housePaise, 0, 0),
      reason: 'Survey correction',
      at: new Date(t.ctx.now()).toISOString(),
      rules: DEFAULT_TAX_RULES,
    };
    try {
      await handleCommand(t.ctx.store, propertyStream(id), ledgerDecider, command, METADATA);
    } catch (error) {
      // A credit larger than the year's unpaid tax is refused, as at the counter.
      if (!(error instanceof HttpError)) throw error;
    }
  }
}

/** Everything owed on a day less advance credit, unclamped: arrears + interest + current - advance. */
export function netDues(ledger: LedgerState, onDate: string): number {
  const dues = duesOn(ledger, onDate, DEFAULT_TAX_RULES);
  return dues.arrearsPaise + dues.interestPaise + dues.currentPaise - dues.advancePaise;
}

/** The bed's day (its clock runs from TEST_DAY). */
export const today = (t: SplitTestBed) => indiaDate(t.ctx.now());

/** Payments standing on a ledger (received or shifted in, not undone), amount by txn id. */
export const standing = (ledger: LedgerState) =>
  Object.fromEntries(
    Object.values(ledger.payments)
      .filter((p) => p.status === 'received' && p.amountPaise > 0)
      .map((p) => [p.txnId, p.amountPaise]),
  );

/** Would replacing the year's demand with `tax` leave some head paid or credited beyond it? */
export function wouldOverpay(ledger: LedgerState, financialYear: string, tax: HeadMoney): boolean {
  const year = ledger.years[financialYear];
  if (!year?.demandId) return false;
  const replaced = { ...year, demand: tax };
  return (['house', 'water', 'sewer'] as const).some(
    (h) => replaced.demand[h] + replaced.adjustment[h] - replaced.rebate[h] - replaced.principalPaid[h] < 0,
  );
}
