import { createContext, useContext, useEffect } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';
import type { SessionIdentity } from '../providers/authProvider';
import type { LiveSession } from '../providers/session';
import { useLiveSession } from '../providers/useLiveSession';

export interface SessionUser {
  live: LiveSession | null;
  /** The user record, once loaded for the live token. */
  user?: SessionIdentity;
}

const loadedFor = (user: SessionIdentity | undefined, live: LiveSession | null) =>
  user && live && user.id === live.claims.email && user.loginType === live.claims.loginType
    ? user
    : undefined;

/**
 * Loads the signed-in user once per session (SPEC section 4). The auth provider shows the toasts and
 * ends the session when the lookup fails; this sends the browser to the login page afterwards.
 */
export function useLoadSessionUser(): SessionUser {
  const live = useLiveSession();
  const logout = useLogout();
  const { identity, refetch, isFetching } = useGetIdentity({
    enabled: live !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    onError: () => logout(),
  });
  const user = loadedFor(identity as SessionIdentity | undefined, live);
  const stale = live !== null && identity !== undefined && user === undefined;
  useEffect(() => {
    // Another account signed in over a loaded session: load the new user.
    if (stale && !isFetching) refetch();
  }, [stale, isFetching, refetch]);
  return { live, user };
}

const SessionUserContext = createContext<SessionUser>({ live: null });
export const SessionUserProvider = SessionUserContext.Provider;
export const useSessionUser = () => useContext(SessionUserContext);
