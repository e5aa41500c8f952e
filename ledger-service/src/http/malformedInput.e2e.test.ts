// Property-based: generated malformed requests to every call of the contracts' call list, signed in
// as every kind of staff and not at all. Each request carries text no handler may see (a NUL, a lone
// surrogate, a malformed percent-escape) in a path id, a query value, a body value or key, or is a
// multipart body cut short or without a boundary. Every answer must be a 4xx, in time, and the event
// store must not move. Known 500s before the edge checks: NUL reaching PostgreSQL, "Unexpected end of
// form" from busboy, a URIError from encodeURIComponent on a lone surrogate.
import fc from 'fast-check';
import { API_CALLS, type ApiCall } from '@ptax/contracts';
import { changesSince, loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

jest.setTimeout(600_000);

const RUNS = Number(process.env.MALFORMED_RUNS ?? 400);

let harness: Harness;
const tokens: Record<string, string | null> = { none: null };

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'geography'] });
  for (const official of DEMO_OFFICIALS)
    tokens[official.email] = await loginToken(harness, 'officials', official.email, official.password);
  tokens.operator = await loginToken(harness, 'operators', DEMO_OPERATOR.email, DEMO_OPERATOR.password);
});
afterAll(() => harness?.stop());

const head = async () => (await harness.platform.store.headCheckpoint()).checkpoint;
const changed = (checkpoint: string | null) => changesSince(harness, checkpoint);

/** Unsafe text as it travels in a JSON body (a JS string) and in an address (percent-escaped bytes). */
const UNSAFE = [
  { text: '\u0000', escaped: '%00' },
  { text: 'a\u0000b', escaped: 'a%00b' },
  { text: '\ud800', escaped: '%ED%A0%80' },
  { text: 'x\udfff', escaped: 'x%ED%BF%BF' },
  // A percent-escape cut short in an address; a high surrogate alone in a body.
  { text: '\udbff', escaped: '%E0%A4' },
] as const;

type Site = 'path' | 'query' | 'bodyValue' | 'bodyKey' | 'cutMultipart' | 'boundaryless';
const SITES: Site[] = ['path', 'query', 'bodyValue', 'bodyKey', 'cutMultipart', 'boundaryless'];

interface Malformed {
  call: ApiCall;
  who: string;
  site: Site;
  unsafe: (typeof UNSAFE)[number];
  field: string;
  filler: string;
}

const fieldArb = fc.constantFrom('id', 'ownerName', 'cityId', 'txnid', 'propertyUniqueId', 'remarks', 'name');
const malformedArb: fc.Arbitrary<Malformed> = fc.record({
  call: fc.constantFrom(...API_CALLS),
  who: fc.constantFrom('none', 'operator', ...DEMO_OFFICIALS.map((official) => official.email)),
  site: fc.constantFrom(...SITES),
  unsafe: fc.constantFrom(...UNSAFE),
  field: fieldArb,
  filler: fc.string({ maxLength: 12 }),
});

/** The call's path with every `:param` filled; with `escaped`, the first holds the unsafe bytes. */
function pathOf(call: ApiCall, escaped?: string): string {
  let first = true;
  return call.path.replace(/:[A-Za-z]+/g, () => {
    const value = first && escaped !== undefined ? escaped : '1';
    first = false;
    return value;
  });
}

function send(request: Malformed) {
  const { call, site, unsafe, field, filler } = request;
  const hasParam = call.path.includes(':');
  const path = `/api/${pathOf(call, site === 'path' && hasParam ? unsafe.escaped : undefined)}`;
  const query = site === 'query' || (site === 'path' && !hasParam) ? `?${field}=${unsafe.escaped}` : '';
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const agent = harness.http();
  let test = agent[method](path + query).timeout(15_000);
  const token = tokens[request.who];
  if (token) test = test.set('Authorization', `Bearer ${token}`);
  if (site === 'bodyValue') return test.send({ [field]: `${filler}${unsafe.text}`, page: 1 });
  if (site === 'bodyKey') return test.send({ [`${filler}${unsafe.text}`]: 'x' });
  if (site === 'cutMultipart')
    return test
      .set('Content-Type', 'multipart/form-data; boundary=XyZ')
      .send(`--XyZ\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${filler}`);
  if (site === 'boundaryless')
    return test.set('Content-Type', 'multipart/form-data').send(`${field}=${filler}`);
  return test;
}

/** A request refused without a 5xx, or (a GET with unsafe text only in a place it ignores) answered. */
describe('generated malformed requests to every call', () => {
  it(`never answer 5xx, always answer in time and change nothing (${RUNS} requests)`, async () => {
    const before = await head();
    await fc.assert(
      fc.asyncProperty(malformedArb, async (request) => {
        const response = await send(request);
        if (response.status >= 500)
          throw new Error(
            `${response.status} ${JSON.stringify(response.body)} for ${describeRequest(request)}`,
          );
        // Unsafe text in the address or a JSON body is refused at the edge, before any handler.
        if (['path', 'query', 'bodyValue', 'bodyKey'].includes(request.site) && response.status !== 400)
          throw new Error(`${response.status} instead of 400 for ${describeRequest(request)}`);
      }),
      { numRuns: RUNS },
    );
    expect(await changed(before)).toEqual([]);
  });
});

const describeRequest = (request: Malformed) =>
  `${request.call.method} ${request.call.path} as ${request.who}: ${request.site} ${JSON.stringify(request.unsafe.text)} in ${request.field}`;

describe('the malformed inputs named in issue 13', () => {
  const admin = () => tokens['admin@nagarnigam.demo'] as string;

  it.each([
    ['a NUL in a search field', 'post', '/api/properties/search', { ownerName: 'a\u0000b' }],
    ['a lone surrogate in the PayU callback', 'post', '/api/payments/callback/payu', { txnid: '\ud800' }],
  ] as const)('%s is a 400 without signing in', async (_name, method, path, body) => {
    const response = await harness.http()[method](path).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request contains characters that are not allowed');
  });

  it.each(['/api/zones/all?cityId=%00', '/api/receipts/RCT%00/pdf', '/api/zones/all?cityId=%E0%A4'])(
    '%s is a 400 naming the address',
    async (path) => {
      const response = await harness.http().get(path);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The address contains characters that are not allowed');
    },
  );

  it('a NUL in a path id of a signed-in change is a 400 and changes nothing', async () => {
    const before = await head();
    const response = await harness
      .http()
      .patch('/api/wards/edit/ab%00cd')
      .set('Authorization', `Bearer ${admin()}`)
      .send({ wardName: 'X' });
    expect(response.status).toBe(400);
    expect(await changed(before)).toEqual([]);
  });

  it('a multipart self-assessment cut short is a 400, not "Unexpected end of form"', async () => {
    const response = await harness
      .http()
      .post('/api/selfAssessment')
      .set('Content-Type', 'multipart/form-data; boundary=XyZ')
      .send('--XyZ\r\nContent-Disposition: form-data; name="ownerName"\r\n\r\nRam');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The form data could not be read: send it again');
  });

  it('an ARV list above ₹1 lakh crore is a 400 on the field', async () => {
    const response = await harness
      .http()
      .get('/api/properties/arvList?minAmount=1e20')
      .set('Authorization', `Bearer ${admin()}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ minAmount: 'minAmount is too large' });
  });

  it('a refused callback never copies a long txnid into its redirect', async () => {
    const response = await harness
      .http()
      .post('/api/payments/callback/payu')
      .type('form')
      .send({ txnid: 'T'.repeat(60_000), status: 'success' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/payment/failure/unknown?reason=unverified');
  });
});
