import { decodeClaims, liveClaims, TOKEN_STORAGE_KEY, type SessionClaims } from '@ptax/contracts';

// The key and the claims reader live in contracts: the citizen app's officials' page reads the same token.
export { decodeClaims, TOKEN_STORAGE_KEY };

export interface LiveSession {
  token: string;
  claims: SessionClaims;
}

export interface Session {
  /** The stored token as is, without side effects: the snapshot React subscribes to. */
  storedToken(): string | null;
  /** The session a stored token stands for, or null when it is missing, unreadable or expired. */
  inspect(token: string | null): LiveSession | null;
  /** The token when there is a live one; an expired or unreadable token is dropped on the way. */
  token(): string | null;
  /** The claims of the live token, or null. */
  claims(): SessionClaims | null;
  start(token: string): void;
  clear(): void;
  /** The server refused the token (401): the session ends, saying why. No-op without a token. */
  refuse(message: string): void;
  subscribe(listener: () => void): () => void;
}

/** Why a session ended without a logout: its token expired, or the server refused it. */
export type SessionEnding = { reason: 'expired' } | { reason: 'refused'; message: string };

export interface SessionDeps {
  storage?: Storage;
  now?: () => number;
  /** Told once when a session ends by itself (the back office shows SPEC section 4's toast). */
  onEnded?: (ending: SessionEnding) => void;
}

export function createSession({
  storage = window.localStorage,
  now = Date.now,
  onEnded,
}: SessionDeps = {}): Session {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const clear = () => {
    if (storage.getItem(TOKEN_STORAGE_KEY) === null) return;
    storage.removeItem(TOKEN_STORAGE_KEY);
    emit();
  };

  const inspect = (token: string | null): LiveSession | null => {
    const claims = liveClaims(token, now());
    return token && claims ? { token, claims } : null;
  };

  const live = (): LiveSession | null => {
    const stored = storage.getItem(TOKEN_STORAGE_KEY);
    const session = inspect(stored);
    if (!session && stored !== null) {
      clear();
      // A readable token past its time was a session that expired; an unreadable one never was one.
      if (decodeClaims(stored)) onEnded?.({ reason: 'expired' });
    }
    return session;
  };

  return {
    storedToken: () => storage.getItem(TOKEN_STORAGE_KEY),
    inspect,
    token: () => live()?.token ?? null,
    claims: () => live()?.claims ?? null,
    start(token) {
      storage.setItem(TOKEN_STORAGE_KEY, token);
      emit();
    },
    clear,
    refuse(message) {
      if (storage.getItem(TOKEN_STORAGE_KEY) === null) return;
      clear();
      onEnded?.({ reason: 'refused', message });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
