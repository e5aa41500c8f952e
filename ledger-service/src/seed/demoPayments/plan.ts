// Who in the demo city pays, when and how much, before any money is decided: the amounts are decided
// on the day, on the ledger as it stands then (seed/history/payments.ts). About two owners in five
// pay something: most clear everything (some in two instalments), some pay a part, a few only the
// earlier years. Most pay this financial year, up to yesterday; some paid in the last one.
import { dueDateOf, financialYearOfInstant, indiaDate, shiftFinancialYear } from '@ptax/contracts';
import { addDays, dayIn, isSunday } from '../history/days';
import { atCounter, mode } from '../history/modes';
import type { PayAmount, Payment } from '../history/payments';

/** Days payments may fall on in one financial year. */
export interface PayWindow {
  financialYear: string;
  from: string;
  to: string;
}

export interface PayWindows {
  /** Last financial year, from the day after its demand was raised (1 April) to 31 March. */
  lastYear: PayWindow;
  /** This financial year from 1 April to yesterday; null when nothing of it has passed. */
  thisYear: PayWindow | null;
}

const yearStart = (financialYear: string) => `${financialYear.slice(0, 4)}-04-01`;

/** The windows as of now: nothing today or later, so today's collections are only what people take today. */
export function payWindows(now: number): PayWindows {
  const yesterday = addDays(indiaDate(now), -1);
  const current = financialYearOfInstant(now);
  const last = shiftFinancialYear(current, -1);
  return {
    lastYear: { financialYear: last, from: addDays(yearStart(last), 1), to: dueDateOf(last) },
    thisYear:
      yesterday >= yearStart(current)
        ? { financialYear: current, from: yearStart(current), to: yesterday }
        : null,
  };
}

const PAYERS = 0.4;
const ALL: PayAmount = { kind: 'all' };
const HALF: PayAmount = { kind: 'part', share: 0.5 };
const part = (random: () => number): PayAmount => ({ kind: 'part', share: 0.3 + 0.5 * random() });

/** One payment in the window (none when the window is empty), after `after` if given. */
function paymentIn(
  random: () => number,
  window: PayWindow | null,
  amount: PayAmount,
  options: { after?: string; skew?: number } = {},
): Payment[] {
  if (!window) return [];
  const from = options.after ? addDays(options.after, 1) : window.from;
  const m = mode(random);
  const draw = () => dayIn(random, from, window.financialYear, window.to, options.skew);
  let day = draw();
  // Counters close on Sundays: a counter payment is drawn again (given up if the window has only Sundays).
  for (let tries = 0; day && atCounter(m) && isSunday(day); tries++) day = tries < 8 ? draw() : null;
  return day ? [{ day, mode: m, amount }] : [];
}

/** Everything in one payment, or (one payer in eight) half first and the rest later in the year. */
function clearing(random: () => number, window: PayWindow | null, skew: number): Payment[] {
  if (random() >= 0.12) return paymentIn(random, window, ALL, { skew });
  const first = paymentIn(random, window, HALF, { skew });
  return first.length ? [...first, ...paymentIn(random, window, ALL, { after: first[0].day })] : [];
}

/** The payments of one demo property, in day order; none for the three owners in five who do not pay. */
export function planOwner(random: () => number, windows: PayWindows): Payment[] {
  if (random() >= PAYERS) return [];
  const kind = random();
  const { lastYear, thisYear } = windows;
  // Last year's payers paid mostly early, in the rebate months.
  if (kind < 0.2) return clearing(random, lastYear, 1.8);
  if (kind < 0.3) return [...paymentIn(random, lastYear, part(random)), ...paymentIn(random, thisYear, ALL)];
  if (kind < 0.62) return clearing(random, thisYear, 1);
  if (kind < 0.86) return paymentIn(random, thisYear, part(random));
  const earlier: PayAmount = { kind: 'earlierYears' };
  return paymentIn(random, random() < 0.7 ? thisYear : lastYear, earlier);
}
