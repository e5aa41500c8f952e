import { composePropertyUniqueId } from '@ptax/contracts';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { printedTexts } from '../documents/testing';
import { ADMIN } from '../properties/testing';
import { PaymentsTestBed } from './testing';

let t: PaymentsTestBed;
beforeAll(async () => {
  t = await PaymentsTestBed.start();
});
afterAll(() => t.stop());

const headPosition = async () => (await t.ctx.store.headCheckpoint()).position;

describe('POST transactions (counter payments)', () => {
  it('takes cash, issues a receipt and apportions interest first, then the oldest arrears', async () => {
    const id = await t.property();
    await t.raiseDemand(id, '2025-26', 5_000);
    await t.raiseDemand(id, '2026-27', 10_000, 2_000);
    const paid = await t.cash(id, 1_000);
    // Interest on Rs 5,000 from 31 March to 15 September 2026 (168 days) at 12%: Rs 276.16 -> Rs 276.
    expect(paid).toMatchObject({
      txnId: expect.stringMatching(/^TXN20260915[0-9A-Z]{10}$/),
      receiptNumber: expect.stringMatching(/^RCT-2026-27-\d{6}$/),
      amountPaise: 100_000,
      rebatePaise: 0,
      lines: [
        { kind: 'interest', financialYear: '2025-26', head: 'house', amountPaise: 27_600 },
        { kind: 'arrears', financialYear: '2025-26', head: 'house', amountPaise: 72_400 },
      ],
      receiptUrl: expect.stringMatching(new RegExp(`/api/receipts/RCT-2026-27-\\d{6}/pdf\\?property=${id}$`)),
      verifyUrl: expect.stringMatching(/\/paymentReceipt\?verify=RCT-2026-27-\d{6}\./),
    });
    const list = await t.json('get', `/api/transactions?propertyUniqueId=${id}`);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.data[0]).toMatchObject({
      id: paid.txnId,
      status: 'success',
      posted: true,
      mode: 'cash',
      transactionType: 'Cash',
      interestPaise: 27_600,
      arrearsPaise: 72_400,
      zoneId: t.city.zone1,
      ownerName: 'Ramesh Kumar',
      collectedBy: ADMIN,
      financialYear: '2026-27',
    });
    const receipt = await t.json(
      'get',
      `/api/receipts/lookup?number=${paid.receiptNumber}&property=${id}`,
      undefined,
      null,
    );
    expect(receipt.body.data).toMatchObject({ txnId: paid.txnId, status: 'valid', amountPaise: 100_000 });
    expect(receipt.body.data).not.toHaveProperty('payerMobile');
    const pdf = await t.bed
      .http()
      .get(`/api/receipts/${paid.receiptNumber}/pdf?lang=hi&property=${id}`)
      .buffer(true);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('grants the rebate when one payment clears the year, and leaves nothing owed', async () => {
    const id = await t.property();
    await t.raiseDemand(id, '2026-27', 10_000, 2_000);
    // 5% until 31 December: Rs 500 on house tax and Rs 100 on water tax.
    const paid = await t.cash(id, 11_400);
    expect(paid).toMatchObject({
      rebatePaise: 60_000,
      lines: [
        { kind: 'current', financialYear: '2026-27', head: 'house', amountPaise: 950_000 },
        { kind: 'current', financialYear: '2026-27', head: 'water', amountPaise: 190_000 },
      ],
    });
    expect(await t.owed(id)).toBe(0);
  });

  it("refuses a cheque without its details with the spec's messages, and writes nothing", async () => {
    const id = await t.property();
    const before = await headPosition();
    const cheque = await t.pay(id, { transactionType: 'Cheque', paidAmount: 500 });
    expect(cheque.status).toBe(400);
    expect(cheque.body.errors).toEqual({
      chequeNo: 'Cheque number is required',
      issuerName: 'Issuer name is required',
      ifscCode: 'IFSC code is required',
      instrumentDate: 'Cheque date is required',
    });
    const dd = await t.pay(id, { transactionType: 'DD', paidAmount: 500, issuerName: 'Ramesh' });
    expect(dd.body.errors).toEqual({
      ddNumber: 'DD number is required',
      bankName: 'Bank name is required',
      instrumentDate: 'DD date is required',
    });
    const pos = await t.pay(id, { transactionType: 'POS', paidAmount: 500 });
    expect([pos.status, pos.body.errors]).toEqual([400, { refId: 'Reference ID is required' }]);
    const zero = await t.pay(id, { transactionType: 'Cash', paidAmount: 0 });
    expect(zero.body.errors).toEqual({ paidAmount: 'Paid amount must be more than 0' });
    const neft = await t.pay(id, { transactionType: 'NEFT', paidAmount: 10 });
    expect(neft.body.message).toBe('Transaction type must be Cash, Cheque, DD or POS');
    const nowhere = composePropertyUniqueId({ zoneNo: 9, wardNo: 9, mohallaCode: 9, serial: 9999 });
    const unknown = await t.pay(nowhere, { transactionType: 'Cash', paidAmount: 10 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Property not found']);
    expect(await headPosition()).toBe(before);
  });

  describe('the date of a cheque or DD, as banks pay them (the clock: 15-09-2026 in India)', () => {
    const cheque = {
      transactionType: 'Cheque',
      chequeNo: '004512',
      issuerName: 'Ramesh Kumar',
      ifscCode: 'SBIN0001234',
      paidAmount: 500,
    };
    const dd = {
      transactionType: 'DD',
      ddNumber: 'DD778',
      bankName: 'State Bank of India',
      issuerName: 'Ramesh Kumar',
      paidAmount: 500,
    };

    it('refuses a stale cheque (dated more than three months ago) and a post-dated DD, writing nothing', async () => {
      const id = await t.property();
      const before = await headPosition();
      const stale = await t.pay(id, { ...cheque, instrumentDate: '2026-06-14' });
      expect([stale.status, stale.body.errors]).toEqual([
        400,
        {
          instrumentDate:
            'This cheque is stale: it is dated more than three months ago, and banks do not pay it',
        },
      ]);
      const postDated = await t.pay(id, { ...dd, instrumentDate: '2026-09-16' });
      expect([postDated.status, postDated.body.errors]).toEqual([
        400,
        { instrumentDate: 'This DD is post-dated: its date is after today. It can be taken from its date' },
      ]);
      const noDay = await t.pay(id, { ...dd, instrumentDate: '31-08-2026' });
      expect([noDay.status, noDay.body.errors]).toEqual([400, { instrumentDate: 'Enter a valid date' }]);
      expect(await headPosition()).toBe(before);
    });

    it('takes one dated today or three months back, keeps the date and prints it on the receipt', async () => {
      const id = await t.property();
      const today = await t.pay(id, { ...dd, instrumentDate: '2026-09-15' });
      expect(today.status).toBe(201);
      const oldest = await t.pay(id, { ...cheque, instrumentDate: '2026-06-15' });
      expect(oldest.status).toBe(201);
      const list = await t.json('get', `/api/transactions?propertyUniqueId=${id}`);
      const byTxn = new Map(list.body.data.map((row: { txnId: string }) => [row.txnId, row]));
      expect(byTxn.get(oldest.body.data.txnId)).toMatchObject({
        instrument: { chequeNo: '004512', instrumentDate: '2026-06-15' },
      });
      const printed = await printedTexts(async () => {
        const pdf = await t.bed
          .http()
          .get(`/api/receipts/${oldest.body.data.receiptNumber}/pdf?property=${id}`)
          .buffer(true);
        expect(pdf.status).toBe(200);
        return pdf.body as Buffer;
      });
      expect(printed).toEqual(expect.arrayContaining(['Cheque date', '15-06-2026']));
    });
  });

  it('takes a POS payment with the terminal approval code', async () => {
    const id = await t.property();
    const paid = await t.pay(id, { transactionType: 'POS', paidAmount: 250.5, refId: 'APPR4411' });
    expect(paid.status).toBe(201);
    const list = await t.json('get', `/api/transactions/pos?propertyUniqueId=${id}`);
    expect(list.body.data[0]).toMatchObject({
      mode: 'pos',
      transactionType: 'POS',
      amountPaise: 25_050,
      advancePaise: 25_050,
      instrument: { refId: 'APPR4411' },
    });
  });

  it('needs a login, and a nagar nigam login to review', async () => {
    const id = await t.property();
    expect((await t.pay(id, { transactionType: 'Cash', paidAmount: 1 }, null)).status).toBe(401);
    expect((await t.json('get', '/api/transactions', undefined, null)).status).toBe(401);
    const approve = await t.json('patch', '/api/transactions/approve/TXN1', {}, DEMO_OPERATOR.email);
    expect(approve.status).toBe(403);
    const shift = await t.json('patch', '/api/transactions/shiftPayment', {}, 'jalkal@nagarnigam.demo');
    expect(shift.status).toBe(403);
    expect((await t.json('get', '/api/transactions/pos', undefined, DEMO_OPERATOR.email)).status).toBe(403);
  });

  it("keeps an official limited to a ward to that ward's properties", async () => {
    const limited = await t.bed.wardLimitedOfficial(
      'ward1.clerk@nagarnigam.demo',
      t.city.zone1,
      t.city.ward1,
    );
    const elsewhere = await t.propertyElsewhere();
    const before = await headPosition();
    const refused = await t.bed
      .http()
      .post('/api/transactions')
      .set('Authorization', limited)
      .send({ propertyUniqueId: elsewhere, transactionType: 'Cash', type: 'Property Tax', paidAmount: 100 });
    expect([refused.status, refused.body.message]).toEqual([403, 'This zone is outside your access']);
    expect(await headPosition()).toBe(before);
    await t.cash(elsewhere, 100);
    const list = await t.bed.http().get('/api/transactions?limit=100').set('Authorization', limited);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((row: { wardId: string }) => row.wardId === t.city.ward1)).toBe(true);
  });

  it('lands 50 concurrent cash payments on one property, each with its own receipt number', async () => {
    const id = await t.property();
    await t.raiseDemand(id, '2026-27', 100_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => t.pay(id, { transactionType: 'Cash', paidAmount: 100 })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const numbers = new Set(responses.map((response) => response.body.data.receiptNumber));
    expect(numbers.size).toBe(50);
    expect(await t.paidOn(id)).toBe(50 * 10_000);
    const list = await t.json('get', `/api/transactions?propertyUniqueId=${id}&limit=100`);
    expect(list.body.total).toBe(50);
  }, 60_000);
});
