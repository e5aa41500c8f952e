import * as fontkit from 'fontkit';
import { FONT_NAMES, fontBytes } from './fonts';
import { renderNoticesPdf } from './notice';
import { NOTICE_LABELS } from './noticeLabels';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { drawQr, startDocument } from './pdf';
import { exampleBill, printedTexts } from './testing';
import type { Language, NoticeDocument } from './types';

const SECTION = { en: 'Section 505 of the Act', hi: 'अधिनियम की धारा 505' };

const notice = (language: Language, n: number, overrides: Partial<NoticeDocument> = {}): NoticeDocument => ({
  noticeType: 'demand',
  bill: exampleBill(language, {
    billNumber: `DN-2026-27-${String(n).padStart(6, '0')}`,
    issuedOn: '2026-07-15',
    dueDate: '2026-07-30',
    explanation: undefined,
    payOnlineUrl: `https://ptax.example.in/pay-online-tax/PROPERTY${n}`,
  }),
  ...overrides,
});

const WHEN = new Date('2026-07-15T10:00:00+05:30');
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('a part of bulk notices', () => {
  it('prints each notice on its own page, and says how many pages the part has', async () => {
    const { pdf, pages } = await renderNoticesPdf(
      [1, 2, 3].map((n) => notice('en', n)),
      WHEN,
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toBe(3);
    expect(pageCount(pdf)).toBe(3);
  });

  it("draws each notice's QR code of its property's payment page, module for module", async () => {
    const url = 'https://ptax.example.in/pay-online-tax/PROPERTY7';
    const rect = jest.spyOn(PDFDocument.prototype, 'rect');
    try {
      const cell = drawQr(startDocument('QR', WHEN), url, 100, 200, 92);
      const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
      const drawn = Array.from({ length: modules.size }, () => Array<boolean>(modules.size).fill(false));
      for (const [x, y, width] of rect.mock.calls as number[][]) {
        const row = Math.round((y - 200) / cell) - 1;
        const first = Math.round((x - 100) / cell) - 1;
        for (let column = first; column < first + Math.round(width / cell); column++)
          drawn[row][column] = true;
      }
      const expected = Array.from({ length: modules.size }, (_, row) =>
        Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
      );
      expect(drawn).toEqual(expected);
    } finally {
      rect.mockRestore();
    }
    const texts = await printedTexts(async () => (await renderNoticesPdf([notice('en', 7)], WHEN)).pdf);
    expect(texts).toContain('https://ptax.example.in/pay-online-tax/PROPERTY7');
  });

  it('prints the number, the pay-by date and the amount of each notice, and names it in the footer', async () => {
    const texts = await printedTexts(async () => (await renderNoticesPdf([notice('en', 7)], WHEN)).pdf);
    expect(texts).toEqual(expect.arrayContaining(['DN-2026-27-000007', '30-07-2026', '15-07-2026']));
    expect(texts.some((text) => text.includes('Please pay ₹24,342.46 by 30-07-2026'))).toBe(true);
    expect(texts.some((text) => text.includes('DN-2026-27-000007    Page 1 / 1'))).toBe(true);
  });

  it('prints a recovery notice in Hindi, citing the section of the Act', async () => {
    const recovery = notice('hi', 1, { noticeType: 'recovery', actSection: SECTION.hi });
    const texts = await printedTexts(async () => (await renderNoticesPdf([recovery], WHEN)).pdf);
    expect(texts).toContain('संपत्ति कर वसूली नोटिस');
    expect(texts.some((text) => text.startsWith('अधिनियम की धारा 505 के अंतर्गत नोटिस।'))).toBe(true);
    expect(texts).toContain('₹24,342.46');
  });

  it('lets a notice with many years run over, and counts its pages', async () => {
    const year = exampleBill('en').years[0];
    const years = Array.from({ length: 30 }, (_, i) => ({
      ...year,
      financialYear: `${1990 + i}-${String((91 + i) % 100).padStart(2, '0')}`,
    }));
    const long = notice('en', 1, { bill: { ...notice('en', 1).bill, years } });
    const { pdf, pages } = await renderNoticesPdf([long, notice('en', 2)], WHEN);
    expect(pages).toBeGreaterThan(2);
    expect(pageCount(pdf)).toBe(pages);
  });

  it('refuses to make a PDF of no notices', async () => {
    await expect(renderNoticesPdf([], WHEN)).rejects.toThrow(RangeError);
  });
});

describe.each(FONT_NAMES)('the %s font and the notice texts', (name) => {
  const font = fontkit.create(fontBytes(name));
  const missing = (language: Language) => {
    const N = NOTICE_LABELS[language];
    const words = {
      amount: '₹1,23,456.78',
      payBy: '30-07-2026',
      noticeDate: '15-07-2026',
      section: SECTION[language],
    };
    const texts = [...Object.values(N.titles), N.noticeNumber, N.noticeDate, N.payBy, N.demand(words)];
    texts.push(N.recovery(words), N.alreadyPaid, N.footer);
    return texts.filter((text) => font.layout(text).glyphs.some((glyph) => glyph.id === 0));
  };
  it('has every glyph of the Hindi notice', () => expect(missing('hi')).toEqual([]));
  it('has every glyph of the English notice', () => expect(missing('en')).toEqual([]));
});
