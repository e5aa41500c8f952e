import { qrPng } from './pdf';
import { renderReceiptPdf } from './receipt';
import { exampleReceipt, pngImageData, printedTexts } from './testing';

describe('the payment receipt', () => {
  it('is a PDF with the Devanagari font embedded', async () => {
    const pdf = await renderReceiptPdf(exampleReceipt('hi'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('+NotoSansDevanagari-');
  });

  it('gives the same bytes for the same receipt', async () => {
    const first = await renderReceiptPdf(exampleReceipt('en'));
    expect((await renderReceiptPdf(exampleReceipt('en'))).equals(first)).toBe(true);
  });

  it('embeds the QR code of its verification address, and no other', async () => {
    const receipt = exampleReceipt('en');
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.includes(pngImageData(await qrPng(receipt.verifyUrl)))).toBe(true);
    expect(pdf.includes(pngImageData(await qrPng(`${receipt.verifyUrl}x`)))).toBe(false);
    expect(await printedTexts(() => renderReceiptPdf(receipt))).toContain(receipt.verifyUrl);
  });

  it('stamps a cancelled receipt CANCELLED in English and निरस्त in Hindi', async () => {
    const english = await printedTexts(() => renderReceiptPdf(exampleReceipt('en', { status: 'cancelled' })));
    expect(english.filter((text) => text === 'CANCELLED')).toHaveLength(2); // the status field and the stamp
    const hindi = await printedTexts(() => renderReceiptPdf(exampleReceipt('hi', { status: 'cancelled' })));
    expect(hindi.filter((text) => text === 'निरस्त')).toHaveLength(2);
  });

  it('does not stamp a valid receipt', async () => {
    const texts = await printedTexts(() => renderReceiptPdf(exampleReceipt('en')));
    expect(texts).toContain('Valid');
    expect(texts).not.toContain('CANCELLED');
  });

  it('prints the payment time in IST, the mode in Hindi and the amount paid', async () => {
    const texts = await printedTexts(() => renderReceiptPdf(exampleReceipt('hi', { mode: 'Cash' })));
    expect(texts).toEqual(expect.arrayContaining(['15-07-2026 10:32 IST', 'नकद', '₹24,342.46', '₹1,482.30']));
  });
});
