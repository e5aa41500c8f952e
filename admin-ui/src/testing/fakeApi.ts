// A fetch double standing in for the server: answers by "METHOD /path" and records every call.

export interface RecordedCall {
  method: string;
  /** Path and query, as sent: '/api/officials?email=a%40b.in'. */
  url: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  /** Every request header, names in lower case. */
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** No reply at all: fetch rejects as on a network failure. */
  networkError?: boolean;
  headers?: Record<string, string>;
}

export type FakeHandler = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

export interface FakeApi {
  calls: RecordedCall[];
  /** The calls to one "METHOD /path". */
  callsTo(route: string): RecordedCall[];
  on(route: string, handler: FakeHandler): void;
}

/** Replaces window.fetch. Unknown routes answer 404 { status, message } like the server. */
export function installFakeApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  const handlers = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];

  const fakeFetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams.entries()),
      authorization: headers.get('Authorization'),
      headers: Object.fromEntries(headers.entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const reply: FakeReply = !handler
      ? { status: 404, body: { status: 404, message: `No route ${method} ${url.pathname}` } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({ 'Content-Type': 'application/json', ...reply.headers }),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  };

  Object.defineProperty(window, 'fetch', { value: jest.fn(fakeFetch), writable: true, configurable: true });
  return {
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    on: (route, handler) => handlers.set(route, handler),
  };
}
