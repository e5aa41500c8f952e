// The invariants the property-based tests of the fold check after every step of a simulated
// history (foldProperties.unit.test.ts), counted from the events without the fold's bookkeeping.
import {
  DEFAULT_TAX_RULES,
  duesOn,
  evolveLedger,
  foldLedger,
  interestOutstanding,
  principalOutstanding,
  sumHeads,
  yearsInOrder,
  type ApportionmentLine,
  type HeadMoney,
  type LedgerState,
  type RecordedEvent,
} from '@ptax/contracts';
import { sumOf } from './foldProperties.arbitraries';
import { standing, type Who, type World } from './simulatedHistory';

export const WHO: Who[] = ['A', 'B'];

interface Totals {
  demands: number;
  adjustments: number;
  rebates: number;
  principalLines: number;
  advanceLines: number;
  interestCharged: number;
  interestLines: number;
  standing: Map<string, number>;
}

export type Data = Record<string, unknown> & { txnId: string; amountPaise: number; financialYear: string };
const headsOf = (d: Record<string, unknown>) =>
  (d.housePaise as number) + (d.waterPaise as number) + (d.sewerPaise as number);

/**
 * What the events say, counted without the fold's bookkeeping: the latest demand per year, notes,
 * corrections (the change they made), and the payments still standing with their lines and rebates.
 */
function countEvents(events: readonly RecordedEvent[]): Totals {
  const demand = new Map<string, number>();
  const lines = new Map<string, ApportionmentLine[]>();
  const rebates = new Map<string, number>();
  const pendingRebate = new Map<string, number>();
  const t: Totals = {
    demands: 0,
    adjustments: 0,
    rebates: 0,
    principalLines: 0,
    advanceLines: 0,
    interestCharged: 0,
    interestLines: 0,
    standing: new Map(),
  };
  let before: LedgerState = foldLedger([]);
  for (const event of events) {
    const d = event.data as Data;
    switch (event.type) {
      case 'DemandRaised':
        demand.set(d.financialYear, headsOf(d));
        break;
      case 'DebitNoteIssued':
      case 'CreditNoteIssued':
        t.adjustments += (event.type === 'DebitNoteIssued' ? 1 : -1) * headsOf(d);
        break;
      case 'ArrearsCorrected': {
        const year = before.years[d.financialYear];
        t.adjustments += headsOf(d) - (year ? sumHeads(principalOutstanding(year)) : 0);
        break;
      }
      case 'InterestCharged':
        t.interestCharged += headsOf(d);
        break;
      case 'RebateGranted':
        pendingRebate.set(d.txnId, headsOf(d));
        break;
      case 'PaymentReceived':
      case 'PaymentShiftedIn':
        t.standing.set(d.txnId, d.amountPaise);
        lines.set(d.txnId, d.lines as ApportionmentLine[]);
        rebates.set(d.txnId, event.type === 'PaymentReceived' ? (pendingRebate.get(d.txnId) ?? 0) : 0);
        pendingRebate.delete(d.txnId);
        break;
      case 'PaymentReversed':
      case 'PaymentShiftedOut':
        t.standing.delete(d.txnId);
        break;
    }
    before = evolveLedger(before, event);
  }
  t.demands = sumOf([...demand.values()]);
  for (const txnId of t.standing.keys()) {
    t.rebates += rebates.get(txnId) ?? 0;
    for (const line of lines.get(txnId) ?? []) {
      if (line.kind === 'advance') t.advanceLines += line.amountPaise;
      else if (line.kind === 'interest') t.interestLines += line.amountPaise;
      else t.principalLines += line.amountPaise;
    }
  }
  return t;
}

const across = (ledger: LedgerState, pick: (year: LedgerState['years'][string]) => HeadMoney) =>
  sumOf(yearsInOrder(ledger).map((year) => sumHeads(pick(year))));

export function expectLedgerAddsUp(world: World, who: Who) {
  const { events, state } = world.accounts[who];
  const ledger = state.ledger;
  const t = countEvents(events);
  const principal = across(ledger, principalOutstanding);
  const interest = across(ledger, interestOutstanding);
  // (b) outstanding = demands + adjustments - rebates - payments' principal + interest charged - paid
  const paymentsPrincipal = t.principalLines + t.advanceLines - ledger.advancePaise;
  expect(principal + interest).toBe(
    t.demands + t.adjustments - t.rebates - paymentsPrincipal + t.interestCharged - t.interestLines,
  );
  // (c) the standing payments are all somewhere: principal, interest or advance credit
  const paid = across(ledger, (y) => y.principalPaid) + across(ledger, (y) => y.interestPaid);
  expect(paid + ledger.advancePaise).toBe(sumOf([...t.standing.values()]));
  expect(new Map(standing(world.accounts[who]).map((p) => [p.txnId, p.amountPaise]))).toEqual(t.standing);
  expect(ledger.advancePaise + across(ledger, (y) => y.advanceApplied)).toBe(t.advanceLines);
  expect(ledger.advancePaise).toBeGreaterThanOrEqual(0);
  for (const year of yearsInOrder(ledger)) {
    for (const h of ['house', 'water', 'sewer'] as const) {
      expect(year.interestPaid[h]).toBeLessThanOrEqual(year.interestCharged[h]);
      // Advance credit waits only where nothing is owed.
      if (ledger.advancePaise > 0) expect(principalOutstanding(year)[h]).toBeLessThanOrEqual(0);
    }
  }
  // The dues of the day: its total is the sum of its lines.
  const dues = duesOn(ledger, world.day, DEFAULT_TAX_RULES);
  const owed = sumOf(
    dues.years.map((y) => sumHeads(y.principal) + sumHeads(y.interestCharged) + sumHeads(y.interestAccrued)),
  );
  expect(dues.arrearsPaise + dues.currentPaise).toBe(principal);
  expect(dues.totalPaise).toBe(Math.max(0, owed - ledger.advancePaise));
}

export function expectLinesAddUp(recorded: readonly RecordedEvent[]) {
  for (const event of recorded) {
    if (event.type !== 'PaymentReceived' && event.type !== 'PaymentShiftedIn') continue;
    const d = event.data as Data;
    expect(sumOf((d.lines as ApportionmentLine[]).map((l) => l.amountPaise))).toBe(d.amountPaise);
  }
}

/** Money paid in minus money taken back: it must be on a ledger or between two (a shift in flight). */
export function expectNoMoneyLostOrDoubled(world: World, received: number) {
  const onLedgers = sumOf(WHO.flatMap((who) => standing(world.accounts[who]).map((p) => p.amountPaise)));
  const inFlight = sumOf(world.inFlight.map((s) => s.amountPaise));
  expect(onLedgers + inFlight).toBe(received);
}

export function paidIn(recorded: Record<Who, RecordedEvent[]>): number {
  const amounts = WHO.flatMap((who) => recorded[who]).map((e) => {
    const d = e.data as Data;
    return e.type === 'PaymentReceived' ? d.amountPaise : e.type === 'PaymentReversed' ? -d.amountPaise : 0;
  });
  return sumOf(amounts);
}
