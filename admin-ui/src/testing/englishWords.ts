/**
 * The English words in what a Hindi screen shows, for the tests that render the back office in Hindi
 * (the UI test and the browser test share this one rule).
 *
 * Legitimately Latin, and so not reported: numbers and anything written with digits (amounts, dates,
 * PTIN, receipt and property numbers like K-760 or RCT-2026-27-000001), e-mail and web addresses,
 * single letters, the short list of acronyms below, units, and the proper names the data brings
 * (owners, mohallas, officials), which the caller passes as `dataWords`.
 */
export const LATIN_ACRONYMS: readonly string[] = [
  'ARV',
  'PTIN',
  'NEFT',
  'RTGS',
  'DD',
  'UPI',
  'QR',
  'PDF',
  'XLSX',
  'OTP',
  'GIS',
  'IFSC',
  'UTR',
  'POS',
  'SMS',
  'GST',
  'PAN',
  'RCC',
  'RBC',
  'M3',
  'IMPS',
];

/** Units that stay Latin next to a number. */
export const LATIN_UNITS: readonly string[] = ['MB', 'KB', 'kB', 'km', 'px'];

/** Names a user must type or pick exactly as written: a spreadsheet's column, a map file's format. */
export const LATIN_TECHNICAL_NAMES: readonly string[] = [
  'propertyUniqueId',
  'GeoJSON',
  'Polygon',
  'MultiPolygon',
];

/** The language picker offers each language by its own name. */
export const LANGUAGE_NAMES: readonly string[] = ['English'];

const ALLOWED = new Set([...LATIN_ACRONYMS, ...LATIN_UNITS, ...LATIN_TECHNICAL_NAMES, ...LANGUAGE_NAMES]);
/** File extensions (.xlsx, .pdf) are the acronyms in small letters. */
const isAllowed = (word: string) => ALLOWED.has(word) || LATIN_ACRONYMS.includes(word.toUpperCase());
const ADDRESSES = /(\S+@\S+\.\S+)|(https?:\/\/\S+)|(\bwww\.\S+)/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’]*/g;

/** Splits on spaces and punctuation that separate words, keeping codes like K-760 or AB/12 whole. */
const chunksOf = (text: string) => text.split(/[\s,;:()[\]{}"“”<>|!?·•…›»«]+/).filter(Boolean);

/** Every English word of `text`, once each, in the order first seen. */
export function englishWords(text: string, dataWords: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>();
  for (const chunk of chunksOf(text.replace(ADDRESSES, ' '))) {
    if (/\d/.test(chunk)) continue; // an amount, a date, a number or an id
    for (const word of chunk.match(LATIN_WORD) ?? []) {
      const bare = word.replace(/['’]s?$/, '');
      if (bare.length <= 1 || isAllowed(bare) || dataWords.has(bare)) continue;
      found.add(bare);
    }
  }
  return [...found];
}

/** Keys of API answers whose values are words for people, not data (messages the screen translates). */
const MESSAGE_KEYS = new Set([
  'message',
  'messages',
  'error',
  'errors',
  'detail',
  'summary',
  'label',
  'title',
]);
const DATA_KEYS = new Set(['name', 'privileges']);
const FILE_NAME = /\.[a-z]{2,4}$/i;
const CODE = /^[a-z0-9_.-]+$|^[A-Z0-9_.-]+$/;

/**
 * The proper names an API answer brings (owner, mohalla and official names, addresses): the Latin
 * words of its string values, leaving out codes ('residential', 'rcc_rbc', 'CASH'), which a screen
 * must turn into words, and messages.
 */
export function dataWordsOf(value: unknown, into: Set<string> = new Set(), key = ''): Set<string> {
  if (MESSAGE_KEYS.has(key)) return into;
  if (typeof value === 'string') {
    // A file's name ('inspection-note.pdf') and a role's name and privileges are data however written.
    if (!CODE.test(value) || FILE_NAME.test(value) || DATA_KEYS.has(key))
      for (const word of value.match(LATIN_WORD) ?? []) into.add(word.replace(/['’]s?$/, ''));
  } else if (Array.isArray(value)) {
    value.forEach((item) => dataWordsOf(item, into, key));
  } else if (value && typeof value === 'object') {
    Object.entries(value).forEach(([name, item]) => dataWordsOf(item, into, name));
  }
  return into;
}
