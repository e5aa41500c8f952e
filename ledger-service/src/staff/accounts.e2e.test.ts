import { createTokenService } from './tokens';
import { SESSION_ENDED_MESSAGE } from '../http/auth';
import { createSessionRegistry, SESSION_CHECK_TTL_MS } from './sessions';
import { officialStream } from '@ptax/contracts';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.stop());

const demo = (email: string) => DEMO_OFFICIALS.find((user) => user.email === email)!;
const asOfficial = async (email: string) => {
  const user = demo(email);
  return `Bearer ${await loginToken(harness, 'officials', user.email, user.password)}`;
};
// Tests below change the operator's password; later sign-ins use the current one.
let operatorPassword = DEMO_OPERATOR.password;
const asOperator = async () =>
  `Bearer ${await loginToken(harness, 'operators', DEMO_OPERATOR.email, operatorPassword)}`;

describe('GET officials?email and operators?email', () => {
  it('gives a signed-in official their own user details', async () => {
    const response = await harness
      .http()
      .get('/api/officials?email=superadmin@nagarnigam.demo')
      .set('Authorization', await asOfficial('superadmin@nagarnigam.demo'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        username: 'Priya Srivastava',
        email: 'superadmin@nagarnigam.demo',
        accessName: 'admin',
        isSuperAdmin: true,
      },
    });
  });

  it('gives an operator their own user details', async () => {
    const response = await harness
      .http()
      .get(`/api/operators?email=${DEMO_OPERATOR.email}`)
      .set('Authorization', await asOperator());
    expect(response.body.data).toEqual({
      username: DEMO_OPERATOR.username,
      email: DEMO_OPERATOR.email,
      accessName: 'operator',
      isSuperAdmin: false,
    });
  });

  it('does not let a jalkal official look up somebody else', async () => {
    const response = await harness
      .http()
      .get('/api/officials?email=admin@nagarnigam.demo')
      .set('Authorization', await asOfficial('jalkal@nagarnigam.demo'));
    expect(response.status).toBe(403);
  });

  it('answers 404 for an email nobody has', async () => {
    const response = await harness
      .http()
      .get('/api/officials?email=nobody@nagarnigam.demo')
      .set('Authorization', await asOfficial('admin@nagarnigam.demo'));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 404, message: 'Employee not found' });
  });
});

describe('changePassword', () => {
  const ri = demo('ri@nagarnigam.demo');

  it('changes the password, records the change as an event without the password, and the old one stops working', async () => {
    const auth = await asOfficial(ri.email);
    const response = await harness
      .http()
      .post('/api/officials/changePassword')
      .set('Authorization', auth)
      .send({ email: ri.email, oldPassword: ri.password, newPassword: 'Inspector@456' });
    expect(response.status).toBe(200);
    expect(response.body.data).toBe(true);

    const old = await harness
      .http()
      .post('/api/officials/login')
      .send({ email: ri.email, password: ri.password });
    expect(old.status).toBe(401);
    await expect(loginToken(harness, 'officials', ri.email, 'Inspector@456')).resolves.toEqual(
      expect.any(String),
    );

    const lookup = await harness.platform.pool.query('SELECT id FROM officials WHERE email = $1', [ri.email]);
    const events = await harness.platform.store.readStream(officialStream(lookup.rows[0].id));
    const change = events.find((event) => event.type === 'StaffPasswordChanged')!;
    expect(change.data).toEqual({ email: ri.email, kind: 'official', how: 'changed', byEmail: ri.email });
    expect(JSON.stringify(events)).not.toContain('Inspector@456');
  });

  it('refuses a new password equal to the old one with the spec message', async () => {
    const user = demo('nigamadmin@nagarnigam.demo');
    const response = await harness
      .http()
      .post('/api/officials/changePassword')
      .set('Authorization', await asOfficial(user.email))
      .send({ email: user.email, oldPassword: user.password, newPassword: user.password });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ newPassword: 'Can not be same as old password' });
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const user = demo('jalkal@nagarnigam.demo');
    const response = await harness
      .http()
      .post('/api/officials/changePassword')
      .set('Authorization', await asOfficial(user.email))
      .send({ email: user.email, oldPassword: 'Wrong@12345', newPassword: 'Jalkal@99999' });
    expect(response.status).toBe(401);
    // Not a refused token: the back office must not end the session for it.
    expect(response.headers['www-authenticate']).toBeUndefined();
    await expect(loginToken(harness, 'officials', user.email, user.password)).resolves.toEqual(
      expect.any(String),
    );
  });

  it("refuses to change another user's password", async () => {
    const response = await harness
      .http()
      .post('/api/officials/changePassword')
      .set('Authorization', await asOfficial('jalkal@nagarnigam.demo'))
      .send({ email: 'admin@nagarnigam.demo', oldPassword: 'Admin@12345', newPassword: 'Taken@12345' });
    expect(response.status).toBe(403);
  });

  it('changes an operator password through the operator change', async () => {
    const response = await harness
      .http()
      .post('/api/operators/changePassword')
      .set('Authorization', await asOperator())
      .send({ email: DEMO_OPERATOR.email, oldPassword: operatorPassword, newPassword: 'Operator@456' });
    expect(response.status).toBe(200);
    await expect(loginToken(harness, 'operators', DEMO_OPERATOR.email, 'Operator@456')).resolves.toEqual(
      expect.any(String),
    );
    operatorPassword = 'Operator@456';
  });

  it('sends an operator to the operator change, not the official one', async () => {
    const response = await harness
      .http()
      .post('/api/officials/changePassword')
      .set('Authorization', await asOperator())
      .send({ email: DEMO_OPERATOR.email, oldPassword: operatorPassword, newPassword: 'Operator@999' });
    expect(response.status).toBe(403);
  });
});

describe('a token the server refuses', () => {
  it('answers 401 with the invalid_token challenge (RFC 6750) and the message to sign in again', async () => {
    const response = await harness
      .http()
      .get('/api/officials')
      .query({ email: 'admin@nagarnigam.demo' })
      .set('Authorization', 'Bearer not.a-valid.token');
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(response.body.message).toBe('Session expired or invalid, please login again');
  });
});

describe('resetPassword', () => {
  it('lets the admin reset an operator password', async () => {
    const response = await harness
      .http()
      .post('/api/operators/resetPassword')
      .set('Authorization', await asOfficial('admin@nagarnigam.demo'))
      .send({ email: DEMO_OPERATOR.email, newPassword: 'Operator@789' });
    expect(response.status).toBe(200);
    await expect(loginToken(harness, 'operators', DEMO_OPERATOR.email, 'Operator@789')).resolves.toEqual(
      expect.any(String),
    );
    operatorPassword = 'Operator@789';
  });

  it('does not let the ctao reset passwords', async () => {
    const response = await harness
      .http()
      .post('/api/officials/resetPassword')
      .set('Authorization', await asOfficial('ctao@nagarnigam.demo'))
      .send({ email: 'jalkal@nagarnigam.demo', newPassword: 'Jalkal@00000' });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/health', () => {
  it('reports the event store position and every read model with its lag', async () => {
    await harness.platform.caughtUp();
    const response = await harness.http().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', maxLag: 0 });
    // Every module's read model is reported; the staff one is among them, and none lags.
    expect(response.body.projections).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'staff', lag: 0 })]),
    );
    expect(response.body.projections.every((p: { lag: number }) => p.lag === 0)).toBe(true);
    expect(response.body.eventStore.position).toBeGreaterThanOrEqual(7);
  });
});

describe('a password change or reset ends the sessions issued before it', () => {
  const whoAmI = (auth: string, email: string) =>
    harness.http().get(`/api/officials?email=${email}`).set('Authorization', auth);

  it('on every device of the official who changed it, and a new sign-in works', async () => {
    const user = demo('ctao@nagarnigam.demo');
    const [laptop, phone] = [await asOfficial(user.email), await asOfficial(user.email)];
    expect((await whoAmI(phone, user.email)).status).toBe(200);
    const changed = await harness
      .http()
      .post('/api/officials/changePassword')
      .set('Authorization', laptop)
      .send({ email: user.email, oldPassword: user.password, newPassword: 'Ctao@67890' });
    expect(changed.status).toBe(200);
    for (const auth of [laptop, phone]) {
      const refused = await whoAmI(auth, user.email);
      expect([refused.status, refused.body.message]).toEqual([401, SESSION_ENDED_MESSAGE]);
    }
    const fresh = `Bearer ${await loginToken(harness, 'officials', user.email, 'Ctao@67890')}`;
    expect((await whoAmI(fresh, user.email)).status).toBe(200);
  });

  it('of an operator whose password the admin reset, and of no one else', async () => {
    const operator = await asOperator();
    const bystander = await asOfficial('nigamadmin@nagarnigam.demo');
    const reset = await harness
      .http()
      .post('/api/operators/resetPassword')
      .set('Authorization', await asOfficial('admin@nagarnigam.demo'))
      .send({ email: DEMO_OPERATOR.email, newPassword: 'Operator@2468' });
    expect(reset.status).toBe(200);
    operatorPassword = 'Operator@2468';
    const refused = await harness
      .http()
      .get(`/api/operators?email=${DEMO_OPERATOR.email}`)
      .set('Authorization', operator);
    expect(refused.status).toBe(401);
    expect((await whoAmI(bystander, 'nigamadmin@nagarnigam.demo')).status).toBe(200);
  });

  it('on another instance of the service within its check interval', async () => {
    const user = demo('jalkal@nagarnigam.demo');
    let clock = harness.platform.ctx.now();
    const otherInstance = createSessionRegistry(harness.platform.pool, () => clock);
    const auth = await asOfficial(user.email);
    const claims = createTokenService('test-secret', () => clock).verify(auth.slice('Bearer '.length))!;
    expect(await otherInstance.isCurrent(claims)).toBe(true);
    const reset = await harness
      .http()
      .post('/api/officials/resetPassword')
      .set('Authorization', await asOfficial('admin@nagarnigam.demo'))
      .send({ email: user.email, newPassword: 'Jalkal@24680' });
    expect(reset.status).toBe(200);
    clock += SESSION_CHECK_TTL_MS + 1;
    expect(await otherInstance.isCurrent(claims)).toBe(false);
  });
});
