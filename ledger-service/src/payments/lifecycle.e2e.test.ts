import { printedTexts } from '../documents/testing';
import { ADMIN } from '../properties/testing';
import { PaymentsTestBed } from './testing';

/** The API call behind a receipt's verification link (the QR opens /paymentReceipt?verify=<token>). */
const verifyApiPath = (verifyUrl: string) =>
  `/api/receipts/verify/${encodeURIComponent(new URL(verifyUrl).searchParams.get('verify') ?? '')}`;

let t: PaymentsTestBed;
beforeAll(async () => {
  t = await PaymentsTestBed.start();
});
afterAll(() => t.stop());

const CHEQUE = {
  transactionType: 'Cheque',
  chequeNo: '004512',
  issuerName: 'Ramesh Kumar',
  ifscCode: 'SBIN0001234',
  instrumentDate: '2026-09-10',
};
/** The standing the property's ledger gives a payment (POST properties/ledger, as the ledger screens read it). */
async function ledgerStanding(propertyUniqueId: string, txnId: string) {
  const ledger = await t.json('post', '/api/properties/ledger', { propertyUniqueId }, null);
  const payments = ledger.body.data.payments as { txnId: string; standing: unknown }[];
  return payments.find((payment) => payment.txnId === txnId)?.standing;
}

/** The receipt as a payer downloads it: with the property id it stands on. */
async function receiptPdf(receiptNumber: string, property: string, lang = 'en'): Promise<Buffer> {
  const query = `lang=${lang}&property=${property}`;
  const pdf = await t.bed.http().get(`/api/receipts/${receiptNumber}/pdf?${query}`).buffer(true);
  expect(pdf.status).toBe(200);
  return pdf.body as Buffer;
}

describe('the life of a payment', () => {
  it('takes a bounced cheque back off the ledger', async () => {
    const id = await t.propertyOwing();
    const owed = await t.owed(id);
    const paid = await t.pay(id, { ...CHEQUE, paidAmount: 2_000 });
    expect(paid.status).toBe(201);
    expect(await t.owed(id)).toBe(owed - 200_000);
    const txnId = paid.body.data.txnId;
    // It counts at once, subject to realisation: the receipt and its QR page say so, never "Valid".
    const taken = await t.json('get', `/api/receipts/lookup?number=${txnId}&property=${id}`, undefined, null);
    expect(taken.body.data.status).toBe('realising');
    const verified = await t.json('get', verifyApiPath(taken.body.data.verifyUrl), undefined, null);
    expect(verified.body.data).toMatchObject({ genuine: true, status: 'realising' });
    const printedTaken = await printedTexts(async () => receiptPdf(taken.body.data.receiptNumber, id));
    expect(printedTaken).toContain('Counted, subject to realisation');
    expect(printedTaken).not.toContain('Valid');
    expect(await ledgerStanding(id, txnId)).toBe('realising');
    const short = await t.json('post', `/api/transactions/reject/${txnId}`, { remarks: 'No' });
    expect(short.body.errors).toEqual({ remarks: 'Remarks must be at least 5 characters' });
    const rejected = await t.json('post', `/api/transactions/reject/${txnId}`, { remarks: 'Cheque bounced' });
    expect(rejected.body.data).toMatchObject({ id: txnId, status: 'rejected', remarks: 'Cheque bounced' });
    expect(await t.owed(id)).toBe(owed);
    const lookup = await t.json(
      'get',
      `/api/receipts/lookup?number=${txnId}&property=${id}`,
      undefined,
      null,
    );
    expect(lookup.body.data).toMatchObject({ status: 'bounced', bouncedAt: expect.any(String) });
    expect(await ledgerStanding(id, txnId)).toBe('bounced');
    const printed = await printedTexts(async () => receiptPdf(lookup.body.data.receiptNumber, id, 'hi'));
    expect(printed.filter((text) => text === 'अनादरित')).toHaveLength(2); // the status field and the stamp
    expect(printed).toContain('15-09-2026 को अनादरित: ₹2,000.00 फिर से बकाया में जोड़े गए।');
    const archived = await t.json('get', `/api/transactions/archived?propertyUniqueId=${id}`);
    expect(archived.body.data.map((row: { id: string }) => row.id)).toEqual([txnId]);
  });

  it('clears an approved cheque: it still counts once, and its receipt says cleared', async () => {
    const id = await t.propertyOwing();
    const owed = await t.owed(id);
    const paid = await t.pay(id, { ...CHEQUE, paidAmount: 1_000 });
    const txnId = paid.body.data.txnId;
    const approved = await t.json('patch', `/api/transactions/approve/${txnId}`, {});
    expect(approved.status).toBe(200);
    expect(await t.owed(id)).toBe(owed - 100_000);
    const lookup = await t.json(
      'get',
      `/api/receipts/lookup?number=${txnId}&property=${id}`,
      undefined,
      null,
    );
    expect(lookup.body.data.status).toBe('cleared');
    expect(await ledgerStanding(id, txnId)).toBe('cleared');
    const printed = await printedTexts(async () => receiptPdf(lookup.body.data.receiptNumber, id));
    expect(printed).toContain('Cleared');
    expect(printed).not.toContain('Counted, subject to realisation');
  });

  it('shifts a payment: the paid property owes again what the target now owes less', async () => {
    const [from, to] = [await t.propertyOwing(), await t.propertyOwing()];
    const [owedFrom, owedTo] = [await t.owed(from), await t.owed(to)];
    await t.cash(from, 1_000);
    await t.cash(from, 500);
    const ambiguous = await t.json('patch', '/api/transactions/shiftPayment', {
      paidPUID: from,
      shiftPUID: to,
      requestedBy: 'Ram Lal',
      reason: 'Paid against the neighbour’s house by mistake',
    });
    expect([ambiguous.status, ambiguous.body.errors]).toEqual([400, { txnId: 'Transaction ID is required' }]);
    const rows = await t.json(
      'get',
      `/api/transactions?propertyUniqueId=${from}&sort=amountPaise&order=DESC`,
    );
    const txnId = rows.body.data[0].txnId;
    const receiptNumber = rows.body.data[0].receiptNumber;
    const shift = { paidPUID: from, shiftPUID: to, requestedBy: 'Ram Lal', txnId };
    const before = (await t.ctx.store.headCheckpoint()).position;
    const noReason = await t.json('patch', '/api/transactions/shiftPayment', shift);
    expect([noReason.status, noReason.body.errors]).toEqual([
      400,
      { reason: 'Reason for the shift is required' },
    ]);
    expect((await t.ctx.store.headCheckpoint()).position).toBe(before);
    const shifted = await t.json('patch', '/api/transactions/shiftPayment', {
      ...shift,
      reason: 'Paid against the neighbour’s house by mistake',
    });
    expect(shifted.status).toBe(200);
    // Both receipts say what happened: from where to where, when, by whom and why.
    const paidThere = await printedTexts(async () => receiptPdf(receiptNumber, from));
    expect(paidThere).toEqual(
      expect.arrayContaining([
        'SHIFTED',
        'Payment shifted between properties',
        expect.stringMatching(
          new RegExp(
            `^Shifted from this property to property ${to} on 15-09-2026 \\d\\d:\\d\\d IST by ${ADMIN}, at the request of Ram Lal\\. It no longer counts for this property\\.$`,
          ),
        ),
        'Reason: Paid against the neighbour’s house by mistake',
      ]),
    );
    const arrivedHere = await printedTexts(async () => receiptPdf(receiptNumber, to, 'hi'));
    expect(arrivedHere).toEqual(expect.arrayContaining([to]));
    expect(arrivedHere.join('\n')).toContain(`संपत्ति ${from} से इस संपत्ति पर स्थानांतरित किया गया।`);
    expect(arrivedHere).toContain('कारण: Paid against the neighbour’s house by mistake');
    expect(arrivedHere).not.toContain('स्थानांतरित');
    expect(shifted.body.data.from).toMatchObject({ status: 'shifted', shiftedTo: to });
    expect(shifted.body.data.to).toMatchObject({
      status: 'success',
      shiftedFrom: from,
      amountPaise: 100_000,
    });
    expect(await t.owed(from)).toBe(owedFrom - 50_000);
    expect(await t.owed(to)).toBe(owedTo - 100_000);
    // The receipt travels with the money: the target's ledger names it.
    const target = await t.json('post', '/api/properties/ledger', { propertyUniqueId: to }, null);
    const arrived = target.body.data.payments.find((p: { txnId: string }) => p.txnId === txnId);
    expect(arrived).toMatchObject({ receiptNumber: rows.body.data[0].receiptNumber, mode: 'cash' });
    const back = await t.json('patch', '/api/transactions/shiftPayment', {
      paidPUID: to,
      shiftPUID: from,
      requestedBy: 'Ram Lal',
      reason: 'Asked to move it back',
      txnId,
    });
    expect([back.status, back.body.message]).toEqual([
      409,
      'This payment has already been on that property and can not be shifted there again',
    ]);
  });

  it('cancels a payment: the balance is back and the receipt says cancelled', async () => {
    const id = await t.propertyOwing();
    const owed = await t.owed(id);
    const paid = await t.cash(id, 1_200);
    const short = await t.json('patch', '/api/transactions/cancelPayment', {
      txnID: paid.txnId,
      remarks: 'oops',
    });
    expect(short.body.errors).toEqual({ remarks: 'Remarks must be at least 5 characters' });
    const cancelled = await t.json('patch', '/api/transactions/cancelPayment', {
      txnID: paid.txnId,
      remarks: 'Entered on the wrong property',
    });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await t.owed(id)).toBe(owed);
    const lookup = await t.json(
      'get',
      `/api/receipts/lookup?number=${paid.receiptNumber}&property=${id}`,
      undefined,
      null,
    );
    expect(lookup.body.data.status).toBe('cancelled');
    const verify = await t.bed.http().get(verifyApiPath(String(paid.verifyUrl)));
    expect(verify.body.data).toMatchObject({ genuine: true, status: 'cancelled', amountPaise: 120_000 });
  });

  it('calls a verification link with a tampered token not genuine', async () => {
    const paid = await t.cash(await t.propertyOwing(), 100);
    const path = verifyApiPath(String(paid.verifyUrl));
    expect((await t.bed.http().get(path)).body.data.genuine).toBe(true);
    const forged = path.replace(
      /RCT-2026-27-(\d{6})/,
      (_all, n: string) => `RCT-2026-27-${String(Number(n) + 1).padStart(6, '0')}`,
    );
    const refused = await t.bed.http().get(forged);
    expect([refused.status, refused.body]).toEqual([404, { data: { genuine: false } }]);
    const garbled = await t.bed.http().get(`${path.slice(0, -3)}abc`);
    expect([garbled.status, garbled.body]).toEqual([404, { data: { genuine: false } }]);
  });
});
