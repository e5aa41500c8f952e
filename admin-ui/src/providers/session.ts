import { isTokenExpired, type SessionClaims } from '@ptax/contracts';

/** The browser local-storage entry that keeps the staff token (SPEC section 4). */
export const TOKEN_STORAGE_KEY = 'nagar-nigam-ptax.token';

/** Reads the claims of a JWT without verifying it: the server verifies, the client only routes. */
export function decodeClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as SessionClaims) : null;
  } catch {
    return null;
  }
}

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
  subscribe(listener: () => void): () => void;
}

export interface SessionDeps {
  storage?: Storage;
  now?: () => number;
}

export function createSession({ storage = window.localStorage, now = Date.now }: SessionDeps = {}): Session {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const clear = () => {
    if (storage.getItem(TOKEN_STORAGE_KEY) === null) return;
    storage.removeItem(TOKEN_STORAGE_KEY);
    emit();
  };

  const inspect = (token: string | null): LiveSession | null => {
    const claims = token ? decodeClaims(token) : null;
    if (!token || !claims || isTokenExpired(Number(claims.exp), now())) return null;
    return { token, claims };
  };

  const live = (): LiveSession | null => {
    const session = inspect(storage.getItem(TOKEN_STORAGE_KEY));
    if (!session) clear();
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
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
