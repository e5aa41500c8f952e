// Fees on the ledger (docs/LEDGER.md "Fees"): a mutation's fee is owed beside the taxes, never in
// them; payments reach it after the current year; a waived fee owes nothing and its paid part comes
// back as advance credit; a reversal after that takes the refund back. No rupee appears or vanishes.
import fc from 'fast-check';
import { DEFAULT_TAX_RULES } from '../tax/ruleSet';
import type { ApportionmentLine } from '../events/ledger';
import { duesOn } from './dues';
import { feeOutstanding, feesInOrder } from './fees';
import { heads, sumHeads } from './heads';
import { settle } from './settle';
import {
  evolveLedger,
  foldLedger,
  principalOutstanding,
  type LedgerEventLike,
  type LedgerState,
} from './state';

const YEAR = '2026-27';
const DAY = '2026-06-15';
const FEE = 'MUT-2026-27-000001';

const demand: LedgerEventLike = {
  type: 'DemandRaised',
  data: { financialYear: YEAR, demandId: 'd1', housePaise: 300_000, waterPaise: 100_000, sewerPaise: 0 },
};
const charge = (amountPaise: number, mutationId = FEE, chargedAt = '2026-06-01T10:00:00+05:30') => ({
  type: 'MutationFeeCharged',
  data: { mutationId, amountPaise, chargedAt },
});
const waive = (mutationId = FEE) => ({
  type: 'MutationFeeWaived',
  data: { mutationId, waivedAt: '2026-06-20T10:00:00+05:30' },
});

/** What the ledger would record for a payment of `amount` today: the lines settle() works out. */
function pay(ledger: LedgerState, txnId: string, amountPaise: number): LedgerEventLike {
  const { lines } = settle(ledger, amountPaise, { onDate: DAY, rules: DEFAULT_TAX_RULES });
  return { type: 'PaymentReceived', data: { txnId, amountPaise, lines, paidAt: `${DAY}T11:00:00+05:30` } };
}

const fold = (...events: LedgerEventLike[]) => foldLedger(events);
const then = (ledger: LedgerState, ...events: LedgerEventLike[]) => events.reduce(evolveLedger, ledger);

describe('a mutation fee on the ledger', () => {
  it('is owed beside the taxes, never inside a year', () => {
    const ledger = fold(demand, charge(1_000_000));
    const dues = duesOn(ledger, DAY, DEFAULT_TAX_RULES);
    expect([dues.currentPaise, dues.feesPaise, dues.totalPaise]).toEqual([400_000, 1_000_000, 1_400_000]);
    expect(dues.fees).toEqual([{ feeId: FEE, feeHead: 'mutation', outstandingPaise: 1_000_000 }]);
    expect(principalOutstanding(ledger.years[YEAR])).toEqual(heads(300_000, 100_000, 0));
  });

  it('is paid after the current year, and what is left over is advance credit', () => {
    const before = fold(demand, charge(1_000_000));
    const payment = pay(before, 't1', 1_500_000);
    expect((payment.data as { lines: ApportionmentLine[] }).lines).toEqual([
      { kind: 'current', financialYear: YEAR, head: 'house', amountPaise: 300_000 },
      { kind: 'current', financialYear: YEAR, head: 'water', amountPaise: 100_000 },
      { kind: 'fee', feeHead: 'mutation', feeId: FEE, amountPaise: 1_000_000 },
      { kind: 'advance', amountPaise: 100_000 },
    ]);
    const after = then(before, payment);
    expect(feeOutstanding(after.fees![FEE])).toBe(0);
    expect([after.advancePaise, duesOn(after, DAY, DEFAULT_TAX_RULES).totalPaise]).toEqual([100_000, 0]);
  });

  it('is paid at once from advance credit the property already holds', () => {
    const credited = then(fold(demand), pay(fold(demand), 't1', 700_000));
    expect(credited.advancePaise).toBe(300_000);
    const charged = then(credited, charge(1_000_000));
    expect(charged.fees![FEE]).toMatchObject({ paidPaise: 300_000, advanceAppliedPaise: 300_000 });
    expect([charged.advancePaise, duesOn(charged, DAY, DEFAULT_TAX_RULES).feesPaise]).toEqual([0, 700_000]);
  });

  it('when waived unpaid, owes nothing and changes no tax', () => {
    const ledger = fold(demand, charge(1_000_000), waive());
    expect(ledger.fees![FEE]).toMatchObject({ waivedPaise: 1_000_000, refundedPaise: 0 });
    expect(duesOn(ledger, DAY, DEFAULT_TAX_RULES).totalPaise).toBe(400_000);
  });

  it('when waived after a part was paid, refunds that part as advance credit that pays the taxes', () => {
    const charged = fold(charge(1_000_000));
    const paid = then(charged, pay(charged, 't1', 400_000), demand);
    expect(paid.fees![FEE].paidPaise).toBe(400_000);
    const waived = then(paid, waive());
    expect(waived.fees![FEE]).toMatchObject({ waivedPaise: 600_000, refundedPaise: 400_000 });
    // The refund went straight to this year's tax: 4,000 of the 4,000 owed.
    expect(principalOutstanding(waived.years[YEAR])).toEqual(heads(0, 0, 0));
    expect(duesOn(waived, DAY, DEFAULT_TAX_RULES).totalPaise).toBe(0);
  });

  it('takes the refund back out of advance credit when the payment is reversed after the waiver', () => {
    const charged = fold(charge(1_000_000));
    const payment = pay(charged, 't1', 1_000_000);
    const waived = then(charged, payment, waive());
    expect(waived.advancePaise).toBe(1_000_000);
    const reversed = then(waived, { type: 'PaymentReversed', data: { txnId: 't1' } });
    expect(reversed.advancePaise).toBe(0);
    expect(reversed.fees![FEE]).toMatchObject({ paidPaise: 0, refundedPaise: 0, waivedPaise: 1_000_000 });
    expect(duesOn(reversed, DAY, DEFAULT_TAX_RULES).totalPaise).toBe(0);
  });

  it('owes again what a reversed payment had paid while the mutation is open', () => {
    const charged = fold(demand, charge(1_000_000));
    const paid = then(charged, pay(charged, 't1', 1_400_000));
    const reversed = then(paid, { type: 'PaymentReversed', data: { txnId: 't1' } });
    expect(duesOn(reversed, DAY, DEFAULT_TAX_RULES).totalPaise).toBe(1_400_000);
  });

  it('gives back advance credit it had used when another payment is reversed, fees first', () => {
    const first = pay(fold(demand), 't1', 900_000);
    const credited = then(fold(demand), first, charge(1_000_000));
    expect(credited.fees![FEE].advanceAppliedPaise).toBe(500_000);
    const reversed = then(credited, { type: 'PaymentReversed', data: { txnId: 't1' } });
    expect(reversed.fees![FEE]).toMatchObject({ paidPaise: 0, advanceAppliedPaise: 0 });
    expect([reversed.advancePaise, duesOn(reversed, DAY, DEFAULT_TAX_RULES).totalPaise]).toEqual([
      0, 1_400_000,
    ]);
  });

  it('leaves a ledger without fees exactly as it was (no fees field)', () => {
    expect(Object.keys(fold(demand))).toEqual(['years', 'advancePaise', 'payments', 'noteNumbers']);
  });

  it('charges a fee once, whatever a repeat of the event says', () => {
    const ledger = fold(charge(1_000_000), charge(5));
    expect(ledger.fees![FEE].chargedPaise).toBe(1_000_000);
  });
});

// Property: whatever mix of demands, fee charges, payments, reversals and waivers, every rupee paid
// and still standing is somewhere: on a year (principal or interest), on a fee (paid less refunded)
// or advance credit; no fee owes less than nothing and advance credit is never negative.
describe('fees in any history', () => {
  type Op =
    | { kind: 'demand'; rupees: number }
    | { kind: 'charge'; rupees: number }
    | { kind: 'pay'; paise: number }
    | { kind: 'reverse'; pick: number }
    | { kind: 'waive'; pick: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('demand' as const), rupees: fc.integer({ min: 0, max: 20_000 }) }),
    fc.record({ kind: fc.constant('charge' as const), rupees: fc.integer({ min: 0, max: 11_000 }) }),
    fc.record({ kind: fc.constant('pay' as const), paise: fc.integer({ min: 1, max: 3_000_000 }) }),
    fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('waive' as const), pick: fc.nat() }),
  );

  function play(ops: Op[]): { ledger: LedgerState; standing: number } {
    let ledger = fold();
    let serial = 0;
    const received: string[] = [];
    for (const o of ops) {
      serial += 1;
      const next = (event: LedgerEventLike) => (ledger = evolveLedger(ledger, event));
      if (o.kind === 'demand')
        next({
          type: 'DemandRaised',
          data: {
            financialYear: YEAR,
            demandId: `d${serial}`,
            housePaise: o.rupees * 100,
            waterPaise: 0,
            sewerPaise: 0,
          },
        });
      else if (o.kind === 'charge')
        next(
          charge(
            o.rupees * 100,
            `MUT-${serial}`,
            `2026-06-01T10:00:${String(serial % 60).padStart(2, '0')}+05:30`,
          ),
        );
      else if (o.kind === 'pay') {
        next(pay(ledger, `t${serial}`, o.paise));
        received.push(`t${serial}`);
      } else if (o.kind === 'reverse' && received.length) {
        const [txnId] = received.splice(o.pick % received.length, 1);
        next({ type: 'PaymentReversed', data: { txnId } });
      } else if (o.kind === 'waive') {
        const open = feesInOrder(ledger).filter((f) => !f.waivedAt);
        if (open.length) next(waive(open[o.pick % open.length].feeId));
      }
    }
    const standing = received.reduce((sum, txnId) => sum + ledger.payments[txnId].amountPaise, 0);
    return { ledger, standing };
  }

  it('keeps every standing rupee on a year, a fee or advance credit', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const { ledger, standing } = play(ops);
        const year = ledger.years[YEAR];
        const onYears = year ? sumHeads(year.principalPaid) + sumHeads(year.interestPaid) : 0;
        const onFees = feesInOrder(ledger).reduce((sum, f) => sum + f.paidPaise - f.refundedPaise, 0);
        expect(onYears + onFees + ledger.advancePaise).toBe(standing);
        expect(ledger.advancePaise).toBeGreaterThanOrEqual(0);
        for (const f of feesInOrder(ledger)) {
          expect(f.chargedPaise - f.waivedPaise - f.paidPaise).toBeGreaterThanOrEqual(0);
          if (f.waivedAt) expect(feeOutstanding(f)).toBe(0);
        }
        // Advance credit waits only where nothing is owed.
        if (ledger.advancePaise > 0) expect(duesOn(ledger, DAY, DEFAULT_TAX_RULES).totalPaise).toBe(0);
      }),
    );
  });
});
