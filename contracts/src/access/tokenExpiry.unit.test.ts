import { TOKEN_EXP_UNIT_MS, isTokenExpired, newTokenExp, tokenExpiresAtMs } from './tokenExpiry';

describe('token expiry', () => {
  const exp = 70_000;
  const expiresAt = exp * 28_800_000;

  it('multiplies exp by 28,800,000', () => {
    expect(TOKEN_EXP_UNIT_MS).toBe(28_800_000);
    expect(tokenExpiresAtMs(exp)).toBe(expiresAt);
  });
  it('is expired when exp x 28,800,000 equals the clock', () => {
    expect(isTokenExpired(exp, expiresAt)).toBe(true);
  });
  it('is expired when exp x 28,800,000 is before the clock', () => {
    expect(isTokenExpired(exp, expiresAt + 1)).toBe(true);
  });
  it('is not expired one millisecond before', () => {
    expect(isTokenExpired(exp, expiresAt - 1)).toBe(false);
  });
  it('treats a missing or non-numeric exp as expired', () => {
    expect(isTokenExpired(Number.NaN, 0)).toBe(true);
  });
  it('issues a token that is valid now and expires within 16 hours', () => {
    const now = Date.UTC(2026, 3, 1, 10, 30);
    const issued = newTokenExp(now);
    expect(isTokenExpired(issued, now)).toBe(false);
    expect(tokenExpiresAtMs(issued) - now).toBeGreaterThan(8 * 3_600_000);
    expect(tokenExpiresAtMs(issued) - now).toBeLessThanOrEqual(16 * 3_600_000);
  });
});
