// Test support: a stand-in for the server's replies (fetch), answering by method and path, and the
// browser's form submission (jsdom cannot navigate), recording what would have been posted.

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status: number; body: unknown };

export function answerCalls(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  window.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = routes[`${method} ${url}`] ?? {
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
