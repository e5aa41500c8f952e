import { placeholderEmail } from './initiate';

describe('the email given to the gateway for a payer who has none', () => {
  it("is a mailbox of the portal's own domain, named by the transaction", () => {
    expect(
      placeholderEmail({ publicUrl: 'https://ptax.nagarnigam.example.in' }, 'OP260615ABCDEFGHJKMN'),
    ).toBe('no-email+op260615abcdefghjkmn@ptax.nagarnigam.example.in');
  });

  it('uses the reserved .invalid name where the portal has no mail domain (localhost, an IP address)', () => {
    for (const publicUrl of ['http://localhost:3000', 'http://127.0.0.1:8080', 'not a url'])
      expect(placeholderEmail({ publicUrl }, 'OP1')).toBe('no-email+op1@nagar-nigam.invalid');
  });
});
