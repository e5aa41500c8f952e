import { formatDay, indiaDate } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

/** '2026-10-31' -> '31-10-2026' in both languages: the calendar day as written (contracts' one date format). */
export const dayText = (day: string, _lang?: Lang): string => formatDay(day);

/** The day in India of an instant (a payment at 01:30 IST is that day, not the day before in UTC). */
export const instantText = (instant: string, lang: Lang) => dayText(indiaDate(instant), lang);

/** Today in India as YYYY-MM-DD: the latest day a ledger can be asked for. */
export const todayInIndia = () => indiaDate(Date.now());
