import { EVENT_EXAMPLES } from '../testing/eventExamples';
import { LedgerEvent, PaymentReceived, PaymentReversed, PaymentShiftedIn } from './ledger';

const received = EVENT_EXAMPLES.PaymentReceived;

describe('PaymentReceived', () => {
  it('accepts apportionment lines that add up to the amount', () => {
    expect(PaymentReceived.safeParse({ type: 'PaymentReceived', version: 1, data: received }).success).toBe(
      true,
    );
  });
  it('refuses lines that do not add up to the amount', () => {
    const result = PaymentReceived.safeParse({
      type: 'PaymentReceived',
      version: 1,
      data: { ...received, amountPaise: received.amountPaise + 1 },
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'The apportionment lines must add up to the amount',
    ]);
  });
  it('refuses a demand line without its financial year', () => {
    const lines = [{ kind: 'current', head: 'house', amountPaise: received.amountPaise }];
    expect(
      PaymentReceived.safeParse({ type: 'PaymentReceived', version: 1, data: { ...received, lines } })
        .success,
    ).toBe(false);
  });
  it('refuses a negative amount', () => {
    const data = { ...received, amountPaise: -100, lines: [{ kind: 'advance', amountPaise: -100 }] };
    expect(PaymentReceived.safeParse({ type: 'PaymentReceived', version: 1, data }).success).toBe(false);
  });
});

describe('PaymentShiftedIn', () => {
  it('also requires its lines to add up', () => {
    const data = { ...EVENT_EXAMPLES.PaymentShiftedIn, amountPaise: 1 };
    expect(PaymentShiftedIn.safeParse({ type: 'PaymentShiftedIn', version: 1, data }).success).toBe(false);
  });
});

describe('PaymentReversed', () => {
  it.each(['rejected', 'cancelled'])('accepts the reason %s', (reason) => {
    const data = { ...EVENT_EXAMPLES.PaymentReversed, reason };
    expect(PaymentReversed.safeParse({ type: 'PaymentReversed', version: 1, data }).success).toBe(true);
  });
  it('refuses any other reason', () => {
    const data = { ...EVENT_EXAMPLES.PaymentReversed, reason: 'deleted' };
    expect(PaymentReversed.safeParse({ type: 'PaymentReversed', version: 1, data }).success).toBe(false);
  });
});

describe('DemandRaised', () => {
  it('refuses a financial year written another way', () => {
    const data = { ...EVENT_EXAMPLES.DemandRaised, financialYear: '2026-2027' };
    expect(LedgerEvent.safeParse({ type: 'DemandRaised', version: 1, data }).success).toBe(false);
  });
  it('refuses a tax that is not whole paise', () => {
    const data = { ...EVENT_EXAMPLES.DemandRaised, waterPaise: 99.5 };
    expect(LedgerEvent.safeParse({ type: 'DemandRaised', version: 1, data }).success).toBe(false);
  });
});
