import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CITY_NAME, type CityName } from '../config';
import { LANGS, MESSAGES, type Lang, type Messages } from './messages';

export const LANG_STORAGE_KEY = 'ptax.citizen.lang';

interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  m: Messages;
  /** The city name in the current language. */
  city: string;
}

const I18nContext = createContext<I18n | null>(null);

function isLang(value: unknown): value is Lang {
  return LANGS.includes(value as Lang);
}

/** The remembered choice, else the phone's language, else English. */
function initialLang(): Lang {
  try {
    const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage can be disabled (private mode, some in-app browsers): fall through.
  }
  return navigator.language?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

export function I18nProvider({
  children,
  cityName = DEFAULT_CITY_NAME,
}: {
  children: ReactNode;
  cityName?: CityName;
}) {
  const [lang, setLangState] = useState<Lang>(initialLang);

  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      window.localStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      // Not remembered, but the switch still works for this visit.
    }
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const value = useMemo(
    () => ({ lang, setLang, m: MESSAGES[lang], city: cityName[lang] }),
    [lang, setLang, cityName],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside <I18nProvider>');
  return i18n;
}
