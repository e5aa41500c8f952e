import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';
import { hi, hiByEnglishText, hiResources } from './hi';
import { raHindi } from './raHi';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिंदी' },
];

// react-admin ships no Hindi catalog: raHi.ts has all its messages in Hindi, and hi.ts its resource names.
const messages: Record<string, TranslationMessages> = {
  en: { ...englishMessages, ptax: en },
  hi: { ...englishMessages, ra: raHindi, ...hiByEnglishText, ptax: hi, resources: hiResources },
};

/** English by default (the spec's exact texts), Hindi on request. */
export const createI18nProvider = () =>
  polyglotI18nProvider((locale) => messages[locale] ?? messages.en, 'en', LOCALES, { allowMissing: true });

/** Translates a text that arrives as English wording (toasts, menu labels, schema messages). */
export const translateText = (translate: (key: string, options?: object) => string, text: string) =>
  translate(text, { _: text });
