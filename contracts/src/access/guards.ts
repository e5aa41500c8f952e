import { LOGIN_TYPES, userKindOf } from './loginTypes';

/**
 * Route guards of SPEC section 2.
 * - public: no token needed.
 * - anyLogin: any signed-in user.
 * - operator: the operator area; officials (a nagar_nigam or jalkal login type) get 'Not Authorized'.
 * - nagarNigam / jalkal: that login type only.
 */
export type Guard = 'public' | 'anyLogin' | 'operator' | 'nagarNigam' | 'jalkal';

export type GuardOutcome = 'allowed' | 'login' | 'notAuthorized';

export function checkGuard(guard: Guard, loginType: string | null | undefined): GuardOutcome {
  if (guard === 'public') return 'allowed';
  if (loginType === null || loginType === undefined) return 'login';
  switch (guard) {
    case 'anyLogin':
      return 'allowed';
    case 'operator':
      return userKindOf(loginType) === 'operator' ? 'allowed' : 'notAuthorized';
    case 'nagarNigam':
      return loginType === LOGIN_TYPES.nagarNigam ? 'allowed' : 'notAuthorized';
    case 'jalkal':
      return loginType === LOGIN_TYPES.jalkal ? 'allowed' : 'notAuthorized';
    default: {
      const unknownGuard: never = guard;
      throw new Error(`unknown guard ${String(unknownGuard)}`);
    }
  }
}
