import { ARV_TEXTS } from '../pages/arv/texts';
import { HOME_TEXTS } from '../pages/home/texts';
import { EXPLAIN_TEXTS } from '../pages/ledger/explainTexts';
import { LEDGER_TEXTS } from '../pages/ledger/texts';
import { OBJECTION_STATUS_TEXTS } from '../pages/objectionStatus/texts';
import { PAY_TEXTS } from '../pages/payment/payTexts';
import { PAYMENT_START_TEXTS } from '../pages/payment/paymentStartTexts';
import { RESULT_TEXTS } from '../pages/payment/resultTexts';
import { RECEIPT_TEXTS } from '../pages/receipt/texts';
import { SEARCH_TEXTS } from '../pages/searchProperty/texts';
import { FORM_NAMES } from '../pages/selfAssessment/formNames';
import { NIGAM_TEXTS } from '../pages/selfAssessment/nigamTexts';
import { PREVIEW_TEXTS } from '../pages/selfAssessment/previewTexts';
import { STATUS_TEXTS } from '../pages/selfAssessment/statusTexts';
import { FORM_TEXTS } from '../pages/selfAssessment/texts';
import { MAINTENANCE_TEXTS } from '../pages/underMaintenance/texts';
import { MESSAGES } from './messages';

// Issue 12 ("तलवार वार्षिक किराया मूल्य"): every text of the citizen app has a Hindi version, and the
// Hindi has no English in it but the acronyms and codes people read as they are.

const TABLES: Record<string, { en: unknown; hi: unknown }> = {
  MESSAGES,
  ARV_TEXTS,
  HOME_TEXTS,
  EXPLAIN_TEXTS,
  LEDGER_TEXTS,
  OBJECTION_STATUS_TEXTS,
  PAY_TEXTS,
  PAYMENT_START_TEXTS,
  RESULT_TEXTS,
  RECEIPT_TEXTS,
  SEARCH_TEXTS,
  FORM_NAMES,
  NIGAM_TEXTS,
  PREVIEW_TEXTS,
  STATUS_TEXTS,
  FORM_TEXTS,
  MAINTENANCE_TEXTS,
};

/** Read as they are in Hindi too: acronyms, units, file types and the gateway's own English words. */
export const LATIN_ALLOWED = new Set([
  'ARV',
  'ID',
  'PDF',
  'MB',
  'KB',
  'OTP',
  'RCC',
  'RBC',
  'NEFT',
  'UPI',
  'DD',
  'QR',
  'SMS',
  'jpg',
  'jpeg',
  'gif',
  'png',
  'svg',
  'webp',
  'POS',
  // Codes as they are printed: objection and self-assessment numbers, form letters A and C.
  'OBJ-',
  'SA-',
  'A',
  'C',
  // Placeholders filled in by the tests below (a label, a name, a number).
  'X',
  'Ram',
]);

/** Keys whose values are not words (formatters, locale codes) or are codes shown as they are. */
const NOT_WORDS = new Set(['date', 'locale', 'criteria']);

const SAMPLE_ARGS = ['X', 'X', 'X', 'X'];

/** Every string of a text table, functions called with sample arguments, by its path. */
function strings(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    try {
      const said = (value as (...args: unknown[]) => unknown)(...SAMPLE_ARGS);
      if (typeof said === 'string') out.set(path, said);
    } catch {
      // A formatter that needs a real value (a date): not a text.
    }
  } else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (!NOT_WORDS.has(key)) strings(item, `${path}.${key}`, out);
  return out;
}

const latinWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));

if (process.env.DUMP_HINDI)
  for (const [name, table] of Object.entries(TABLES)) {
    const en = strings(table.en, name, new Map());
    for (const [path, text] of strings(table.hi, name, new Map()))
      process.stdout.write(`${path}\n  EN ${en.get(path)}\n  HI ${text}\n`);
  }

describe.each(Object.entries(TABLES))('the Hindi of %s', (name, table) => {
  const en = strings(table.en, name, new Map());
  const hi = strings(table.hi, name, new Map());

  it('has a Hindi text for every English one', () => {
    expect([...en.keys()].filter((path) => !hi.has(path))).toEqual([]);
  });

  it('has no English words but the allowed acronyms', () => {
    const english = [...hi].flatMap(([path, text]) => {
      const words = latinWords(text);
      // A text equal in both languages is a code or a name shown as it is (a route key, 'RCC / RBC').
      return words.length && text !== en.get(path) ? [`${path}: ${words.join(' ')}`] : [];
    });
    expect(english).toEqual([]);
  });
});

describe('words a fluent reader flagged (issue 12)', () => {
  const all = Object.values(TABLES)
    .flatMap((table) => [...strings(table.hi, '', new Map()).values()])
    .join('\n');
  // "तलवार" (a sword) was "floor-wise" (तल + वार); "करवार", "फ़िल्टर", "फ़ील्ड" leaked English or made no sense.
  it.each(['तलवार', 'करवार', 'फ़िल्टर', 'फ़ील्ड', 'कैलकुलेटर'])('has no "%s"', (word) => {
    expect(all).not.toContain(word);
  });
});
