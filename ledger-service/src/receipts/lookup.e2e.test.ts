import { PaymentsTestBed } from '../payments/testing';
import { ADMIN } from '../properties/testing';

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
        `/api/receipts/lookup?number=${encodeURIComponent(typed)}&property=${id.toLowerCase()}`,
        undefined,
        null,
      );
      expect([typed, found.status, found.body.data?.receiptNumber]).toEqual([typed, 200, number]);
    }
    const pdf = await t.bed
      .http()
      .get(`/api/receipts/${number.toLowerCase()}/pdf?lang=en&property=${id}`)
      .buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(number);
  });

  it('still answers 404 for a number no receipt has, in any case', async () => {
    const missing = await t.json(
      'get',
      `/api/receipts/lookup?number=rct-1999-00-000001&property=${await t.property()}`,
      undefined,
      null,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Receipt not found');
  });
});

describe('a receipt is shown publicly only to someone holding more than its sequential number', () => {
  const publicly = (path: string) => t.json('get', path, undefined, null);
  const pdf = async (path: string, email: string | null = null) => {
    const call = t.bed.http().get(path).buffer(true);
    return email ? call.set('Authorization', await t.bed.as(email)) : call;
  };

  it('asks an anonymous caller for the property id, whether or not the number exists', async () => {
    const id = await t.propertyOwing(5_000);
    const number = String((await t.cash(id, 1_000)).receiptNumber);
    for (const asked of [number, 'RCT-1999-00-000001']) {
      const lookup = await publicly(`/api/receipts/lookup?number=${asked}`);
      const file = await pdf(`/api/receipts/${asked}/pdf`);
      expect([lookup.status, lookup.body]).toEqual([
        400,
        { status: 400, message: 'Property ID is required', errors: { property: 'Property ID is required' } },
      ]);
      expect([file.status, file.body.message]).toEqual([400, 'Property ID is required']);
    }
  });

  it('answers a wrong property id or code exactly as a number no receipt has', async () => {
    const id = await t.propertyOwing(5_000);
    const other = await t.property();
    const paid = await t.cash(id, 1_000);
    const number = String(paid.receiptNumber);
    const refused = [
      `number=${number}&property=${other}`,
      `number=${number}&code=${encodeURIComponent(`${number}.AAAAAAAAAAAAAAAAAAAAAA`)}`,
      `number=RCT-1999-00-000001&property=${other}`,
    ];
    for (const query of refused) {
      const lookup = await publicly(`/api/receipts/lookup?${query}`);
      expect([query, lookup.status, lookup.body]).toEqual([
        query,
        404,
        { status: 404, message: 'Receipt not found' },
      ]);
      const [asked, proof] = query.split('&');
      const file = await pdf(`/api/receipts/${asked.slice('number='.length)}/pdf?${proof}`);
      expect([query, file.status, file.body.message]).toEqual([query, 404, 'Receipt not found']);
    }
  });

  it('finds and prints the receipt with its property id or its QR code, and for staff by number alone', async () => {
    const id = await t.propertyOwing(5_000);
    const number = String((await t.cash(id, 1_000)).receiptNumber);
    const withProperty = await publicly(`/api/receipts/lookup?number=${number}&property=${id}`);
    expect(withProperty.status).toBe(200);
    const code = new URL(withProperty.body.data.verifyUrl).searchParams.get('verify') ?? '';
    const withCode = await publicly(`/api/receipts/lookup?number=${number}&code=${encodeURIComponent(code)}`);
    expect(withCode.body.data?.receiptNumber).toBe(number);
    // The PDF address the answer gives works as it is, without signing in.
    const pdfUrl = new URL(withProperty.body.data.pdfUrl);
    const printed = await pdf(pdfUrl.pathname + pdfUrl.search);
    expect([printed.status, printed.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf(`/api/receipts/${number}/pdf?code=${encodeURIComponent(code)}`)).status).toBe(200);
    expect((await pdf(`/api/receipts/${number}/pdf`, ADMIN)).status).toBe(200);
    expect((await t.json('get', `/api/receipts/lookup?number=${number}`)).status).toBe(200);
  });
});
