// A coded value's name in the reader's language: every table of names in this folder is read
// through nameIn, so a code no table knows still reads as words, never as the raw code.

export type PeopleLanguage = 'en' | 'hi';
export interface Names {
  en: string;
  hi: string;
}
export type NameTable = Readonly<Record<string, Names>>;

export const peopleLanguage = (locale: string | undefined): PeopleLanguage =>
  locale?.toLowerCase().startsWith('hi') ? 'hi' : 'en';

/** 'PropertyRegistered' -> 'Property registered', 'rcc_rbc' -> 'Rcc rbc': a readable last resort. */
export function codeInWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.:]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of a code in a language; empty for no value, the code in words for an unknown one. */
export function nameIn(table: NameTable, code: unknown, language: PeopleLanguage): string {
  if (code === undefined || code === null || code === '') return '';
  const text = String(code);
  return Object.hasOwn(table, text) ? table[text][language] : codeInWords(text);
}
