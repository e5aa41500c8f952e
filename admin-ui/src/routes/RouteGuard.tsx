import { checkGuard, type Guard } from '@ptax/contracts';
import type { ReactNode } from 'react';
import { Navigate, useBasename, useLocation } from 'react-admin';
import { NotAuthorized } from '../errors/NotAuthorized';
import { useLiveSession } from '../providers/useLiveSession';

/**
 * SPEC section 2, access guards: no token -> the login page (coming back here after sign-in);
 * a token of the wrong login type -> 'Not Authorized'. A token without a login type is an operator's.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const live = useLiveSession();
  const location = useLocation();
  const basename = useBasename();
  const outcome = checkGuard(guard, live ? (live.claims.loginType ?? '') : null);
  if (outcome === 'login') {
    return (
      <Navigate
        to={`${basename}/login`}
        replace
        state={{ nextPathname: location.pathname, nextSearch: location.search }}
      />
    );
  }
  if (outcome === 'notAuthorized') return <NotAuthorized />;
  return <>{children}</>;
}
