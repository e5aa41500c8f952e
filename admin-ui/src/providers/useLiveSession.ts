import { useMemo, useSyncExternalStore } from 'react';
import type { LiveSession } from './session';
import { useServices } from './services';

/** The signed-in session the stored token stands for, re-rendering on sign-in and sign-out. */
export function useLiveSession(): LiveSession | null {
  const { session } = useServices();
  const token = useSyncExternalStore(session.subscribe, session.storedToken);
  return useMemo(() => session.inspect(token), [session, token]);
}
