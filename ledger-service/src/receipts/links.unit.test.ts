import { receiptLinks, receiptNumberOf, receiptToken } from './links';

describe('receipt verification tokens', () => {
  const secret = 'deployment-secret';

  it('vouch for the receipt number they were made for', () => {
    expect(receiptNumberOf(secret, receiptToken(secret, 'RCT-2026-27-000042'))).toBe('RCT-2026-27-000042');
    expect(receiptNumberOf(secret, receiptToken(secret, 'R/2026-27/000042'))).toBe('R/2026-27/000042');
  });

  it('refuse another number, another secret, a changed signature and no signature', () => {
    const token = receiptToken(secret, 'RCT-2026-27-000042');
    const signature = token.split('.')[1];
    expect(receiptNumberOf(secret, `RCT-2026-27-000043.${signature}`)).toBeNull();
    expect(receiptNumberOf('other-secret', token)).toBeNull();
    expect(receiptNumberOf(secret, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(receiptNumberOf(secret, 'RCT-2026-27-000042')).toBeNull();
    expect(receiptNumberOf(secret, '.abc')).toBeNull();
  });

  it('put the signed token and the PDF address (with its property id) under the public URL, escaped', () => {
    const links = receiptLinks('https://ptax.example', secret, 'R/2026-27/000042', 'UP-LKO/0001');
    expect(links.pdfUrl).toBe(
      'https://ptax.example/api/receipts/R%2F2026-27%2F000042/pdf?property=UP-LKO%2F0001',
    );
    expect(links.verifyUrl).toMatch(
      /^https:\/\/ptax\.example\/paymentReceipt\?verify=R%2F2026-27%2F000042\.[\w-]{22}$/,
    );
  });
});
