// The public calls a script could walk through or flood are counted per address: property search,
// the ledger, receipt lookups and payment starts (issue 13). Signed-in staff are not counted: a
// counter clerk searches all day from one address. Low limits here; the defaults are in rateLimit.ts.
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { TOO_MANY_PUBLIC_CALLS } from './rateLimit';

const LOOKUPS = 3;
const SUBMISSIONS = 2;

let harness: Harness;
beforeAll(async () => {
  process.env.PUBLIC_LOOKUPS_PER_MINUTE = String(LOOKUPS);
  process.env.PUBLIC_SUBMISSIONS_PER_10_MINUTES = String(SUBMISSIONS);
  harness = await startHarness();
  // One window for the whole file: a minute's edge passing mid-test would reset the counts.
  harness.freezeClockAt(Date.now());
  // The platform read them at its start; later files in this worker get the harness's own.
  delete process.env.PUBLIC_LOOKUPS_PER_MINUTE;
  delete process.env.PUBLIC_SUBMISSIONS_PER_10_MINUTES;
});
afterAll(() => harness.stop());

type Call = [name: string, send: (auth?: string) => Promise<{ status: number; body: { message?: string } }>];
const withAuth = <T extends { set(name: string, value: string): T }>(test: T, auth?: string) =>
  auth ? test.set('Authorization', auth) : test;

const lookups: Call[] = [
  [
    'property search',
    (auth) => withAuth(harness.http().post('/api/properties/search'), auth).send({ ownerName: 'Ram' }),
  ],
  [
    'ledger',
    (auth) =>
      withAuth(harness.http().post('/api/properties/ledger'), auth).send({ propertyUniqueId: 'NONE' }),
  ],
  [
    'receipt lookup',
    (auth) => withAuth(harness.http().get('/api/receipts/lookup?number=RCT-2026-27-000001'), auth),
  ],
];

describe('public calls are counted per address', () => {
  it.each(lookups)(
    '%s: the call after the limit in a minute is a 429 with the message',
    async (_name, send) => {
      for (let n = 0; n < LOOKUPS; n++) expect((await send()).status).not.toBe(429);
      const refused = await send();
      expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY_PUBLIC_CALLS]);
    },
  );

  it('payment starts: the call after the limit in ten minutes is a 429', async () => {
    const start = () =>
      harness.http().post('/api/payments/initiate_payment').send({ propertyUniqueId: 'NONE' });
    for (let n = 0; n < SUBMISSIONS; n++) expect((await start()).status).not.toBe(429);
    expect((await start()).status).toBe(429);
  });

  it.each(lookups)('%s: signed-in staff from the same address are not counted', async (_name, send) => {
    const auth = `Bearer ${await loginToken(harness, 'officials', 'admin@nagarnigam.demo', 'Admin@12345')}`;
    for (let n = 0; n < LOOKUPS + 2; n++) expect((await send(auth)).status).not.toBe(429);
  });
});
