// An admin deleting (disabling) an official on one instance ends that official's sessions on every
// instance of the service on the same database: at once where it was done, within the check interval
// (staff/sessions.ts) on the others.
import { INVALID_TOKEN_CHALLENGE, SESSION_ENDED_MESSAGE } from '../http/auth';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS } from '../seed/demoUsers';
import { SESSION_CHECK_TTL_MS } from './sessions';

let first: Harness;
let second: Harness;
beforeAll(async () => {
  first = await startHarness();
  second = await startHarness({ besides: first });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

const passwordOf = (email: string) => DEMO_OFFICIALS.find((user) => user.email === email)!.password;
const signIn = async (on: Harness, email: string) =>
  `Bearer ${await loginToken(on, 'officials', email, passwordOf(email))}`;
const whoAmI = (on: Harness, auth: string, email: string) =>
  on.http().get(`/api/officials?email=${email}`).set('Authorization', auth);

describe('an official deleted by an admin', () => {
  it('is signed out on every instance: where it was done at once, on the other within its check interval', async () => {
    const email = 'ri@nagarnigam.demo';
    const onFirst = await signIn(first, email);
    const onSecond = await signIn(second, email);
    // The second instance has read the session as current (and remembers it for a few seconds).
    expect((await whoAmI(second, onSecond, email)).status).toBe(200);

    const admin = await signIn(first, 'admin@nagarnigam.demo');
    const listed = await first.http().get(`/api/officials/all?search=${email}`).set('Authorization', admin);
    const id = listed.body.data[0].id as string;
    expect(
      (await first.http().delete(`/api/officials/delete/${id}`).set('Authorization', admin)).status,
    ).toBe(200);

    const here = await whoAmI(first, onFirst, email);
    expect([here.status, here.body.message]).toEqual([401, SESSION_ENDED_MESSAGE]);
    second.advanceClock(SESSION_CHECK_TTL_MS + 1);
    for (const auth of [onSecond, onFirst]) {
      const there = await whoAmI(second, auth, email);
      expect([there.status, there.body.message]).toEqual([401, SESSION_ENDED_MESSAGE]);
      // The challenge is what makes the back office end the session with the spec's toast.
      expect(there.headers['www-authenticate']).toBe(INVALID_TOKEN_CHALLENGE);
    }
  });
});
