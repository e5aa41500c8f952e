import englishMessages from 'ra-language-english';
import { englishWords } from '../../testing/englishWords';
import { en } from './en';
import { hi, hiByEnglishText } from './hi';
import { createI18nProvider } from './i18nProvider';
import { raHindi } from './raHi';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as [dotted key, text]. */
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const valueAt = (tree: Tree, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
const withoutPlaceholders = (text: string) => text.replace(/%\{\w+\}/g, ' ');

/** Each English key with its Hindi: missing, empty, a changed placeholder or an English word is reported. */
function problems(english: Tree, hindi: Tree): string[] {
  return leaves(english).flatMap(([key, text]) => {
    const hindiText = valueAt(hindi, key);
    if (typeof hindiText !== 'string' || (hindiText.trim() === '' && text.trim() !== ''))
      return [`${key}: no Hindi`];
    if (placeholders(hindiText).join() !== placeholders(text).join()) return [`${key}: placeholders differ`];
    const words = englishWords(withoutPlaceholders(hindiText));
    return words.length > 0 ? [`${key}: English words ${words.join(', ')}`] : [];
  });
}

describe("the back office's Hindi catalogue", () => {
  it("has a Hindi text for every message of react-admin's English catalogue", () => {
    expect(problems(englishMessages.ra as Tree, raHindi as Tree)).toEqual([]);
  });

  it("has a Hindi text for every key of the back office's English texts", () => {
    expect(problems(en as Tree, hi as Tree)).toEqual([]);
  });

  it('translates the texts that reach the screen by their English wording into Hindi words', () => {
    const english = Object.entries(hiByEnglishText).flatMap(([text, hindiText]) => {
      const words = englishWords(withoutPlaceholders(hindiText));
      return words.length > 0 ? [`${text}: ${words.join(', ')}`] : [];
    });
    expect(english).toEqual([]);
  });

  it("shows react-admin's paging, buttons and notifications in Hindi once Hindi is chosen", async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('hi');
    expect(i18n.translate('ra.navigation.page_rows_per_page')).toBe('प्रति पृष्ठ पंक्तियाँ:');
    expect(i18n.translate('ra.action.export')).toBe('निर्यात करें');
    expect(i18n.translate('ra.notification.updated', { smart_count: 3 })).toBe('3 प्रविष्टियाँ अद्यतन हुईं');
    expect(i18n.translate('ra.message.delete_title', { name: 'ज़ोन', recordRepresentation: '7' })).toBe(
      'ज़ोन 7 हटाएँ',
    );
  });
});
