// Test support: a stand-in for the server's replies (fetch), answering by method and path, and the
// browser's form submission (jsdom cannot navigate), recording what would have been posted.

export interface Call {
  method: string;
  url: string;
  /** JSON bodies parsed; a multipart body as the FormData that was sent. */
  body: unknown;
  /** The Authorization header, when the call sent one. */
  authorization?: string;
}

const bodyOf = (body: RequestInit['body']) =>
  body instanceof FormData ? body : body ? JSON.parse(String(body)) : undefined;

type Reply = { status: number; body: unknown };

/** A route ending in '*' answers every call whose method and address start with the rest of it. */
const startingWith = (routes: Record<string, Reply>, call: string) =>
  Object.entries(routes).find(([route]) => route.endsWith('*') && call.startsWith(route.slice(0, -1)))?.[1];

export function answerCalls(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  window.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
    calls.push({ method, url, body: bodyOf(init?.body), authorization });
    const reply = routes[`${method} ${url}`] ??
      startingWith(routes, `${method} ${url}`) ?? {
        status: 404,
        body: { status: 404, message: 'Resource not found' },
      };
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export function recordSubmittedForms() {
  const submitted: { action: string; method: string; fields: Record<string, string> }[] = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries(
      Array.from(this.querySelectorAll('input')).map((input) => [input.name, input.value]),
    );
    submitted.push({ action: this.action, method: this.method, fields });
  });
  return submitted;
}
