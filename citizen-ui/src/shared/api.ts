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

type HeaderMap = Record<string, string>;

/** The whole JSON answer of a call that succeeded; a failure is a CallError. */
async function reply(path: string, init: RequestInit | undefined, contentType: HeaderMap): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${API}/${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...contentType, ...(init?.headers as HeaderMap | undefined) },
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
  return body;
}

const jsonType = (init?: RequestInit): HeaderMap =>
  init?.body ? { 'Content-Type': 'application/json' } : {};

const request = async <T>(path: string, init: RequestInit | undefined, contentType: HeaderMap): Promise<T> =>
  ((await reply(path, init, contentType)) as { data: T }).data;

/** `path` is relative to /api; the answer's `data`. A body is JSON text; `init.headers` add to ours. */
export const callApi = <T>(path: string, init?: RequestInit): Promise<T> =>
  request<T>(path, init, jsonType(init));

/** SPEC section 7, "uploads use multipart": the browser writes the content type with its boundary. */
export const callApiMultipart = <T>(path: string, form: FormData, init?: Omit<RequestInit, 'body'>) =>
  request<T>(path, { method: 'POST', ...init, body: form }, {});

/** A list call's whole answer (CONVENTIONS.md): the rows in `data`, with `total`, `page` and `limit`. */
export interface ListReply<Row> {
  data: Row[];
  total: number;
  page: number;
  limit: number;
}

/** A list call (JSON body, if any): the whole answer, so a page can show the count and page on. */
export const callApiList = <Row>(path: string, init?: RequestInit) =>
  reply(path, init, jsonType(init)) as Promise<ListReply<Row>>;

/** The call's answer, or `fallback` when the server says there is no such thing (404). */
export async function notFoundAs<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof CallError && error.status === 404) return fallback;
    throw error;
  }
}
