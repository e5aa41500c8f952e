// Every PDF the service prints, in English and Hindi, with every glyph in the embedded font: a
// character the font lacks would print as an empty box. The documents' text writer (pdf.ts) refuses
// such a text in tests, and this test reads back what each paper wrote and checks it again.
import * as fontkit from 'fontkit';
import {
  COLLECTION_TABLES,
  DCB_TABLES,
  formatExactPaise,
  PROPERTY_REPORT_TABLES,
  type ReportTable,
} from '@ptax/contracts';
import { renderAcknowledgementPdf } from '../mutation/acknowledgementPdf';
import { renderCertificatePdf } from '../mutation/certificatePdf';
import type { MutationPaper } from '../mutation/paper';
import { reportPdf } from '../reports/reportPdf';
import { renderBillPdf } from './bill';
import { corporationNames } from './cityName';
import { FONT_NAMES, fontBytes } from './fonts';
import { renderNoticesPdf } from './notice';
import { MissingGlyphError, missingGlyphs, startDocument, toBuffer } from './pdf';
import { renderReceiptPdf } from './receipt';
import { exampleBill, exampleReceipt, printedTexts } from './testing';
import type { Language } from './types';

const fonts = FONT_NAMES.map(
  (name) =>
    fontkit.create(fontBytes(name)) as unknown as fontkit.Font & {
      hasGlyphForCodePoint(codePoint: number): boolean;
    },
);

const CITY = corporationNames('Nagar Nigam Lucknow');

/** The tax engine's explanation prints a fraction of a paisa as '≈₹…' (contracts formatExactPaise). */
const explanation = (language: Language) => {
  const gross = formatExactPaise({ n: 7_290_005n, d: 10n });
  return language === 'hi'
    ? [`गृह कर: 15% x ₹48,600.00 = ${gross} -> ₹7,290.00 (आधा ऊपर पूर्णांकित)`]
    : [`House tax: 15% x ₹48,600.00 = ${gross} -> ₹7,290.00 (rounded half-up)`];
};

const bill = (language: Language) =>
  exampleBill(language, {
    cityName: CITY,
    explanation: explanation(language),
    property: {
      ...exampleBill(language).property,
      address: language === 'hi' ? 'के-760, खरिका, वार्ड 3, लखनऊ' : 'K-760, Kharika, Ward 3, Lucknow',
    },
  });

const receipts = (language: Language) =>
  (['valid', 'cancelled', 'rejected', 'shifted'] as const).map((status) =>
    exampleReceipt(language, {
      cityName: CITY,
      status,
      mode: 'Cheque',
      lines: [
        {
          label: language === 'hi' ? 'ब्याज - गृह कर' : 'Interest - House tax',
          financialYear: '2025-26',
          amountPaise: 117876,
        },
        {
          label: language === 'hi' ? 'बकाया - जल कर' : 'Arrears - Water tax',
          financialYear: '2025-26',
          amountPaise: 229000,
        },
        {
          label: language === 'hi' ? 'चालू वर्ष - गृह कर' : 'Current year - House tax',
          financialYear: '2026-27',
          amountPaise: 656100,
        },
      ],
    }),
  );

const paper = (language: Language): MutationPaper => ({
  language,
  cityName: CITY[language],
  mutationId: 'MUT-2026-27-000001',
  status: 'approved',
  requestedAt: '2026-09-15T05:30:00.000Z',
  property: {
    propertyUniqueId: '01001001000000011',
    address: '12, Narhi, Hazratganj',
    zone: language === 'hi' ? 'ज़ोन 1' : 'Zone 1',
    ward: '9 - Maulviganj',
    mohalla: 'Narhi',
  },
  ownerBefore: { name: 'Ram Prasad', fatherOrHusbandName: 'Shyam Prasad' },
  newOwner: { name: 'Sita Devi', fatherOrHusbandName: 'Mohan Lal', mobile: '******1234', houseNumber: '12' },
  reason: language === 'hi' ? 'विक्रय' : 'Sale',
  deedNumber: 'LKO/REG/2026/4411',
  deedDate: '2026-05-20',
  documentValuePaise: 110_000_000,
  marketValuePaise: 120_000_000,
  documents: ['sale-deed.pdf'],
  fee: {
    computation: {
      feeTableVersion: 1,
      reason: 'sale',
      valuePaise: 120_000_000,
      basisPoints: 100,
      capPaise: 1_000_000,
      byRatePaise: 1_200_000,
      feePaise: 1_000_000,
      late: true,
      lateAfterMonths: 3,
      lateFineBasisPoints: 1000,
      lateFinePaise: 100_000,
      amountPaise: 1_100_000,
    },
    paidPaise: 1_100_000,
    outstandingPaise: 0,
    waivedPaise: 0,
    refundedPaise: 0,
  },
  decision: {
    decidedAt: '2026-09-20T06:00:00.000Z',
    decidedBy: 'Anil Verma (ADMIN)',
    remarks: 'Registry verified',
  },
  payUrl: 'https://ptax.example.in/pay-online-tax/01001001000000011',
  ledgerUrl: 'https://ptax.example.in/ledger/01001001000000011',
});

/** A row with a value of each column's kind: names, rupees, counts, days, months, percentages. */
const sampleRow = (table: ReportTable, language: Language) => {
  const row: Record<string, unknown> = {};
  for (const column of table.columns) {
    const value = {
      text: language === 'hi' ? 'ज़ोन 1 - हज़रतगंज' : 'Zone 1 - Hazratganj',
      paise: 1_23_45_678_90,
      count: 12_345,
      date: '2026-11-26',
      month: '2026-11',
      percent: 42.5,
    }[column.kind];
    let at = row;
    const parts = column.key.split('.');
    parts.slice(0, -1).forEach((part) => (at = (at[part] ??= {}) as Record<string, unknown>));
    at[parts.at(-1)!] = value;
  }
  return row;
};

const REPORTS: ReportTable[] = [
  ...Object.values(COLLECTION_TABLES),
  ...Object.values(DCB_TABLES),
  ...Object.values(PROPERTY_REPORT_TABLES),
];

const PAPERS: [string, (language: Language) => Promise<Buffer>][] = [
  ['the demand bill', (language) => renderBillPdf(bill(language))],
  ...(['valid', 'cancelled', 'rejected', 'shifted'] as const).map(
    (status, index) =>
      [`the ${status} receipt`, (language: Language) => renderReceiptPdf(receipts(language)[index])] as [
        string,
        (language: Language) => Promise<Buffer>,
      ],
  ),
  ...(['demand', 'recovery'] as const).map(
    (noticeType) =>
      [
        `the ${noticeType} notice`,
        async (language: Language) =>
          (
            await renderNoticesPdf(
              [
                {
                  noticeType,
                  bill: bill(language),
                  actSection: language === 'hi' ? 'अधिनियम की धारा 505' : 'Section 505 of the Act',
                },
              ],
              new Date('2026-07-15T10:00:00+05:30'),
            )
          ).pdf,
      ] as [string, (language: Language) => Promise<Buffer>],
  ),
  [
    'the mutation acknowledgement',
    (language) => renderAcknowledgementPdf({ ...paper(language), status: 'pending', decision: undefined }),
  ],
  ['the mutation certificate', (language) => renderCertificatePdf(paper(language))],
  ...REPORTS.map(
    (table) =>
      [
        `the report "${table.title.en}"`,
        (language: Language) =>
          reportPdf(
            {
              table,
              language,
              cityName: CITY[language],
              filters: [language === 'hi' ? 'वित्तीय वर्ष: 2026-27' : 'Financial year: 2026-27'],
              rows: [sampleRow(table, language)],
              totals: sampleRow(table, language),
              totalLabel: language === 'hi' ? 'कुल' : 'Total',
            },
            '26-11-2026',
            new Date('2026-11-26T10:00:00+05:30'),
          ),
      ] as [string, (language: Language) => Promise<Buffer>],
  ),
];

describe.each(['en', 'hi'] as const)('every paper in %s', (language) => {
  it.each(PAPERS)('%s prints every character with a glyph of the embedded font', async (_, render) => {
    const texts = await printedTexts(() => render(language));
    expect(texts.length).toBeGreaterThan(5);
    const missing = texts.flatMap((text) => fonts.flatMap((font) => missingGlyphs(font, text)));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('the documents’ text writer', () => {
  it('refuses in tests a text with a character the font has no glyph for', async () => {
    const doc = startDocument('probe', new Date('2026-11-26T00:00:00Z'));
    expect(() => doc.font('regular').text('தமிழ்')).toThrow(MissingGlyphError);
    expect(() => doc.font('bold').text('✓ paid')).toThrow(/U\+2713/);
    await toBuffer(doc);
  });

  it('prints the approximately sign of the tax explanation as "~", which the font has', async () => {
    const texts = await printedTexts(() => renderBillPdf(bill('hi')));
    expect(texts.some((text) => text.includes('~₹7,290.00'))).toBe(true);
    expect(texts.some((text) => text.includes('≈'))).toBe(false);
  });

  it('prints the Hindi papers under the corporation’s Hindi name', async () => {
    expect(await printedTexts(() => renderBillPdf(bill('hi')))).toContain('नगर निगम लखनऊ');
    expect(await printedTexts(() => renderReceiptPdf(receipts('hi')[0]))).toContain('नगर निगम लखनऊ');
    expect(await printedTexts(() => renderCertificatePdf(paper('hi')))).toContain('नगर निगम लखनऊ');
  });
});

describe('the corporation’s name in each language', () => {
  it('is the city master’s name in English and the Hindi name of a Nagar Nigam of Uttar Pradesh', () => {
    expect(corporationNames('Nagar Nigam Lucknow')).toEqual({
      en: 'Nagar Nigam Lucknow',
      hi: 'नगर निगम लखनऊ',
    });
    expect(corporationNames('Kanpur Nagar Nigam').hi).toBe('नगर निगम कानपुर');
    expect(corporationNames('Nagar Nigam Mathura Vrindavan').hi).toBe('नगर निगम मथुरा-वृंदावन');
    expect(corporationNames('Nagar Nigam').hi).toBe('नगर निगम');
  });
});
