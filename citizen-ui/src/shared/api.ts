import { clientErrorMessage } from '@ptax/contracts';

// The one way the citizen pages call the API beside the app (ARCHITECTURE.md: one port, the API under
// /api). Every failure becomes a CallError whose message is the spec's '{status}: {message}'
// (contracts errors.ts).

const API = '/api';

/** A failed call: the HTTP status (none when nothing answered) and the field errors the server gave. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly status?: number,
  ) {
    super(message);
  }
}

/** `path` is relative to /api; the answer's `data`. */
export async function callApi<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API}/${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch {
    throw new CallError(clientErrorMessage({ kind: 'noReply' }));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const errors = (body as { errors?: Record<string, string> } | null)?.errors ?? {};
    throw new CallError(
      clientErrorMessage({ kind: 'reply', status: response.status, body }),
      errors,
      response.status,
    );
  }
  return (body as { data: T }).data;
}
