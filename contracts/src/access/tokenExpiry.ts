// SPEC section 9: the client multiplies the token's exp by 28,800,000 and drops the session when the
// result is at or before the clock. 28,800,000 ms is eight hours, so the server issues exp as a whole
// number of eight-hour periods since the epoch and both sides use the functions below: a token
// expires at the same millisecond on the server and in the browser (docs/DECISIONS.md).
export const TOKEN_EXP_UNIT_MS = 28_800_000;

/** Periods a new token lives past the current one: between 8 and 16 hours, a working shift. */
export const TOKEN_LIFETIME_UNITS = 2;

export function tokenExpiresAtMs(exp: number): number {
  return exp * TOKEN_EXP_UNIT_MS;
}

export function isTokenExpired(exp: number, nowMs: number): boolean {
  return !Number.isFinite(exp) || tokenExpiresAtMs(exp) <= nowMs;
}

export function newTokenExp(nowMs: number): number {
  return Math.floor(nowMs / TOKEN_EXP_UNIT_MS) + TOKEN_LIFETIME_UNITS;
}
