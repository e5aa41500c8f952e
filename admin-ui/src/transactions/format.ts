import type { Instrument } from './types';

export { formatPaise } from '../properties/format';

const INDIA = 'Asia/Kolkata';
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a moment as read in India, wherever the browser is. */
function indianParts(date: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** A calendar day or a timestamp as DD-MM-YYYY: contracts' one date format. */
export { formatDay } from '@ptax/contracts';

/** The time of day in India ('14:05') of a timestamp; nothing for a calendar day. */
export function formatTime(value: unknown): string {
  if (typeof value !== 'string' || DAY_ONLY.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : indianParts(date).time;
}

/** Today in India, 'YYYY-MM-DD' (the API's date filters). */
export function indianToday(now: Date = new Date()): string {
  const { day, month, year } = indianParts(now);
  return `${year}-${month}-${day}`;
}

/** The cheque / DD / NEFT reference and the bank, as one line. */
export function instrumentText(instrument: Instrument | null | undefined): string {
  if (!instrument) return '';
  const number = instrument.chequeNo ?? instrument.ddNumber ?? instrument.refId;
  return [number, instrument.bankName].filter(Boolean).join(' · ');
}
