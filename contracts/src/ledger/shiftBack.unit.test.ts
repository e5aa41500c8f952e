// A payment that earned a rebate, shifted to another property and back, then cancelled: its rebate
// was undone when it left, so the cancel must not undo it a second time (it once did, and the year
// then owed more than its demand).
import { heads } from './heads';
import { foldLedger, principalOutstanding, type LedgerEventLike } from './state';

const YEAR = '2025-26';
const line = (amountPaise: number) => [{ kind: 'current', financialYear: YEAR, head: 'house', amountPaise }];

const history: LedgerEventLike[] = [
  {
    type: 'DemandRaised',
    data: { financialYear: YEAR, demandId: 'd1', housePaise: 100_000, waterPaise: 0, sewerPaise: 0 },
  },
  {
    type: 'RebateGranted',
    data: { txnId: 't1', financialYear: YEAR, housePaise: 10_000, waterPaise: 0, sewerPaise: 0 },
  },
  {
    type: 'PaymentReceived',
    data: { txnId: 't1', amountPaise: 90_000, lines: line(90_000), paidAt: '2025-04-10' },
  },
  { type: 'PaymentShiftedOut', data: { txnId: 't1', toPropertyUniqueId: 'B' } },
  {
    type: 'PaymentShiftedIn',
    data: {
      txnId: 't1',
      fromPropertyUniqueId: 'B',
      amountPaise: 90_000,
      lines: line(90_000),
      shiftedAt: '2025-04-12',
    },
  },
];

describe('a rebated payment shifted away and back', () => {
  it('comes back without its rebate (a shifted payment earns none)', () => {
    const ledger = foldLedger(history);
    expect(ledger.payments.t1.rebate).toBeNull();
    expect(principalOutstanding(ledger.years[YEAR])).toEqual(heads(10_000, 0, 0));
  });

  it('when cancelled, leaves the year owing exactly its demand', () => {
    const ledger = foldLedger([...history, { type: 'PaymentReversed', data: { txnId: 't1' } }]);
    expect(ledger.years[YEAR].rebate).toEqual(heads(0, 0, 0));
    expect(principalOutstanding(ledger.years[YEAR])).toEqual(heads(100_000, 0, 0));
  });
});
