import { formatDateTime, formatDay } from '@ptax/contracts';

// Days and moments as people read them: contracts' one date format (DD-MM-YYYY, India time).

export function useDates() {
  return {
    /** 'YYYY-MM-DD' as DD-MM-YYYY. */
    day: (value: string | null | undefined) => formatDay(value),
    /** An instant as DD-MM-YYYY HH:mm in India's time. */
    when: (value: string | null | undefined) => formatDateTime(value),
  };
}
