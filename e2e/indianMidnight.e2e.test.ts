// The browser run's guard against crossing midnight in India (e2e/support/indianMidnight.ts).
import { untilIndianMidnight, waitBeforeRun } from './support/indianMidnight';

const at = (isoInIndia: string) => Date.parse(`${isoInIndia}+05:30`);
const MINUTE = 60_000;

describe('a browser run near midnight in India', () => {
  it('counts the time to midnight in India, whatever the UTC date says', () => {
    expect(untilIndianMidnight(at('2027-03-31T23:55:00'))).toBe(5 * MINUTE);
    // 18:30 UTC is already the next day in India.
    expect(untilIndianMidnight(Date.parse('2026-07-31T18:31:00Z'))).toBe(24 * 60 * MINUTE - MINUTE);
  });

  it('starts at once when the run ends before midnight', () => {
    expect(waitBeforeRun(at('2027-03-31T12:00:00'), 40 * MINUTE)).toBe(0);
    expect(waitBeforeRun(at('2027-04-01T00:05:00'), 40 * MINUTE)).toBe(0);
  });

  it('waits until just after midnight when the run would cross it (23:55 on 31 March: a new year)', () => {
    expect(waitBeforeRun(at('2027-03-31T23:55:00'), 40 * MINUTE)).toBe(6 * MINUTE);
    expect(waitBeforeRun(at('2026-12-31T23:30:00'), 40 * MINUTE)).toBe(31 * MINUTE);
  });
});
