import PDFDocument from 'pdfkit';
import type { BillDocument, HeadAmounts, Language, ReceiptDocument } from './types';

// Fixtures and probes of the documents' tests (and of a sample script to look at the pages).

const heads = (housePaise: number, waterPaise: number, sewerPaise: number): HeadAmounts => ({
  housePaise,
  waterPaise,
  sewerPaise,
});
const NONE = heads(0, 0, 0);
const CITY = { en: 'Lucknow Nagar Nigam', hi: 'लखनऊ नगर निगम' };

export const exampleBill = (language: Language, overrides: Partial<BillDocument> = {}): BillDocument => ({
  language,
  cityName: CITY,
  billNumber: 'B-2026-000123',
  financialYear: '2026-27',
  issuedOn: '2026-04-01',
  dueDate: '2027-03-31',
  property: {
    propertyUniqueId: 'LKO-Z2-W14-004521',
    ownerName: language === 'hi' ? 'राम प्रसाद शर्मा' : 'Ram Prasad Sharma',
    fatherOrHusbandName: language === 'hi' ? 'श्याम लाल शर्मा' : 'Shyam Lal Sharma',
    address:
      language === 'hi' ? '12/345, विभूति खंड, गोमती नगर, लखनऊ 226010' : '12/345, Vibhuti Khand, Gomti Nagar',
    zone: language === 'hi' ? 'ज़ोन 2' : 'Zone 2',
    ward: language === 'hi' ? 'वार्ड 14 - इंदिरा नगर' : 'Ward 14 - Indira Nagar',
    mohalla: language === 'hi' ? 'विभूति खंड' : 'Vibhuti Khand',
    arvPaise: 4860000,
  },
  years: [
    {
      financialYear: '2025-26',
      kind: 'arrears',
      demand: heads(729000, 607500, 145800),
      paid: heads(500000, 0, 0),
      interest: heads(27480, 72900, 17496),
      balance: heads(229000, 607500, 145800),
    },
    {
      financialYear: '2026-27',
      kind: 'current',
      demand: heads(729000, 607500, 145800),
      paid: NONE,
      interest: NONE,
      balance: heads(729000, 607500, 145800),
    },
  ],
  totals: {
    arrearsPaise: 982300,
    interestPaise: 117876,
    currentPaise: 1482300,
    rebatePaise: 148230,
    advancePaise: 0,
    netPayablePaise: 2434246,
  },
  rebateNote:
    language === 'hi'
      ? 'चालू वर्ष का पूरा कर 31-07-2026 तक जमा करने पर 10% छूट।'
      : "10% rebate on the current year's tax if paid in full by 31-07-2026.",
  explanation: ['ARV = 800 sq ft x ₹7.50 x 12 x 0.675 = ₹48,600', 'House tax = 15% of ₹48,600 = ₹7,290'],
  payOnlineUrl: 'https://ptax.example.in/pay/LKO-Z2-W14-004521',
  ...overrides,
});

export const exampleReceipt = (
  language: Language,
  overrides: Partial<ReceiptDocument> = {},
): ReceiptDocument => ({
  language,
  cityName: CITY,
  receiptNumber: 'R-2026-004711',
  txnId: 'TXN-9f3c2a71',
  paidAt: '2026-07-15T05:02:00Z',
  mode: 'Cheque',
  payerName: 'Ram Prasad Sharma',
  instrument: { chequeNo: '004512', bankName: 'State Bank of India', issuerName: 'Ram Prasad Sharma' },
  property: {
    propertyUniqueId: 'LKO-Z2-W14-004521',
    ownerName: 'Ram Prasad Sharma',
    address: '12/345, Gomti Nagar',
  },
  amountPaise: 2434246,
  lines: [
    { label: 'Interest on arrears', financialYear: '2025-26', amountPaise: 117876 },
    { label: 'Arrears: house tax', financialYear: '2025-26', amountPaise: 229000 },
    { label: 'Current: house tax', financialYear: '2026-27', amountPaise: 656100 },
  ],
  rebatePaise: 148230,
  status: 'valid',
  verifyUrl: 'https://ptax.example.in/verify/R-2026-004711?c=8f2a91',
  ...overrides,
});

/** The strings a render wrote with doc.text (the PDF itself holds glyph ids, not text). */
export async function printedTexts(render: () => Promise<Buffer>): Promise<string[]> {
  const text = jest.spyOn(PDFDocument.prototype, 'text');
  try {
    await render();
    return text.mock.calls.map((call) => String(call[0]));
  } finally {
    text.mockRestore();
  }
}

/** The compressed image data of a PNG (its IDAT chunks), which pdfkit copies into the PDF as is. */
export function pngImageData(png: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(chunks);
}

/** How many pages a PDF has (pdfkit writes '/Type /Page' once per page object). */
export const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
