import {
  actorName,
  categoryName,
  constTypeName,
  eventName,
  formatDateTime,
  formatDay,
  gatewayName,
  LOGIN_TYPE_NAMES,
  loginTypeName,
  houseCategoryName,
  occupancyStatusName,
  paymentStatusName,
  peopleLanguage,
  rentTypeName,
  roadTypeName,
  subCategoryName,
  type CategoryNames,
} from '@ptax/contracts';
import { useLocaleState } from 'react-admin';

// The back office's one way to show a coded value or a date: contracts' formatters (people/) in the
// language the screen is in. Screens call this hook, never a table of names of their own.

export function usePeopleWords() {
  const [locale] = useLocaleState();
  const language = peopleLanguage(locale);
  return {
    language,
    constType: (code: unknown) => constTypeName(code, language),
    houseCategory: (code: unknown) => houseCategoryName(code, language),
    occupancyStatus: (code: unknown) => occupancyStatusName(code, language),
    roadType: (code: unknown) => roadTypeName(code, language),
    rentType: (code: unknown) => rentTypeName(code, language),
    paymentStatus: (code: unknown) => paymentStatusName(code, language),
    loginType: (code: unknown) => loginTypeName(code, language),
    gateway: (code: unknown) => gatewayName(code, language),
    event: (type: unknown) => eventName(type, language),
    actor: (userId: unknown, command?: unknown) => actorName(userId, command, language),
    category: (master: readonly CategoryNames[], code: unknown) => categoryName(master, code, language),
    subCategory: (master: readonly CategoryNames[], code: unknown) => subCategoryName(master, code, language),
    day: formatDay,
    dateTime: formatDateTime,
  };
}

export type PeopleWords = ReturnType<typeof usePeopleWords>;

/** This hook's screens' own wording in Hindi (spread into hiByEnglishText). */
export const peopleWordsHiByEnglish: Record<string, string> = {
  'Not assessed this year': 'इस वर्ष का निर्धारण नहीं हुआ',
  // Choices given by their English names (login types in the officials' filter and form).
  ...Object.fromEntries(Object.values(LOGIN_TYPE_NAMES).map((name) => [name.en, name.hi])),
};
