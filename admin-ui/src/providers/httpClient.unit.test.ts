import { installFakeApi } from '../testing/fakeApi';
import { createHttpClient } from './httpClient';

describe('the http client', () => {
  it('sends the bearer token when there is one', async () => {
    const api = installFakeApi({ 'GET /api/zones': { body: { data: [] } } });
    await createHttpClient({ getToken: () => 'abc' })('/zones');
    expect(api.calls[0].authorization).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token, even when the caller passed one', async () => {
    const api = installFakeApi({ 'GET /api/zones': { body: { data: [] } } });
    await createHttpClient({ getToken: () => null })('/zones', {
      headers: { Authorization: 'Bearer stale' },
    });
    expect(api.calls[0].authorization).toBeNull();
  });

  it('sends JSON bodies and query fields', async () => {
    const api = installFakeApi({ 'POST /api/officials/login': { body: { data: { token: 't' } } } });
    const reply = await createHttpClient({ getToken: () => null })('/officials/login', {
      method: 'POST',
      query: { page: 2, limit: undefined },
      body: { email: 'a@b.in', password: 'secret123' },
    });
    expect(api.calls[0]).toMatchObject({
      url: '/api/officials/login?page=2',
      body: { email: 'a@b.in', password: 'secret123' },
    });
    expect(reply.json).toEqual({ data: { token: 't' } });
  });

  describe('a token the server refuses', () => {
    const refusal = { status: 401, message: 'Session expired or invalid, please login again' };
    const challenge = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };

    it('is reported with the message once the reply carries the invalid_token challenge', async () => {
      installFakeApi({ 'GET /api/zones': { status: 401, body: refusal, headers: challenge } });
      const onRefused = jest.fn();
      await expect(createHttpClient({ getToken: () => 'abc', onRefused })('/zones')).rejects.toThrow();
      expect(onRefused).toHaveBeenCalledWith('401: Session expired or invalid, please login again');
    });

    it('is not reported for a 401 about something else (a wrong old password) or without a token', async () => {
      installFakeApi({
        'POST /api/officials/changePassword': {
          status: 401,
          body: { status: 401, message: 'Old password is incorrect' },
        },
        'POST /api/officials/login': { status: 401, body: refusal, headers: challenge },
      });
      const onRefused = jest.fn();
      await expect(
        createHttpClient({ getToken: () => 'abc', onRefused })('/officials/changePassword', {
          method: 'POST',
        }),
      ).rejects.toThrow();
      await expect(
        createHttpClient({ getToken: () => null, onRefused })('/officials/login', { method: 'POST' }),
      ).rejects.toThrow();
      expect(onRefused).not.toHaveBeenCalled();
    });
  });

  describe('when a call fails (SPEC section 8)', () => {
    const call = () => createHttpClient({ getToken: () => null })('/officials');

    it("throws '{status}: {message}' with the reply's status and message", async () => {
      installFakeApi({
        'GET /api/officials': { status: 401, body: { status: 401, message: 'Invalid email or password' } },
      });
      await expect(call()).rejects.toMatchObject({ message: '401: Invalid email or password', status: 401 });
    });

    it("falls back to 'Resource not found' on a 404 without a message", async () => {
      installFakeApi({ 'GET /api/officials': { status: 404, body: {} } });
      await expect(call()).rejects.toThrow('404: Resource not found');
    });

    it("falls back to 'Server Error' on other statuses without a message", async () => {
      installFakeApi({ 'GET /api/officials': { status: 502 } });
      await expect(call()).rejects.toThrow('502: Server Error');
    });

    it("says 'No response received from the server' when nothing came back", async () => {
      installFakeApi({ 'GET /api/officials': { networkError: true } });
      await expect(call()).rejects.toThrow(/^No response received from the server$/);
    });

    it('keeps the field errors of a validation reply on the error body', async () => {
      const body = {
        status: 400,
        message: 'Invalid email address',
        errors: { email: 'Invalid email address' },
      };
      installFakeApi({ 'GET /api/officials': { status: 400, body } });
      await expect(call()).rejects.toMatchObject({ body });
    });
  });
});
