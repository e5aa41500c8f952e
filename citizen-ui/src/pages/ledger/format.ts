import { indiaDate } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

/** '2026-10-31' -> '31 Oct 2026' ('31 अक्टू॰ 2026' in Hindi): the calendar day as written, in any time zone. */
export function dayText(day: string, lang: Lang): string {
  const format = new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** The day in India of an instant (a payment at 01:30 IST is that day, not the day before in UTC). */
export const instantText = (instant: string, lang: Lang) => dayText(indiaDate(instant), lang);

/** Today in India as YYYY-MM-DD: the latest day a ledger can be asked for. */
export const todayInIndia = () => indiaDate(Date.now());
