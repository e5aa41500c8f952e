// The portal's API from outside the browser: what a journey needs to know that no page shows it (which
// demo property still owes money, which demo objections exist).
import { portalUrl } from './browser';

export interface ApiAnswer<T> {
  status: number;
  body: { data: T; message?: string } & Record<string, unknown>;
}

export async function portalApi<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(portalUrl(`/api${path}`), {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer<T>['body'] };
}

/** A signed-in official's token (the demo users of README.md). */
export async function officialToken(email: string, password: string): Promise<string> {
  const { status, body } = await portalApi<{ token: string }>('/officials/login', {
    method: 'POST',
    body: { email, password },
  });
  if (status !== 200) throw new Error(`${email} could not sign in: ${status} ${body.message ?? ''}`);
  return body.data.token;
}
