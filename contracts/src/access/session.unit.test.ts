import { TOKEN_EXP_UNIT_MS } from './tokenExpiry';
import { decodeClaims, liveClaims, TOKEN_STORAGE_KEY } from './session';

const claims = {
  loginType: 'nagar_nigam',
  accessName: 'निगम',
  accessType: 'official',
  email: 'a@nagarnigam.test',
  exp: 61_859,
};
// The claims above, base64url-encoded as a JWT carries them (URL-safe '_', no padding).
const TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJsb2dpblR5cGUiOiJuYWdhcl9uaWdhbSIsImFjY2Vzc05hbWUiOiLgpKjgpL_gpJfgpK4iLCJhY2Nlc3NUeXBlIjoib2ZmaWNpYWwiLCJlbWFpbCI6ImFAbmFnYXJuaWdhbS50ZXN0IiwiZXhwIjo2MTg1OX0.sig';

describe('the staff session token', () => {
  it('is kept under one product-specific local-storage entry', () => {
    expect(TOKEN_STORAGE_KEY).toBe('nagar-nigam-ptax.token');
  });

  it('has its claims read without a signature check, Hindi names included', () => {
    expect(TOKEN).toContain('_');
    expect(decodeClaims(TOKEN)).toEqual(claims);
  });

  it('gives no claims for a token that is not a JWT', () => {
    expect(decodeClaims('not-a-jwt')).toBeNull();
    expect(decodeClaims('a.%%%.c')).toBeNull();
    expect(decodeClaims('a.bm90IGpzb24.c')).toBeNull();
  });

  it('is live until exp x 28,800,000 reaches the clock', () => {
    const expiresAt = claims.exp * TOKEN_EXP_UNIT_MS;
    expect(liveClaims(TOKEN, expiresAt - 1)).toEqual(claims);
    expect(liveClaims(TOKEN, expiresAt)).toBeNull();
    expect(liveClaims(null, 0)).toBeNull();
  });
});
