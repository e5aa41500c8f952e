import { GatewayUnavailableError, type CheckoutRequest } from '../gateway';
import { createPayuGateway } from '../payuGateway';
import { SANDBOX_PAYU } from './credentials';
import { formOf, postForm, startSandbox, type RunningSandbox } from './sandboxTesting';

const request = (txnId: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  txnId,
  amountPaise: 123450,
  productInfo: 'Property tax 2025-26',
  firstName: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  successUrl: 'https://nigam.example/payments/success',
  failureUrl: 'https://nigam.example/payments/failure',
  ...overrides,
});

describe('the sandbox gateway, driven through the real PayU adapter over HTTP', () => {
  let sandbox: RunningSandbox;
  let gateway: ReturnType<typeof createPayuGateway>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    gateway = createPayuGateway({
      baseUrl: `${sandbox.origin}/sandbox-gateway`,
      ...SANDBOX_PAYU,
      timeoutMs: 5000,
    });
  });
  afterAll(() => sandbox.stop());

  /** Checkout form → payment page → the payer's button → the signed answer form. */
  async function pay(txnId: string, outcome: 'success' | 'failure' | 'cancelled', overrides = {}) {
    const checkout = gateway.checkout(request(txnId, overrides));
    const page = await postForm(checkout.action, checkout.fields);
    expect(page.status).toBe(200);
    const choice = formOf(page.text);
    const answer = await postForm(new URL(choice.action, sandbox.origin).toString(), { outcome });
    expect(answer.status).toBe(200);
    return { page, answer: formOf(answer.text), answerHtml: answer.text };
  }

  it('shows the amount and the three choices, then posts a signed success the adapter accepts', async () => {
    const checkout = gateway.checkout(request('PT-E2E-0001'));
    const page = await postForm(checkout.action, checkout.fields);
    expect(page.status).toBe(200);
    expect(page.text).toContain('₹1,234.50');
    expect(page.text).toMatch(/value="success">Pay<.*value="failure">Fail<.*value="cancelled">Cancel</s);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(await gateway.query('PT-E2E-0001')).toMatchObject({ status: 'pending', amountPaise: 123450 });

    const choice = formOf(page.text);
    const answer = await postForm(new URL(choice.action, sandbox.origin).toString(), { outcome: 'success' });
    const callback = formOf(answer.text);
    expect(callback.action).toBe('https://nigam.example/payments/success');
    expect(answer.text).toContain('.submit()');
    const verified = gateway.verifyCallback(callback.fields);
    expect(verified).toMatchObject({
      ok: true,
      txnId: 'PT-E2E-0001',
      amountPaise: 123450,
      status: 'success',
    });
    const gatewayTxnId = verified.ok ? verified.gatewayTxnId : '';
    expect(gatewayTxnId).toMatch(/^\d{18}$/);

    expect(await gateway.query('PT-E2E-0001')).toEqual({
      status: 'success',
      gatewayTxnId,
      amountPaise: 123450,
    });
  });

  it('answers a repeated choice (back button) with the first outcome', async () => {
    const { page } = await pay('PT-E2E-0002', 'success');
    const again = await postForm(new URL(formOf(page.text).action, sandbox.origin).toString(), {
      outcome: 'failure',
    });
    expect(gateway.verifyCallback(formOf(again.text).fields)).toMatchObject({ ok: true, status: 'success' });
  });

  it('posts a signed failure to furl when the payer presses Fail or Cancel', async () => {
    const failed = await pay('PT-E2E-0003', 'failure');
    expect(failed.answer.action).toBe('https://nigam.example/payments/failure');
    expect(gateway.verifyCallback(failed.answer.fields)).toMatchObject({ ok: true, status: 'failure' });
    expect(await gateway.query('PT-E2E-0003')).toMatchObject({ status: 'failure' });

    const cancelled = await pay('PT-E2E-0004', 'cancelled');
    expect(cancelled.answer.fields.unmappedstatus).toBe('userCancelled');
    expect(gateway.verifyCallback(cancelled.answer.fields)).toMatchObject({ ok: true, status: 'failure' });
  });

  it('escapes what the merchant sent on both pages', async () => {
    const { page, answerHtml } = await pay('PT-E2E-0005', 'success', {
      productInfo: '<script>alert(1)</script>"',
    });
    for (const html of [page.text, answerHtml]) {
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    }
  });

  it('refuses a checkout changed after signing, with { status, message }', async () => {
    const checkout = gateway.checkout(request('PT-E2E-0006'));
    const tampered = await postForm(checkout.action, { ...checkout.fields, amount: '1.00' });
    expect(tampered.status).toBe(400);
    expect(JSON.parse(tampered.text)).toEqual({
      status: 400,
      message: expect.stringMatching(/Invalid Hash/),
    });
  });

  it('refuses a return address that is not http(s), and a transaction id used before', async () => {
    const script = gateway.checkout(request('PT-E2E-0007', { successUrl: 'javascript:alert(1)' }));
    expect((await postForm(script.action, script.fields)).status).toBe(400);

    const used = gateway.checkout(request('PT-E2E-0002'));
    expect((await postForm(used.action, used.fields)).status).toBe(400);
  });

  it('answers verify_payment for an unknown transaction as unknown', async () => {
    expect(await gateway.query('PT-NEVER-SEEN')).toEqual({ status: 'unknown' });
  });

  it('makes the adapter throw, not guess, when the gateway refuses or cannot be reached', async () => {
    const wrongSalt = createPayuGateway({
      baseUrl: `${sandbox.origin}/sandbox-gateway`,
      key: SANDBOX_PAYU.key,
      salt: 'x',
      timeoutMs: 5000,
    });
    await expect(wrongSalt.query('PT-E2E-0001')).rejects.toThrow(GatewayUnavailableError);
    const nowhere = createPayuGateway({ baseUrl: 'http://127.0.0.1:9', ...SANDBOX_PAYU, timeoutMs: 2000 });
    await expect(nowhere.query('PT-E2E-0001')).rejects.toThrow(GatewayUnavailableError);
  });

  it('settles successful payments on the next Indian day, one UTR a day', async () => {
    sandbox.setClock('2025-04-10T23:30:00+05:30');
    await pay('PT-SETTLE-01', 'success', { amountPaise: 50000 });
    await pay('PT-SETTLE-02', 'success', { amountPaise: 25050 });
    await pay('PT-SETTLE-03', 'failure', { amountPaise: 99900 });
    expect(await gateway.settlements!('2025-04-11', '2025-04-11')).toEqual([]); // not yet the 11th

    sandbox.setClock('2025-04-11T09:00:00+05:30');
    expect(await gateway.settlements!('2025-04-10', '2025-04-12')).toEqual([
      { date: '2025-04-11', utr: 'SBXP20250411', amountPaise: 75050, count: 2 },
    ]);
  });
});
