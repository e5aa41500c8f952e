import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { LiveSession } from './session';
import { useServices } from './services';

/** The signed-in session the stored token stands for, re-rendering on sign-in and sign-out. */
export function useLiveSession(): LiveSession | null {
  const { session } = useServices();
  const token = useSyncExternalStore(session.subscribe, session.storedToken);
  const live = useMemo(() => session.inspect(token), [session, token]);
  // A stored token that is no longer live ends the session (and says so), not only hides the shell.
  useEffect(() => {
    if (token !== null && live === null) session.token();
  }, [session, token, live]);
  return live;
}
