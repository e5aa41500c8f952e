import { renderBillPdf } from './bill';
import { exampleBill, pageCount, printedTexts } from './testing';
import type { BillYear } from './types';

describe('the demand bill', () => {
  it.each(['en', 'hi'] as const)('is a PDF with the Devanagari font embedded (%s)', async (language) => {
    const pdf = await renderBillPdf(exampleBill(language));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('+NotoSansDevanagari-Regular');
    expect(pdf.toString('latin1')).toContain('+NotoSansDevanagari-Bold');
  });

  it('gives the same bytes for the same bill', async () => {
    const first = await renderBillPdf(exampleBill('hi'));
    const second = await renderBillPdf(exampleBill('hi'));
    expect(second.equals(first)).toBe(true);
    const reissued = await renderBillPdf(exampleBill('hi', { issuedOn: '2026-04-02' }));
    expect(reissued.equals(first)).toBe(false);
  });

  it('prints the labels of its language, amounts in Indian grouping and dates as DD-MM-YYYY', async () => {
    const hindi = await printedTexts(() => renderBillPdf(exampleBill('hi')));
    expect(hindi).toEqual(expect.arrayContaining(['लखनऊ नगर निगम', 'संपत्ति कर माँग पत्र', 'शुद्ध देय राशि']));
    expect(hindi).toEqual(expect.arrayContaining(['₹24,342.46', '- ₹1,482.30', '01-04-2026', '31-03-2027']));
    const english = await printedTexts(() => renderBillPdf(exampleBill('en')));
    expect(english).toEqual(
      expect.arrayContaining(['Lucknow Nagar Nigam', 'Net amount payable', '₹24,342.46']),
    );
    expect(english).not.toContain('शुद्ध देय राशि');
  });

  it('leaves out the heads a year has nothing on', async () => {
    const houseOnly: BillYear = {
      ...exampleBill('en').years[1],
      demand: { housePaise: 729000, waterPaise: 0, sewerPaise: 0 },
      balance: { housePaise: 729000, waterPaise: 0, sewerPaise: 0 },
    };
    const texts = await printedTexts(() => renderBillPdf(exampleBill('en', { years: [houseOnly] })));
    expect(texts).toContain('House tax');
    expect(texts).not.toContain('Water tax');
  });

  it('carries a long history onto a second page, repeating the table header', async () => {
    const year = exampleBill('en').years[0];
    const years = Array.from({ length: 14 }, (_, i) => ({ ...year, financialYear: `${2012 + i}-${13 + i}` }));
    const bill = exampleBill('en', { years });
    expect(pageCount(await renderBillPdf(bill))).toBe(2);
    const headers = (await printedTexts(() => renderBillPdf(bill))).filter((text) => text === 'Tax head');
    expect(headers).toHaveLength(2);
  });
});
