import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Issue 12: the Hindi of both apps and of the printed papers was read once by a fluent reader and one
// word chosen per concept (docs/HINDI-REVIEW.md). This keeps the spellings and words that reading
// replaced from coming back in a new text, in any package.

const ROOT = join(__dirname, '..');
const SOURCES = ['admin-ui/src', 'citizen-ui/src', 'contracts/src', 'ledger-service/src'];

/** A word or spelling the review replaced, and what to write instead. */
const REPLACED: [RegExp, string][] = [
  [/तलवार|करवार/, 'तलवार ("sword") was a machine translation of "floor by floor": प्रत्येक तल का'],
  [/मांग/, 'माँग'],
  [/जोन/, 'ज़ोन'],
  [/आंकड़/, 'आँकड़े'],
  [/लेनदेन/, 'लेन-देन'],
  [/हिन्दी/, 'हिंदी'],
  [/किराए/, 'किराये'],
  [/लेजर|खाता बही/, 'खाता-बही'],
  [/दिनांक/, 'तिथि'],
  [/स्व-निर्धारण/, 'स्व-मूल्यांकन'],
  [/वार्षिक मूल्यांकन|मूल्यांकन श्रेणी/, 'वार्षिक किराया मूल्य (ARV is not a valuation)'],
  [/संग्रह(?!ीत)/, 'वसूली (collection)'],
  [/सीवरेज/, 'सीवर'],
  [/कार्पेट/, 'कारपेट'],
  [/मकान संख्या/, 'मकान नंबर'],
  [/साइन इन/, 'लॉगिन'],
  [/एडमिन|व्यवस्थापक/, 'प्रशासक'],
  [/डेमो|स्प्रेडशीट|बाउंस|एपीआई/, 'a Hindi word (नमूना, एक्सेल फ़ाइल, अनादरित, सर्वर)'],
  [/सेवानिवृत्त/, 'उपयोग से बाहर (a version is not a retiring person)'],
];

const isTest = (path: string) => /\.test\.tsx?$|\/testing\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(path) ? [path] : [];
  });
}

/** Each Devanagari run of a file with its line: "file:line: text". */
function hindiRuns(path: string): { where: string; text: string }[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      (line.match(/[\u0900-\u097F][\u0900-\u097F\s\-–:,.()!?]*/g) ?? []).map((text) => ({
        where: `${relative(ROOT, path)}:${index + 1}`,
        text,
      })),
    );
}

describe('the Hindi glossary (docs/HINDI-REVIEW.md)', () => {
  const runs = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap(hindiRuns);

  it('finds the Hindi texts it checks', () => {
    expect(runs.length).toBeGreaterThan(2_000);
  });

  it.each(REPLACED.map(([word, use]) => [String(word), word, use] as const))(
    'has no %s',
    (_name, word, use) => {
      const found = runs
        .filter(({ text }) => word.test(text))
        .map(({ where, text }) => `${where}: ${text.trim()}`);
      expect({ use, found }).toEqual({ use, found: [] });
    },
  );
});
