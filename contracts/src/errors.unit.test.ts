import { clientErrorMessage } from './errors';

describe('clientErrorMessage (SPEC section 8)', () => {
  it("uses the reply's status and message", () => {
    expect(
      clientErrorMessage({ kind: 'reply', status: 400, body: { status: 422, message: 'Bad zone' } }),
    ).toBe('422: Bad zone');
  });
  it('falls back to the HTTP status when the reply has none', () => {
    expect(clientErrorMessage({ kind: 'reply', status: 409, body: { message: 'Conflict here' } })).toBe(
      '409: Conflict here',
    );
  });
  it('answers "Resource not found" for a 404 without a message', () => {
    expect(clientErrorMessage({ kind: 'reply', status: 404, body: {} })).toBe('404: Resource not found');
  });
  it('answers "Server Error" for other statuses without a message', () => {
    expect(clientErrorMessage({ kind: 'reply', status: 500, body: null })).toBe('500: Server Error');
    expect(clientErrorMessage({ kind: 'reply', status: 403, body: { message: '' } })).toBe(
      '403: Server Error',
    );
  });
  it('answers "No response received from the server" without a reply', () => {
    expect(clientErrorMessage({ kind: 'noReply' })).toBe('No response received from the server');
  });
  it("uses the error's own message otherwise", () => {
    expect(clientErrorMessage({ kind: 'other', message: 'Network changed' })).toBe('Network changed');
  });
  it('answers "Request failed" when the error has no message', () => {
    expect(clientErrorMessage({ kind: 'other' })).toBe('Request failed');
  });
});
