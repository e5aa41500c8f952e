import { clientErrorMessage } from '@ptax/contracts';
import { HttpError } from 'react-admin';

/** Where the API lives: the server serves it beside the app, under /api (ARCHITECTURE.md "API"). */
export const API_BASE_URL = '/api';

export interface ApiRequest {
  method?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON, unless it is already a string or a FormData (multipart uploads). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  /** The raw text, for ra-data-simple-rest. */
  body: string;
  json: T;
}

export type HttpClient = <T = unknown>(path: string, request?: ApiRequest) => Promise<ApiResponse<T>>;

export interface HttpClientDeps {
  /** The live token, or null: with no token the Authorization header is not sent (SPEC section 4). */
  getToken: () => string | null;
  baseUrl?: string;
  /**
   * The server refused the token a call carried (401 with RFC 6750's invalid_token challenge; a
   * wrong old password is a 401 too, without it): the session ends, with the server's message.
   */
  onRefused?: (message: string) => void;
}

function urlOf(baseUrl: string, path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([name, value]) => {
    if (value !== undefined) params.set(name, String(value));
  });
  const search = params.toString();
  return `${baseUrl}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * fetch with the bearer token. Every failure becomes an Error '{status}: {message}' (SPEC section 8);
 * a reply's failure is a react-admin HttpError carrying the status and the body (field errors).
 */
export function createHttpClient({
  getToken,
  baseUrl = API_BASE_URL,
  onRefused,
}: HttpClientDeps): HttpClient {
  return async function request<T>(
    path: string,
    { method = 'GET', query, body, headers = {} }: ApiRequest = {},
  ) {
    const sent = new Headers({ Accept: 'application/json', ...headers });
    const token = getToken();
    if (token) sent.set('Authorization', `Bearer ${token}`);
    else sent.delete('Authorization');
    const isRaw = typeof body === 'string' || body instanceof FormData;
    // JSON by default (SPEC section 7); a FormData sets its own multipart boundary.
    if (body !== undefined && !(body instanceof FormData) && !sent.has('Content-Type')) {
      sent.set('Content-Type', 'application/json');
    }

    let response: Response;
    try {
      response = await fetch(urlOf(baseUrl, path, query), {
        method,
        headers: sent,
        body: body === undefined ? undefined : isRaw ? (body as BodyInit) : JSON.stringify(body),
      });
    } catch (error) {
      // fetch rejects only when no reply came back (network down, CORS, aborted before a reply).
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      throw new Error(
        aborted
          ? clientErrorMessage({ kind: 'other', message: (error as Error).message })
          : clientErrorMessage({ kind: 'noReply' }),
      );
    }
    const text = await response.text();
    const json = parse(text);
    if (!response.ok) {
      const message = clientErrorMessage({ kind: 'reply', status: response.status, body: json });
      const refusedToken = /invalid_token/.test(response.headers.get('WWW-Authenticate') ?? '');
      if (response.status === 401 && token && refusedToken) onRefused?.(message);
      throw new HttpError(message, response.status, json);
    }
    return { status: response.status, headers: response.headers, body: text, json: json as T };
  };
}

/** The `data` field of a `{ data, ... }` reply. */
export async function dataOf<T>(reply: Promise<ApiResponse<{ data?: T } | null>>): Promise<T | undefined> {
  return (await reply).json?.data;
}
