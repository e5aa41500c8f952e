import { useLocaleState } from 'react-admin';

// Days and moments in the reader's language: Hindi month names on a Hindi screen.

const localeOf = (locale: string) => (locale === 'hi' ? 'hi-IN' : 'en-IN');

export function useDates() {
  const [locale] = useLocaleState();
  const dayFormat = new Intl.DateTimeFormat(localeOf(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  const whenFormat = new Intl.DateTimeFormat(localeOf(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return {
    /** 'YYYY-MM-DD' as people read it, the same in every time zone. */
    day: (value: string | null | undefined) =>
      value && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? dayFormat.format(new Date(`${value}T00:00:00Z`))
        : (value ?? ''),
    /** An instant in India's time. */
    when: (value: string | null | undefined) => (value ? whenFormat.format(new Date(value)) : ''),
  };
}
