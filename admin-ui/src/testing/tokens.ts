import { newTokenExp, TOKEN_EXP_UNIT_MS, type SessionClaims } from '@ptax/contracts';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with the spec's claims; the client never checks the signature. */
export function makeToken(claims: Partial<SessionClaims> & Record<string, unknown> = {}): string {
  const payload: SessionClaims = {
    loginType: 'nagar_nigam',
    accessName: 'admin',
    accessType: 'official',
    email: 'asha.verma@nagarnigam.test',
    exp: newTokenExp(Date.now()),
    ...claims,
  } as SessionClaims;
  return [base64Url('{"alg":"HS256","typ":"JWT"}'), base64Url(JSON.stringify(payload)), 'signature'].join(
    '.',
  );
}

/** An exp one unit in the past: the token is expired. */
export const expiredExp = () => Math.floor(Date.now() / TOKEN_EXP_UNIT_MS) - 1;
