import { HttpError } from '../http/errors';
import { chooseAmount } from './payable';
import { newTxnId } from './txnIds';

const statusOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as HttpError).status;
  }
  return 'accepted';
};

describe('the amount of a gateway payment', () => {
  it('is the whole net payable unless a part is asked for', () => {
    expect(chooseAmount(undefined, 1_412_500)).toBe(1_412_500);
    expect(chooseAmount(50_000, 1_412_500)).toBe(50_000);
    expect(chooseAmount(1_412_500, 1_412_500)).toBe(1_412_500);
  });

  it('is at least ₹1 and never more than the net payable; with nothing payable there is nothing to pay', () => {
    expect(statusOf(() => chooseAmount(99, 1_000))).toBe(400);
    expect(chooseAmount(100, 1_000)).toBe(100);
    expect(statusOf(() => chooseAmount(1_001, 1_000))).toBe(400);
    expect(statusOf(() => chooseAmount(undefined, 0))).toBe(409);
  });
});

describe('our transaction ids', () => {
  it('fit PayU (at most 25 characters), carry the kind and the Indian day, and do not repeat', () => {
    // 20:00 UTC on 14 June is 01:30 on 15 June in India.
    const ids = Array.from({ length: 1000 }, () => newTxnId('online', Date.parse('2026-06-14T20:00:00Z')));
    expect(ids[0]).toMatch(/^OP260615[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(ids[0].length).toBeLessThanOrEqual(25);
    expect(new Set(ids).size).toBe(1000);
    expect(newTxnId('link', Date.parse('2026-06-14T20:00:00Z'))).toMatch(/^LK260615/);
  });
});
