import { SESSION_TEXT, SESSION_TOAST_LIFE_MS, type UserDetails, type UserKind } from '@ptax/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Session } from './session';
import type { StaffApi } from './staffApi';
import type { Toasts } from './toasts';

export interface LoginParams {
  email: string;
  password: string;
  userKind: UserKind;
}

/** Who is signed in: the user record of the lookup plus the claims of the token it was loaded for. */
export interface SessionIdentity extends UserIdentity, UserDetails {
  loginType: string;
  accessType: string;
}

export interface AuthProviderDeps {
  session: Session;
  staffApi: StaffApi;
  toasts: Toasts;
}

/** The session of SPEC section 4, as a react-admin auth provider. */
export function createAuthProvider({ session, staffApi, toasts }: AuthProviderDeps): AuthProvider {
  const logout = async () => {
    const hadSession = session.token() !== null;
    session.clear();
    if (hadSession) {
      toasts.show({
        severity: 'success',
        summary: SESSION_TEXT.logoutSummary,
        detail: SESSION_TEXT.logoutDetail,
        life: SESSION_TOAST_LIFE_MS,
      });
    }
  };

  const failLoad = async (severity: 'warning' | 'error', detail: string): Promise<never> => {
    // A lookup refused for its token has ended the session with its own toast already.
    if (session.storedToken() !== null)
      toasts.show({
        severity,
        summary: severity === 'warning' ? 'Warning' : 'Error',
        detail,
        life: SESSION_TOAST_LIFE_MS,
      });
    await logout();
    throw new Error(detail);
  };

  return {
    async login({ email, password, userKind }: LoginParams) {
      session.start(await staffApi.login(userKind, { email, password }));
    },

    logout,

    async checkAuth() {
      // session.token() drops an expired token: the session ends without a logout toast.
      if (!session.token()) throw { message: false };
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        session.clear();
        throw error;
      }
    },

    async getPermissions() {
      const claims = session.claims();
      return claims ? { loginType: claims.loginType, accessName: claims.accessName } : null;
    },

    async getIdentity(): Promise<SessionIdentity> {
      const claims = session.claims();
      if (!claims) throw new Error('Not signed in');
      let user: UserDetails | null | undefined;
      try {
        user = await staffApi.lookupUser(claims.loginType, claims.email);
      } catch (error) {
        return failLoad('error', error instanceof Error ? error.message : String(error));
      }
      if (!user) return failLoad('warning', SESSION_TEXT.userLoadFailed);
      return {
        ...user,
        id: claims.email,
        fullName: user.username,
        loginType: claims.loginType,
        accessType: claims.accessType,
      };
    },
  };
}
