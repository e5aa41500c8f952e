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

  it('stamps a cancelled receipt CANCELLED in English and रद्द in Hindi (as the receipt page says)', async () => {
    const english = await printedTexts(() => renderReceiptPdf(exampleReceipt('en', { status: 'cancelled' })));
    expect(english.filter((text) => text === 'CANCELLED')).toHaveLength(2); // the status field and the stamp
    const hindi = await printedTexts(() => renderReceiptPdf(exampleReceipt('hi', { status: 'cancelled' })));
    expect(hindi.filter((text) => text === 'रद्द')).toHaveLength(2);
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

  it('says a cheque counts subject to realisation, with no stamp and never "Valid"', async () => {
    const texts = await printedTexts(() => renderReceiptPdf(exampleReceipt('en', { status: 'realising' })));
    expect(texts.filter((text) => text === 'Counted, subject to realisation')).toHaveLength(1);
    expect(texts).toContain(
      'Counted, subject to realisation: this cheque or DD counts towards the dues of the property shown now. If the bank does not pay it, the amount is put back on the dues.',
    );
    expect(texts).not.toContain('Valid');
  });

  it('stamps a bounced cheque and shows its reversal, in English and Hindi', async () => {
    const bounced = { status: 'bounced' as const, bouncedAt: '2026-07-20T06:00:00Z' };
    const english = await printedTexts(() => renderReceiptPdf(exampleReceipt('en', bounced)));
    expect(english.filter((text) => text === 'BOUNCED')).toHaveLength(2);
    expect(english).toContain('Bounced on 20-07-2026: ₹24,342.46 put back on the dues.');
    const hindi = await printedTexts(() => renderReceiptPdf(exampleReceipt('hi', bounced)));
    expect(hindi.filter((text) => text === 'अनादरित')).toHaveLength(2);
    expect(hindi).toContain('20-07-2026 को अनादरित: ₹24,342.46 फिर से बकाया में जोड़े गए।');
  });

  it('prints the date of a cheque', async () => {
    const texts = await printedTexts(() =>
      renderReceiptPdf(
        exampleReceipt('hi', { instrument: { chequeNo: '004512', instrumentDate: '2026-07-10' } }),
      ),
    );
    expect(texts).toEqual(expect.arrayContaining(['चेक की तिथि', '10-07-2026']));
  });

  describe('a shifted payment', () => {
    const move = {
      fromPropertyUniqueId: 'LKO-Z2-W14-004521',
      toPropertyUniqueId: 'LKO-Z2-W14-004522',
      at: '2026-08-02T06:30:00Z',
      by: 'clerk@nagarnigam.demo',
      requestedBy: 'Ram Prasad Sharma',
      reason: 'Paid against the wrong house',
    };

    it('says on the old property where the money went, when, by whom and why, stamped SHIFTED', async () => {
      const texts = await printedTexts(() =>
        renderReceiptPdf(exampleReceipt('en', { status: 'shifted', shift: { out: move } })),
      );
      expect(texts).toEqual(
        expect.arrayContaining([
          'SHIFTED',
          'Payment shifted between properties',
          'Shifted from this property to property LKO-Z2-W14-004522 on 02-08-2026 12:00 IST by clerk@nagarnigam.demo, at the request of Ram Prasad Sharma. It no longer counts for this property.',
          'Reason: Paid against the wrong house',
        ]),
      );
    });

    it('says on the new property where the money came from, in Hindi, without a stamp', async () => {
      const texts = await printedTexts(() => renderReceiptPdf(exampleReceipt('hi', { shift: { in: move } })));
      expect(texts).toEqual(
        expect.arrayContaining([
          'यह भुगतान 02-08-2026 12:00 IST को clerk@nagarnigam.demo द्वारा, Ram Prasad Sharma के अनुरोध पर, संपत्ति LKO-Z2-W14-004521 से इस संपत्ति पर स्थानांतरित किया गया।',
          'कारण: Paid against the wrong house',
        ]),
      );
      expect(texts).not.toContain('स्थानांतरित');
    });
  });
});
