import { DEMO_OPERATOR } from '../seed/demoUsers';
import { neftFields, PaymentsTestBed } from './testing';
import { sweepPayments } from './sweep';

let t: PaymentsTestBed;
beforeAll(async () => {
  t = await PaymentsTestBed.start();
});
afterAll(() => t.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');

const neft = (id: string, proof: [Buffer, string], amount = '1500', email?: string) =>
  t.bed.multipart('post', '/api/neftPayments', neftFields(id, amount), { proof }, email);

describe('NEFT payments', () => {
  it.each(['jalkal@nagarnigam.demo', DEMO_OPERATOR.email])(
    'are recorded by nagar_nigam logins only: %s is refused and nothing is recorded',
    async (email) => {
      const id = await t.propertyOwing();
      const refused = await neft(id, [PDF, 'proof.pdf'], '1500', email);
      expect([refused.status, refused.body.message]).toEqual([403, 'Not Authorized']);
      const listed = await t.json('get', `/api/neftPayments/all?propertyUniqueId=${id}`);
      expect(listed.body.total).toBe(0);
    },
  );

  it('posts a NEFT payment only when it is approved', async () => {
    const id = await t.propertyOwing();
    const owed = await t.owed(id);
    const fake = await neft(id, [Buffer.from('not a pdf'), 'proof.pdf']);
    expect([fake.status, fake.body.errors]).toEqual([
      400,
      { proof: 'Not a valid proof, upload a PDF, JPG or PNG file' },
    ]);
    const taken = await neft(id, [PDF, 'proof.pdf']);
    expect(taken.status).toBe(201);
    expect(taken.body.data).toMatchObject({ receiptNumber: null, amountPaise: 150_000, lines: [] });
    const txnId = taken.body.data.txnId;
    expect(await t.owed(id)).toBe(owed);
    const pending = await t.json('get', `/api/neftPayments/all?propertyUniqueId=${id}`);
    expect(pending.body.data[0]).toMatchObject({
      status: 'pending',
      posted: false,
      payerMobile: 'xxxxxx1234',
      proofFileId: expect.stringMatching(/^payment-proofs\//),
    });
    // The sweep leaves a NEFT payment alone until a reviewer approves it.
    await sweepPayments(t.ctx, { graceMs: 0, log: () => undefined });
    expect(await t.owed(id)).toBe(owed);
    const approved = await t.json('patch', `/api/transactions/approve/${txnId}`, {});
    expect(approved.body.data).toMatchObject({
      status: 'success',
      posted: true,
      receiptNumber: expect.any(String),
    });
    expect(await t.owed(id)).toBe(owed - 150_000);
    const summary = await t.json('get', `/api/neftPayments/summary?propertyUniqueId=${id}`);
    expect(summary.body.data).toMatchObject({
      count: 1,
      amountPaise: 150_000,
      byMode: [{ mode: 'neft', count: 1 }],
    });
  });
});
