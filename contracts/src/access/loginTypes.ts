// Who a signed-in user is (SPEC sections 1 and 6). Officials are nagar_nigam or jalkal; every
// other login type is an operator / data-upload user and uses the operator lookup.
export const LOGIN_TYPES = { nagarNigam: 'nagar_nigam', jalkal: 'jalkal', operator: 'operator' } as const;
export const OFFICIAL_LOGIN_TYPES: readonly string[] = [LOGIN_TYPES.nagarNigam, LOGIN_TYPES.jalkal];

export const ACCESS_NAMES = {
  admin: 'admin',
  ctao: 'ctao',
  nigamAdmin: 'nigam_admin',
  revenueInspector: 'ri',
  jalkal: 'jalkal',
  operator: 'operator',
} as const;

export type UserKind = 'official' | 'operator';

export function userKindOf(loginType: string | undefined | null): UserKind {
  return loginType && OFFICIAL_LOGIN_TYPES.includes(loginType) ? 'official' : 'operator';
}

/** What the server puts in a staff token and both apps read back. */
export interface SessionClaims {
  loginType: string;
  accessName: string;
  accessType: string;
  email: string;
  /** Expiry in units of TOKEN_EXP_UNIT_MS since the epoch (SPEC section 9); see tokenExpiry.ts. */
  exp: number;
  /** When the token was issued (ms since the epoch): a password change ends the sessions issued before it. */
  issuedAt?: number;
}

/** The user record the signed-in shell loads (`GET officials?email` / `operators?email`). */
export interface UserDetails {
  username: string;
  email: string;
  accessName: string;
  isSuperAdmin: boolean;
}
