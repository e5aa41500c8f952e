import { seededRandom } from '../../geography/seed/rates';
import { isSunday } from '../history/days';
import { atCounter } from '../history/modes';
import { payWindows, planOwner } from './plan';

// 28 November 2026, 10:00 in India: financial year 2026-27, yesterday the 27th.
const NOW = Date.parse('2026-11-28T10:00:00+05:30');

describe('the windows of the demo payments', () => {
  it('run through last financial year from the day after its demand, and this one to yesterday', () => {
    expect(payWindows(NOW)).toEqual({
      lastYear: { financialYear: '2025-26', from: '2025-04-02', to: '2026-03-31' },
      thisYear: { financialYear: '2026-27', from: '2026-04-01', to: '2026-11-27' },
    });
  });

  it('leave this financial year out on its first day', () => {
    expect(payWindows(Date.parse('2026-04-01T09:00:00+05:30')).thisYear).toBeNull();
  });
});

describe('the plan of an owner', () => {
  const windows = payWindows(NOW);
  const random = seededRandom(7);
  const plans = Array.from({ length: 5_000 }, () => planOwner(random, windows));
  const payments = plans.flat();

  it('has about two owners in five pay, mostly this financial year', () => {
    const payers = plans.filter((plan) => plan.length > 0).length / plans.length;
    expect(payers).toBeGreaterThan(0.37);
    expect(payers).toBeLessThan(0.43);
    const thisYear = payments.filter((p) => p.day >= '2026-04-01').length / payments.length;
    expect(thisYear).toBeGreaterThan(0.6);
    expect(thisYear).toBeLessThan(0.8);
  });

  it('pays in order, inside the windows, never today and never at a counter on a Sunday', () => {
    for (const plan of plans) expect(plan.map((p) => p.day)).toEqual(plan.map((p) => p.day).sort());
    for (const p of payments) {
      expect(p.day >= '2025-04-02' && p.day <= '2026-11-27').toBe(true);
      if (atCounter(p.mode)) expect(isSunday(p.day)).toBe(false);
    }
    expect(payments.some((p) => p.day === '2026-11-27')).toBe(true);
  });

  it('mixes full payments, parts and the earlier years only', () => {
    const share = (kind: string) => payments.filter((p) => p.amount.kind === kind).length / payments.length;
    expect(share('all')).toBeGreaterThan(0.5);
    expect(share('part')).toBeGreaterThan(0.2);
    expect(share('earlierYears')).toBeGreaterThan(0.05);
    expect(share('earlierYears')).toBeLessThan(0.15);
  });
});
