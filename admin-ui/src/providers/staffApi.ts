import { userKindOf, type UserDetails, type UserKind } from '@ptax/contracts';
import { dataOf, type HttpClient } from './httpClient';

// The session calls of SPEC section 7 "Users". Officials (nagar_nigam, jalkal) and operators have
// the same calls under their own path segment.
const SEGMENT: Record<UserKind, string> = { official: '/officials', operator: '/operators' };

export interface Credentials {
  email: string;
  password: string;
}

export interface ChangePasswordPayload {
  email: string;
  oldPassword: string;
  newPassword: string;
}

export interface StaffApi {
  login(kind: UserKind, credentials: Credentials): Promise<string>;
  /** The user record of a signed-in login type; null or undefined when the server has none. */
  lookupUser(loginType: string, email: string): Promise<UserDetails | null | undefined>;
  /** Falsy when the server did not change it. */
  changePassword(loginType: string, payload: ChangePasswordPayload): Promise<unknown>;
}

export function createStaffApi(http: HttpClient): StaffApi {
  return {
    async login(kind, { email, password }) {
      const data = await dataOf<{ token?: string }>(
        http(`${SEGMENT[kind]}/login`, { method: 'POST', body: { email, password } }),
      );
      if (!data?.token) throw new Error('Login failed: no token in the reply');
      return data.token;
    },
    // The server answers 404 when nobody has the email: the spec's "user cannot be loaded", not a failure.
    lookupUser: (loginType, email) =>
      dataOf<UserDetails | null>(http(SEGMENT[userKindOf(loginType)], { query: { email } })).catch(
        (error) => {
          if ((error as { status?: number }).status === 404) return null;
          throw error;
        },
      ),
    changePassword: (loginType, payload) =>
      dataOf(http(`${SEGMENT[userKindOf(loginType)]}/changePassword`, { method: 'POST', body: payload })),
  };
}
