// Property-based tests of the ledger fold over random histories DECIDED by the real decider
// (simulatedHistory.ts): whatever the order of demands, payments, notes, corrections, reversals and
// shifts, money is neither lost nor doubled and the ledger adds up.
import fc from 'fast-check';
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
import { decideLedger } from './decide';
import {
  deliverShift,
  newWorld,
  other,
  payableToday,
  play,
  shiftInCommand,
  standing,
  type Who,
  type World,
} from './simulatedHistory';
import { historyOf, sumOf } from './foldProperties.arbitraries';

const RUNS = { numRuns: 150 };
const WHO: Who[] = ['A', 'B'];

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

type Data = Record<string, unknown> & { txnId: string; amountPaise: number; financialYear: string };
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

function expectLedgerAddsUp(world: World, who: Who) {
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

function expectLinesAddUp(recorded: readonly RecordedEvent[]) {
  for (const event of recorded) {
    if (event.type !== 'PaymentReceived' && event.type !== 'PaymentShiftedIn') continue;
    const d = event.data as Data;
    expect(sumOf((d.lines as ApportionmentLine[]).map((l) => l.amountPaise))).toBe(d.amountPaise);
  }
}

/** Money paid in minus money taken back: it must be on a ledger or between two (a shift in flight). */
function expectNoMoneyLostOrDoubled(world: World, received: number) {
  const onLedgers = sumOf(WHO.flatMap((who) => standing(world.accounts[who]).map((p) => p.amountPaise)));
  const inFlight = sumOf(world.inFlight.map((s) => s.amountPaise));
  expect(onLedgers + inFlight).toBe(received);
}

function paidIn(recorded: Record<Who, RecordedEvent[]>): number {
  const amounts = WHO.flatMap((who) => recorded[who]).map((e) => {
    const d = e.data as Data;
    return e.type === 'PaymentReceived' ? d.amountPaise : e.type === 'PaymentReversed' ? -d.amountPaise : 0;
  });
  return sumOf(amounts);
}

describe('the ledger fold over histories decided by the real decider', () => {
  it('adds up after every step: apportionment lines, outstanding, standing payments', () => {
    fc.assert(
      fc.property(historyOf(), (steps) => {
        const world = newWorld();
        let received = 0;
        for (const step of steps) {
          const recorded = play(world, step);
          received += paidIn(recorded);
          expectLinesAddUp([...recorded.A, ...recorded.B]);
          for (const who of WHO) expectLedgerAddsUp(world, who);
          expectNoMoneyLostOrDoubled(world, received);
        }
      }),
      RUNS,
    );
  });

  it('keeps money across two properties when a payment is shifted, also when the second write comes later', () => {
    fc.assert(
      fc.property(historyOf(), fc.constantFrom<Who>('A', 'B'), fc.nat(), (steps, from, pick) => {
        const world = newWorld();
        steps.forEach((step) => play(world, step));
        world.inFlight.slice().forEach((shift) => deliverShift(world, shift));
        const onLedgers = () =>
          sumOf(WHO.map((who) => sumOf(standing(world.accounts[who]).map((p) => p.amountPaise))));
        const before = onLedgers();
        const out = play(world, { kind: 'shiftOut', who: from, pick, deliverNow: false })[from];
        fc.pre(out.length > 0);
        expect(onLedgers()).toBe(before - (out[0].data as Data).amountPaise);
        // Other money moves on the target before the process manager completes the shift.
        play(world, { kind: 'wait', days: 40 });
        play(world, { kind: 'pay', who: other(from), amountPaise: 12_345, online: false });
        const [shift] = world.inFlight;
        deliverShift(world, shift);
        expect(onLedgers()).toBe(before + 12_345);
        // The process manager may run twice after a crash: the second run changes nothing.
        expect(decideLedger(world.accounts[shift.to].state, shiftInCommand(world, shift))).toEqual([]);
        for (const who of WHO) expectLedgerAddsUp(world, who);
      }),
      RUNS,
    );
  });

  it('restores the exact dues of the day when a payment is cancelled right after it, also after a shift there and back', () => {
    const cancelled = fc.record({
      who: fc.constantFrom<Who>('A', 'B'),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
      inFull: fc.boolean(),
      online: fc.boolean(),
      thereAndBack: fc.boolean(),
    });
    fc.assert(
      fc.property(historyOf(), cancelled, (steps, { who, amount, inFull, online, thereAndBack }) => {
        const world = newWorld();
        steps.forEach((step) => play(world, step));
        const owed = () => {
          const { years, totalPaise } = duesOn(
            world.accounts[who].state.ledger,
            world.day,
            DEFAULT_TAX_RULES,
          );
          const interest = years.map((y) => sumHeads(y.interestCharged) + sumHeads(y.interestAccrued));
          return {
            totalPaise,
            principal: years.map((y) => y.principal),
            interest,
            advance: world.accounts[who].state.ledger.advancePaise,
          };
        };
        const before = owed();
        const paid = inFull ? payableToday(world, who, online) : amount;
        fc.pre(paid > 0);
        const received = play(world, { kind: 'pay', who, amountPaise: paid, online })[who];
        const txnId = (received.find((e) => e.type === 'PaymentReceived')?.data as Data).txnId;
        const pickOf = (w: Who) => standing(world.accounts[w]).findIndex((p) => p.txnId === txnId);
        if (thereAndBack) {
          play(world, { kind: 'shiftOut', who, pick: pickOf(who), deliverNow: true });
          play(world, { kind: 'shiftOut', who: other(who), pick: pickOf(other(who)), deliverNow: true });
        }
        play(world, { kind: 'reverse', who, pick: pickOf(who) });
        expect(owed()).toEqual(before);
      }),
      RUNS,
    );
  });

  it('folds deterministically, and a prefix folded then the rest gives the fold of all, through JSON too', () => {
    fc.assert(
      fc.property(historyOf(), fc.nat(), (steps, cut) => {
        const world = newWorld();
        steps.forEach((step) => play(world, step));
        for (const who of WHO) {
          const { events, state } = world.accounts[who];
          const all = foldLedger(events);
          expect(foldLedger(events)).toEqual(all);
          expect(all).toEqual(state.ledger);
          const k = cut % (events.length + 1);
          const stored = JSON.parse(JSON.stringify(foldLedger(events.slice(0, k)))) as LedgerState;
          expect(events.slice(k).reduce(evolveLedger, stored)).toEqual(all);
        }
      }),
      RUNS,
    );
  });
});
