// The calendar of a seeded history: days as India writes them ('2026-04-01'), moments on those days
// in India time, and the queue that plays what happens day by day (what happens later is queued too).

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A moment of the day in India, `minutes` after midnight. */
export function timeOn(day: string, minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(Math.floor(minutes % 60)).padStart(2, '0');
  return `${day}T${hh}:${mm}:00+05:30`;
}

/** A moment on the hour (the generated city's notes and corrections). */
export const at = (day: string, hour = 11) => timeOn(day, hour * 60);

/**
 * A day from `from` to the end of its financial year, not after `last` (both days included); a skew
 * above 1 favours the early days. Null when none is left.
 */
export function dayIn(random: () => number, from: string, financialYear: string, last: string, skew = 1) {
  const end = `${Number(financialYear.slice(0, 4)) + 1}-03-31`;
  const until = end < last ? end : last;
  const span = Math.round((Date.parse(until) - Date.parse(from)) / DAY_MS);
  if (span < 0) return null;
  return addDays(from, Math.min(span, Math.floor((span + 1) * random() ** skew)));
}

/** The moment some minutes after another, in India time. */
export function minutesAfter(moment: string, minutes: number): string {
  const india = new Date(Date.parse(moment) + minutes * 60_000 + 5.5 * 3_600_000);
  return `${india.toISOString().slice(0, 19)}+05:30`;
}

/** Sunday, when the counters and offices are closed. */
export const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** The day, or the Monday after it when it is a Sunday. */
export const workingDay = (day: string) => (isSunday(day) ? addDays(day, 1) : day);

export interface Queue {
  push(day: string, run: () => void): void;
}

/** Actions queued by day, played in day order (queue order within a day), those they queue included. */
export function dayQueue(): Queue & { play(): void } {
  const pending: { day: string; seq: number; run: () => void }[] = [];
  let seq = 0;
  return {
    push: (day, run) => pending.push({ day, seq: seq++, run }),
    play() {
      while (pending.length > 0) {
        let next = 0;
        for (let i = 1; i < pending.length; i++)
          if (
            pending[i].day < pending[next].day ||
            (pending[i].day === pending[next].day && pending[i].seq < pending[next].seq)
          )
            next = i;
        const [action] = pending.splice(next, 1);
        action.run();
      }
    },
  };
}
