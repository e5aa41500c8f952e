import * as fontkit from 'fontkit';
import { FONT_NAMES, fontBytes } from './fonts';
import { labelTexts } from './labels';

// pdfkit shapes text with fontkit; a glyph id 0 (.notdef) would print as an empty box.

const missingGlyphs = (font: fontkit.Font, text: string) =>
  font.layout(text).glyphs.filter((glyph) => glyph.id === 0).length;

const NUMBERS_AND_MONEY = '₹0123456789 ,.-/:()%';

describe.each(FONT_NAMES)('the %s font the documents embed', (name) => {
  const font = fontkit.create(fontBytes(name));

  it('is Noto Sans Devanagari', () => {
    expect(font.postscriptName).toMatch(/^NotoSansDevanagari-/);
  });

  it.each(labelTexts('hi'))('has every glyph of the Hindi label "%s"', (text) => {
    expect(missingGlyphs(font, text)).toBe(0);
  });

  it.each(labelTexts('en'))('has every glyph of the English label "%s"', (text) => {
    expect(missingGlyphs(font, text)).toBe(0);
  });

  it('has the rupee sign, the digits and the punctuation of amounts and dates', () => {
    expect(missingGlyphs(font, NUMBERS_AND_MONEY)).toBe(0);
  });

  it('shapes conjuncts: संपत्ति needs fewer glyphs than it has characters', () => {
    expect(font.layout('संपत्ति').glyphs.length).toBeLessThan([...'संपत्ति'].length);
  });

  it('would notice a missing glyph (Tamil is not in the font)', () => {
    expect(missingGlyphs(font, 'தமிழ்')).toBeGreaterThan(0);
  });
});
