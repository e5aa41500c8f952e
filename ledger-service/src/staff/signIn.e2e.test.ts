import jwt from 'jsonwebtoken';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.stop());

const admin = DEMO_OFFICIALS.find((user) => user.email === 'admin@nagarnigam.demo')!;

describe('POST officials/login and POST operators/login', () => {
  it.each(DEMO_OFFICIALS.map((user) => [user.email, user]))(
    'signs in the demo official %s',
    async (_, user) => {
      const token = await loginToken(harness, 'officials', user.email, user.password);
      expect(jwt.decode(token)).toMatchObject({
        loginType: user.loginType,
        accessName: user.accessName,
        email: user.email,
        accessType: expect.any(String),
        exp: expect.any(Number),
      });
    },
  );

  it('signs in the demo operator with the operator login type', async () => {
    const token = await loginToken(harness, 'operators', DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    expect(jwt.decode(token)).toMatchObject({ loginType: 'operator', accessName: 'operator' });
  });

  it('does not sign in an operator through the officials login', async () => {
    const response = await harness
      .http()
      .post('/api/officials/login')
      .send({ email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password });
    expect(response.status).toBe(401);
  });

  it('answers a wrong password with 401 and the error shape', async () => {
    const response = await harness
      .http()
      .post('/api/officials/login')
      .send({ email: admin.email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: 401, message: 'Invalid email or password' });
  });

  it("answers a short password with the spec's message on the field", async () => {
    const response = await harness
      .http()
      .post('/api/officials/login')
      .send({ email: admin.email, password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('answers malformed JSON with 400, not a server error', async () => {
    const response = await harness
      .http()
      .post('/api/officials/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message: 'Malformed JSON body' });
  });

  it('blocks an account after five failed attempts, even with the right password', async () => {
    const email = 'ctao@nagarnigam.demo';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await harness
        .http()
        .post('/api/officials/login')
        .send({ email, password: 'not-the-password' });
      expect(response.status).toBe(401);
    }
    const blocked = await harness.http().post('/api/officials/login').send({ email, password: 'Ctao@12345' });
    expect(blocked.status).toBe(429);
    harness.advanceClock(16 * 60_000);
    expect(
      (await harness.http().post('/api/officials/login').send({ email, password: 'Ctao@12345' })).status,
    ).toBe(200);
  });
});

describe('guards on the server', () => {
  it('answers a guarded call without a token with 401', async () => {
    const response = await harness.http().get(`/api/officials?email=${admin.email}`);
    expect(response.status).toBe(401);
    expect(response.body.status).toBe(401);
  });

  it('answers a call for the wrong login type with 403', async () => {
    const token = await loginToken(harness, 'operators', DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const response = await harness
      .http()
      .post('/api/officials/resetPassword')
      .set('Authorization', `Bearer ${token}`)
      .send({ email: admin.email, newPassword: 'Whatever@123' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: 403, message: 'Not Authorized' });
  });

  it('refuses an expired token at exactly exp x 28,800,000', async () => {
    const token = await loginToken(harness, 'officials', admin.email, admin.password);
    const { exp } = jwt.decode(token) as { exp: number };
    const lookup = () =>
      harness.http().get(`/api/officials?email=${admin.email}`).set('Authorization', `Bearer ${token}`);
    harness.freezeClockAt(exp * 28_800_000 - 1);
    const lastMillisecond = await lookup();
    harness.freezeClockAt(exp * 28_800_000);
    const expired = await lookup();
    harness.freezeClockAt(null);
    expect(lastMillisecond.status).toBe(200);
    expect(expired.status).toBe(401);
  });

  it('answers an unknown call with 404 in the error shape', async () => {
    const response = await harness.http().get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 404, message: 'No such call: GET /api/no-such-call' });
  });
});
