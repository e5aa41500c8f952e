import { createPayuGateway } from './payuGateway';
import { payuCommandHash, payuRequestHash, payuResponseHash } from './payuHash';

// Expected digests computed by hand from the documented sequences (docs.payu.in, "Generate Hash",
// "Transaction Callback"), e.g. printf '%s' 'NIGAMKEY|PT2025000001|...|test-salt' | sha512sum
const credentials = { key: 'NIGAMKEY', salt: 'test-salt' };
const fields = {
  txnid: 'PT2025000001',
  amount: '1234.50',
  productinfo: 'Property tax',
  firstname: 'Asha',
  email: 'asha@example.com',
};
const REQUEST_HASH =
  'fe1f5874de719de07b4a7a3b0be18bb07ad6b30fbf683e47291201d3a7f3220ae73dd791028cbae1f0ceced15bfeb58fd2b81857ba5a3283676bdea220f24802';
const RESPONSE_HASH =
  '07cadf395a5c01b4716fdb8db0b0bf6e369c91ed304b8bffbfeeaf83046ae122dec4b2e27ba5b2088c2d86bfdc690aa6f91a4b85d5b3bde5c0173022c21e8a9f';

describe('the PayU SHA-512 hash scheme', () => {
  it('signs a request as key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT', () => {
    expect(payuRequestHash(credentials, fields)).toBe(REQUEST_HASH);
    expect(payuRequestHash(credentials, { ...fields, udf1: 'P-1001' })).toBe(
      '31840772608d5d1c88bee5e671036e0e224c4f9bdd9ed2ae9643eff40e429aa2fc6dbb06027b5c384e50367ea7a18660f6db34105dba1466ed5891e8fdcbeeb6',
    );
  });

  it('checks an answer with the reverse sequence SALT|status||||||udf5..udf1|email|...|txnid|key', () => {
    expect(payuResponseHash(credentials, { ...fields, status: 'success' })).toBe(RESPONSE_HASH);
    expect(payuResponseHash(credentials, { ...fields, status: 'success', udf1: 'P-1001' })).toBe(
      'd0090335fbb313289493b2b8614b17a895a583b9ac4897a538712a618a146941efb47d3916fa2afba2d592a7ceb7ca25047dad3c587fe60e70341afe8ea4a3bd',
    );
  });

  it('puts additionalCharges in front of the reverse sequence when the gateway sends them', () => {
    expect(payuResponseHash(credentials, { ...fields, status: 'success', additionalCharges: '15.00' })).toBe(
      'c6ecc205a707ea5d40d8ad42d246df7925087187b9be4db0a03237386a8647e36d77fb1fb1ffd4ad4c5fd3ca1c9d5f43b65a77a22166437558dcd3b90e00dbd7',
    );
  });

  it('signs a postservice command as key|command|var1|SALT', () => {
    expect(payuCommandHash(credentials, 'verify_payment', 'PT2025000001')).toBe(
      '46b7ff7ab50afb9e7a3d96b3f54c93d5a9d76a2796263c5d879561bbcb81eb0a22151d72471c98f4c7d80376a9484fdf5920e41162b44de3d70656149418538c',
    );
  });
});

describe('the PayU adapter', () => {
  const gateway = createPayuGateway({ ...credentials, baseUrl: 'https://pay.example/', timeoutMs: 1000 });
  const answer = {
    ...fields,
    key: 'NIGAMKEY',
    status: 'success',
    mihpayid: '403993715521889530',
    udf1: '',
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
    hash: RESPONSE_HASH,
  };

  it('builds the checkout form with the amount in rupees and the request hash', () => {
    const form = gateway.checkout({
      txnId: 'PT2025000001',
      amountPaise: 123450,
      productInfo: 'Property tax',
      firstName: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      successUrl: 'https://nigam.example/ok',
      failureUrl: 'https://nigam.example/failed',
    });
    expect(form).toEqual({
      action: 'https://pay.example/_payment',
      method: 'POST',
      fields: {
        key: 'NIGAMKEY',
        ...fields,
        phone: '9876543210',
        surl: 'https://nigam.example/ok',
        furl: 'https://nigam.example/failed',
        hash: REQUEST_HASH,
      },
    });
  });

  it('refuses a transaction id longer than PayU takes', () => {
    const request = {
      txnId: 'x'.repeat(26),
      amountPaise: 100,
      productInfo: 'p',
      firstName: 'f',
      email: 'e',
      phone: '1',
    };
    expect(() => gateway.checkout({ ...request, successUrl: 's', failureUrl: 'f' })).toThrow(
      /longer than 25/,
    );
  });

  it('accepts an answer signed with the reverse hash and reads the amount exactly', () => {
    expect(gateway.verifyCallback(answer)).toEqual({
      ok: true,
      txnId: 'PT2025000001',
      gatewayTxnId: '403993715521889530',
      amountPaise: 123450,
      status: 'success',
      raw: answer,
    });
    expect(gateway.verifyCallback({ ...answer, hash: RESPONSE_HASH.toUpperCase() }).ok).toBe(true);
  });

  it.each([
    ['amount', { amount: '1.00' }],
    ['status', { status: 'failure' }],
    ['txnid', { txnid: 'PT2025000002' }],
    ['email', { email: 'someone@example.com' }],
  ])('refuses an answer whose %s was changed after signing', (_field, change) => {
    const verified = gateway.verifyCallback({ ...answer, ...change });
    expect(verified).toMatchObject({ ok: false, reason: 'hash mismatch' });
  });

  it('refuses answers for another merchant key or without a hash', () => {
    expect(gateway.verifyCallback({ ...answer, key: 'OTHER' })).toMatchObject({
      ok: false,
      txnId: 'PT2025000001',
    });
    const { hash: _hash, ...unsigned } = answer;
    expect(gateway.verifyCallback(unsigned)).toEqual({
      ok: false,
      reason: 'missing field hash',
      txnId: 'PT2025000001',
    });
  });

  it('refuses a correctly signed answer whose amount is not an exact rupee amount', () => {
    for (const amount of ['12.345', '1e3', '-5.00', '']) {
      const hash = payuResponseHash(credentials, { ...fields, amount, status: 'success' });
      const verified = gateway.verifyCallback({ ...answer, amount, hash });
      expect(verified.ok).toBe(false);
    }
  });

  it('reports anything but success as a failure, and a success needs the gateway id', () => {
    const hash = payuResponseHash(credentials, { ...fields, status: 'failure' });
    expect(gateway.verifyCallback({ ...answer, status: 'failure', hash, mihpayid: '' })).toMatchObject({
      ok: true,
      status: 'failure',
      gatewayTxnId: '',
    });
    expect(gateway.verifyCallback({ ...answer, mihpayid: '' })).toMatchObject({ ok: false });
  });
});
