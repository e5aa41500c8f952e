import { createSnnGateway } from './snnGateway';
import { snnFieldsSignature, snnPayloadSignature } from './snnSignature';

// Expected HMACs computed by hand: printf '%s' '<payload>' | openssl dgst -sha256 -hmac snn-secret
const secret = 'snn-secret';
const payload =
  '{"event":"payment.captured","payment":{"id":"pay_1","txnid":"PT2025000001","amount":123450,"currency":"INR","status":"captured"}}';
const PAYLOAD_SIGNATURE = '689c236fc36ec4d27b794a4de0545e5046402c1bda231d7953f0896a1448c483';

describe('the card provider (snn) HMAC-SHA256 scheme', () => {
  const gateway = createSnnGateway({
    baseUrl: 'https://snn.example',
    keyId: 'snn_key',
    keySecret: secret,
    timeoutMs: 1000,
  });

  it('signs the raw body with HMAC-SHA256 of the key secret', () => {
    expect(snnPayloadSignature(secret, payload)).toBe(PAYLOAD_SIGNATURE);
  });

  it('signs checkout fields in name order, form-encoded, whatever order they come in', () => {
    const fields = {
      txnid: 'PT1',
      key_id: 'snn_key',
      amount: '123450',
      callback_url: 'https://nigam.example/ok',
    };
    expect(snnFieldsSignature(secret, fields)).toBe(
      'd004a6dac743de503cbfc29f73ee97ff8588bd7f5b0ad841bbd4c000bc97e568',
    );
  });

  it('builds a signed checkout form with the amount in paise', () => {
    const form = gateway.checkout({
      txnId: 'PT1',
      amountPaise: 123450,
      productInfo: 'Property tax',
      firstName: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      successUrl: 'https://nigam.example/ok',
      failureUrl: 'https://nigam.example/failed',
    });
    const { signature, ...signed } = form.fields;
    expect(form.action).toBe('https://snn.example/checkout');
    expect(signed).toMatchObject({ key_id: 'snn_key', txnid: 'PT1', amount: '123450', currency: 'INR' });
    expect(signature).toBe(snnFieldsSignature(secret, signed));
  });

  it('accepts a correctly signed payment event', () => {
    expect(gateway.verifyCallback({ payload, signature: PAYLOAD_SIGNATURE })).toEqual({
      ok: true,
      txnId: 'PT2025000001',
      gatewayTxnId: 'pay_1',
      amountPaise: 123450,
      status: 'success',
      raw: { payload, signature: PAYLOAD_SIGNATURE },
    });
  });

  it('refuses a body changed after signing, and a missing signature', () => {
    const tampered = payload.replace('123450', '12345');
    expect(gateway.verifyCallback({ payload: tampered, signature: PAYLOAD_SIGNATURE })).toEqual({
      ok: false,
      reason: 'signature mismatch',
      txnId: 'PT2025000001',
    });
    expect(gateway.verifyCallback({ payload })).toMatchObject({ ok: false });
  });

  it('refuses signed events whose amount is not integer paise', () => {
    for (const amount of ['1234.5', '"123450"', '-1', '1e400']) {
      const body = payload.replace('123450', amount);
      const verified = gateway.verifyCallback({
        payload: body,
        signature: snnPayloadSignature(secret, body),
      });
      expect(verified.ok).toBe(false);
    }
  });

  it('reports a failed payment as a failure', () => {
    const body = payload.replace('payment.captured', 'payment.failed').replace('"captured"', '"failed"');
    const verified = gateway.verifyCallback({ payload: body, signature: snnPayloadSignature(secret, body) });
    expect(verified).toMatchObject({ ok: true, status: 'failure' });
  });
});
