import { PaymentsTestBed } from '../payments/testing';

let t: PaymentsTestBed;
beforeAll(async () => {
  t = await PaymentsTestBed.start();
});
afterAll(() => t.stop());

describe('GET receipts/lookup (the citizen receipt search)', () => {
  it('finds a receipt typed in small letters or with spaces around it, and answers its own number', async () => {
    const id = await t.propertyOwing(5_000);
    const paid = await t.cash(id, 1_000);
    const number = String(paid.receiptNumber);
    for (const typed of [number.toLowerCase(), `  ${number.toLowerCase()} `, `Rct${number.slice(3)}`]) {
      const found = await t.json(
        'get',
        `/api/receipts/lookup?number=${encodeURIComponent(typed)}`,
        undefined,
        null,
      );
      expect([typed, found.status, found.body.data?.receiptNumber]).toEqual([typed, 200, number]);
    }
    const pdf = await t.bed.http().get(`/api/receipts/${number.toLowerCase()}/pdf?lang=en`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(number);
  });

  it('still answers 404 for a number no receipt has, in any case', async () => {
    const missing = await t.json('get', '/api/receipts/lookup?number=rct-1999-00-000001', undefined, null);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Receipt not found');
  });
});
