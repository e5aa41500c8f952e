// What happens to a property of the generated city over the years, before any money is decided:
// the days of its demands, payments (and how they are paid), notes and corrections. How much is paid
// is decided later, on the ledger as it stands that day. Realistic shares: most owners pay every
// year, some late, a few rarely (the defaulters the reports look for).
import type { PayAmount } from '../../src/seed/history/payments';
import { addDays, dayIn } from '../../src/seed/history/days';
import { mode, type PaymentMode } from '../../src/seed/history/modes';
import type { CityMasters } from './masters';

export type Step =
  | { kind: 'demand'; financialYear: string }
  | { kind: 'pay'; mode: PaymentMode; amount: PayAmount }
  | { kind: 'note'; credit: boolean; financialYear: string }
  | { kind: 'correct'; financialYear: string };

export interface Scheduled {
  day: string;
  /** Which property of the pair. */
  who: 0 | 1;
  step: Step;
}

const ALL: PayAmount = { kind: 'all' };
const share = (part: number | null): PayAmount => (part === null ? ALL : { kind: 'part', share: part });

/** The schedule of one property (who = its place in its pair). */
export function scheduleOf(
  random: () => number,
  who: 0 | 1,
  masters: CityMasters,
  today: string,
): Scheduled[] {
  const kind = random();
  // Prompt payers (62%) pay each year, mostly in the rebate months; late ones (24%) most years;
  // defaulters (14%) one year in four, often in part.
  const payYear = kind < 0.62 ? 0.97 : kind < 0.86 ? 0.75 : 0.25;
  const skew = kind < 0.62 ? 2.2 : 0.8;
  const steps: Scheduled[] = [];
  const years = masters.years;
  years.forEach((financialYear, i) => {
    const demandDay = addDays(`${financialYear.slice(0, 4)}-04-01`, Math.floor(random() * 10));
    if (demandDay > today) return;
    steps.push({ day: demandDay, who, step: { kind: 'demand', financialYear } });
    const after = addDays(demandDay, 1);
    if (random() < payYear) {
      const day = dayIn(random, after, financialYear, today, skew);
      const part = kind >= 0.86 && random() < 0.5 ? 0.3 + 0.5 * random() : null;
      // One payer in eight pays in two instalments: part now, the rest later in the year.
      const split = part === null && random() < 0.12;
      if (day)
        steps.push({
          day,
          who,
          step: { kind: 'pay', mode: mode(random), amount: share(split ? 0.5 : part) },
        });
      const rest = split && day ? dayIn(random, addDays(day, 1), financialYear, today) : null;
      if (rest) steps.push({ day: rest, who, step: { kind: 'pay', mode: mode(random), amount: ALL } });
    }
    for (const credit of [false, true]) {
      if (random() >= 0.02) continue;
      const day = dayIn(random, after, financialYear, today);
      if (day) steps.push({ day, who, step: { kind: 'note', credit, financialYear } });
    }
    // An arrears correction revises an earlier year, a year or more later (the year must be past).
    if (i > 0 && random() < 0.004) {
      const day = dayIn(random, after, financialYear, today);
      const earlier = years[Math.floor(random() * i)];
      if (day) steps.push({ day, who, step: { kind: 'correct', financialYear: earlier } });
    }
  });
  return steps;
}
