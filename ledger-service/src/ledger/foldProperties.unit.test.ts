// Property-based tests of the ledger fold over random histories DECIDED by the real decider
// (simulatedHistory.ts): whatever the order of demands, payments, notes, corrections, reversals and
// shifts, money is neither lost nor doubled and the ledger adds up.
import fc from 'fast-check';
import {
  DEFAULT_TAX_RULES,
  duesOn,
  evolveLedger,
  foldLedger,
  sumHeads,
  type LedgerState,
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
} from './simulatedHistory';
import { historyOf, sumOf } from './foldProperties.arbitraries';
import {
  expectLedgerAddsUp,
  expectLinesAddUp,
  expectNoMoneyLostOrDoubled,
  paidIn,
  WHO,
  type Data,
} from './foldProperties.invariants';

const RUNS = { numRuns: 150 };

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
