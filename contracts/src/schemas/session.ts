import { z } from 'zod';
import type { SessionClaims, UserDetails } from '../access/loginTypes';

// SPEC section 3: the session token claims and the user details the signed-in shell loads.

export const sessionClaimsSchema = z.object({
  loginType: z.string().min(1),
  accessName: z.string().min(1),
  accessType: z.string().min(1),
  email: z.string().min(1),
  /** Units of TOKEN_EXP_UNIT_MS since the epoch. */
  exp: z.number().int(),
}) satisfies z.ZodType<SessionClaims>;

export const userDetailsSchema = z.object({
  username: z.string(),
  email: z.string(),
  accessName: z.string(),
  isSuperAdmin: z.boolean(),
}) satisfies z.ZodType<UserDetails>;
