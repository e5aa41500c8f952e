import jwt from 'jsonwebtoken';
import { TOKEN_EXP_UNIT_MS, isTokenExpired } from '@ptax/contracts';
import { createTokenService } from './tokens';

const claims = { loginType: 'nagar_nigam', accessName: 'admin', accessType: 'full', email: 'a@b.in' };
const issuedAt = Date.UTC(2026, 10, 21, 10, 0, 0);

describe('staff tokens', () => {
  it('carries loginType, accessName, accessType, email and exp', () => {
    const tokens = createTokenService('secret', () => issuedAt);
    expect(tokens.verify(tokens.issue(claims))).toMatchObject({ ...claims, exp: expect.any(Number) });
  });

  it('expires on the server at the same millisecond the client drops the session', () => {
    let now = issuedAt;
    const tokens = createTokenService('secret', () => now);
    const token = tokens.issue(claims);
    const { exp } = jwt.decode(token) as { exp: number };
    const expiresAt = exp * TOKEN_EXP_UNIT_MS;

    now = expiresAt - 1;
    expect(tokens.verify(token)).not.toBeNull();
    expect(isTokenExpired(exp, now)).toBe(false);
    now = expiresAt;
    expect(tokens.verify(token)).toBeNull();
    expect(isTokenExpired(exp, now)).toBe(true);
  });

  it('lives between eight and sixteen hours', () => {
    const tokens = createTokenService('secret', () => issuedAt);
    const { exp } = jwt.decode(tokens.issue(claims)) as { exp: number };
    const lifetime = exp * TOKEN_EXP_UNIT_MS - issuedAt;
    expect(lifetime).toBeGreaterThan(8 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(16 * 3_600_000);
  });

  it('rejects a token signed with another secret', () => {
    const forged = createTokenService('other', () => issuedAt).issue(claims);
    expect(createTokenService('secret', () => issuedAt).verify(forged)).toBeNull();
  });

  it('rejects a token whose claims were edited', () => {
    const tokens = createTokenService('secret', () => issuedAt);
    const [header, , signature] = tokens.issue(claims).split('.');
    const edited = Buffer.from(JSON.stringify({ ...claims, loginType: 'jalkal', exp: 99_999_999 })).toString(
      'base64url',
    );
    expect(tokens.verify(`${header}.${edited}.${signature}`)).toBeNull();
  });

  it('rejects a token without the session claims', () => {
    const bare = jwt.sign({ email: 'a@b.in', exp: 99_999_999 }, 'secret');
    expect(createTokenService('secret', () => issuedAt).verify(bare)).toBeNull();
  });
});
