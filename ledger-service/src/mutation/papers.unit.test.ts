// The mutation papers: the acknowledgement and the certificate, pure renderers over MutationPaper.
import * as fontkit from 'fontkit';
import { fontBytes } from '../documents/fonts';
import { pngImageData, printedTexts } from '../documents/testing';
import { qrPng } from '../documents/pdf';
import type { Language } from '../documents';
import { renderAcknowledgementPdf } from './acknowledgementPdf';
import { renderCertificatePdf } from './certificatePdf';
import type { MutationPaper } from './paper';
import { PAPER_LABELS } from './paperLabels';

const paper = (language: Language, over: Partial<MutationPaper> = {}): MutationPaper => ({
  language,
  cityName: 'Nagar Nigam Lucknow',
  mutationId: 'MUT-2026-27-000001',
  status: 'pending',
  requestedAt: '2026-09-15T05:30:00.000Z',
  property: {
    propertyUniqueId: '01001001000000011',
    address: '12, Narhi, Hazratganj',
    zone: 'Zone 1',
    ward: '9 - Maulviganj',
    mohalla: 'Narhi',
  },
  ownerBefore: { name: 'Ram Prasad', fatherOrHusbandName: 'Shyam Prasad' },
  newOwner: { name: 'Sita Devi', fatherOrHusbandName: 'Mohan Lal', mobile: '******1234' },
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
    paidPaise: 0,
    outstandingPaise: 1_100_000,
    waivedPaise: 0,
    refundedPaise: 0,
  },
  payUrl: 'https://ptax.example.in/pay-online-tax/01001001000000011',
  ledgerUrl: 'https://ptax.example.in/ledger/01001001000000011',
  ...over,
});

const approved = (language: Language) =>
  paper(language, {
    status: 'approved',
    decision: {
      decidedAt: '2026-09-20T06:00:00.000Z',
      decidedBy: 'Anil Verma (ADMIN)',
      remarks: 'Registry verified',
    },
    fee: { ...paper(language).fee, paidPaise: 1_100_000, outstandingPaise: 0 },
  });

describe('the mutation acknowledgement', () => {
  it('prints how the fee was worked out: the rate, the cap, the late fine, what is due', async () => {
    const texts = await printedTexts(() => renderAcknowledgementPdf(paper('en')));
    expect(texts).toEqual(
      expect.arrayContaining([
        'MUT-2026-27-000001',
        '1% of the higher value ₹12,00,000.00',
        '₹12,000.00',
        'Limited to',
        '₹10,000.00',
        'Late fine: 10% of the fee (applied more than 3 months after the deed)',
        '₹1,000.00',
        '₹11,000.00',
        '15-09-2026 11:00 IST',
        '1. sale-deed.pdf',
      ]),
    );
  });

  it('carries a QR code to pay the fee online while some is due, and none once paid', async () => {
    const qr = pngImageData(await qrPng(paper('en').payUrl!));
    expect((await renderAcknowledgementPdf(paper('en'))).includes(qr)).toBe(true);
    expect((await renderAcknowledgementPdf(approved('en'))).includes(qr)).toBe(false);
  });

  it('is stamped REJECTED, with the remarks, once rejected', async () => {
    const rejected = paper('hi', {
      status: 'rejected',
      decision: { decidedAt: '2026-09-20T06:00:00.000Z', decidedBy: 'x', remarks: 'विलेख पंजीकृत नहीं है' },
    });
    const texts = await printedTexts(() => renderAcknowledgementPdf(rejected));
    expect(texts.filter((text) => text === 'अस्वीकृत')).toHaveLength(2); // the status field and the stamp
    expect(texts).toContain('विलेख पंजीकृत नहीं है');
  });
});

describe('the mutation certificate', () => {
  it('names both owners, who approved and when, and links to the public ledger', async () => {
    const paperEn = approved('en');
    const texts = await printedTexts(() => renderCertificatePdf(paperEn));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Mutation Certificate',
        'Ram Prasad',
        'Sita Devi',
        'Anil Verma (ADMIN)',
        '20-09-2026 11:30 IST',
      ]),
    );
    expect(
      (await renderCertificatePdf(paperEn)).includes(pngImageData(await qrPng(paperEn.ledgerUrl!))),
    ).toBe(true);
  });

  it('is refused for a mutation that is not approved', async () => {
    await expect(renderCertificatePdf(paper('en'))).rejects.toThrow('is not approved');
  });

  it('prints in Hindi with every glyph in the embedded font', async () => {
    const pdf = await renderCertificatePdf(approved('hi'));
    expect(pdf.toString('latin1')).toContain('+NotoSansDevanagari-');
    const font = fontkit.create(fontBytes('regular'));
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'function'
          ? [value('1', '₹1')]
          : Object.values(value as object).flatMap(strings);
    for (const text of strings(PAPER_LABELS.hi))
      expect([text, font.layout(text).glyphs.filter((glyph) => glyph.id === 0).length]).toEqual([text, 0]);
  });
});
