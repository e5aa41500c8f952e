import { useEffect } from 'react';
import { useI18n } from '../i18n/I18nProvider';

/** The browser tab and history show the page and the city. */
export function usePageTitle(title: string): void {
  const { city } = useI18n();
  useEffect(() => {
    document.title = `${title} | ${city}`;
  }, [title, city]);
}
