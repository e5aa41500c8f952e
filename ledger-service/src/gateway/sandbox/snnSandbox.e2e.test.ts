import { createSnnGateway } from '../snnGateway';
import { SANDBOX_SNN } from './credentials';
import { formOf, postForm, startSandbox, type RunningSandbox } from './sandboxTesting';

describe('the sandbox gateway as the card provider (snn), through the real adapter over HTTP', () => {
  let sandbox: RunningSandbox;
  let gateway: ReturnType<typeof createSnnGateway>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    gateway = createSnnGateway({
      baseUrl: `${sandbox.origin}/sandbox-gateway/snn`,
      ...SANDBOX_SNN,
      timeoutMs: 5000,
    });
  });
  afterAll(() => sandbox.stop());

  async function pay(txnId: string, amountPaise: number, outcome: 'success' | 'failure') {
    const checkout = gateway.checkout({
      txnId,
      amountPaise,
      productInfo: 'Property tax',
      firstName: 'Ravi',
      email: 'ravi@example.com',
      phone: '9876500000',
      successUrl: 'https://nigam.example/snn/success',
      failureUrl: 'https://nigam.example/snn/failure',
    });
    const page = await postForm(checkout.action, checkout.fields);
    expect(page.status).toBe(200);
    const answer = await postForm(new URL(formOf(page.text).action, sandbox.origin).toString(), { outcome });
    return formOf(answer.text);
  }

  it('posts a payment event signed over its exact body, which the adapter accepts', async () => {
    sandbox.setClock('2025-06-01T12:00:00+05:30');
    const answer = await pay('SNN-0001', 70000, 'success');
    expect(answer.action).toBe('https://nigam.example/snn/success');
    const verified = gateway.verifyCallback(answer.fields);
    expect(verified).toMatchObject({ ok: true, txnId: 'SNN-0001', amountPaise: 70000, status: 'success' });
    expect(await gateway.query('SNN-0001')).toMatchObject({ status: 'success', amountPaise: 70000 });
  });

  it('reports a declined payment to the cancel address and as a failure', async () => {
    const answer = await pay('SNN-0002', 1000, 'failure');
    expect(answer.action).toBe('https://nigam.example/snn/failure');
    expect(gateway.verifyCallback(answer.fields)).toMatchObject({ ok: true, status: 'failure' });
    expect(await gateway.query('SNN-0002')).toMatchObject({ status: 'failure' });
    expect(await gateway.query('SNN-NONE')).toEqual({ status: 'unknown' });
  });

  it('refuses a checkout whose amount was changed after signing', async () => {
    const checkout = gateway.checkout({
      txnId: 'SNN-0003',
      amountPaise: 500,
      productInfo: 'p',
      firstName: 'f',
      email: 'e@example.com',
      phone: '9876500000',
      successUrl: 'https://nigam.example/ok',
      failureUrl: 'https://nigam.example/no',
    });
    const tampered = await postForm(checkout.action, { ...checkout.fields, amount: '5' });
    expect(tampered.status).toBe(400);
  });

  it('lists the next-day payouts', async () => {
    sandbox.setClock('2025-06-03T10:00:00+05:30');
    expect(await gateway.settlements!('2025-06-01', '2025-06-03')).toEqual([
      { date: '2025-06-02', utr: 'SBXS20250602', amountPaise: 70000, count: 1 },
    ]);
  });
});
