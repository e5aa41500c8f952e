// The access matrix (issue 13): every call of the contracts' call list x every kind of login (none,
// operator, jalkal, a revenue inspector, admin, super admin) against what SPEC sections 2 and 6 allow,
// written here apart from the server's guards so a guard changed by mistake fails this file.
// A refused caller gets 401 (no login) or 403 (wrong login), before any validation: an empty body is
// sent, so a handler that validated first would answer 400 and show the form. An allowed caller of a
// GET is never answered 401 or 403. Writes by allowed callers are left to their own tests (an empty
// body is no request a test here can safely make); nothing here may change the event store.
import { API_CALLS, type ApiCall, type Guard } from '@ptax/contracts';
import { changesSince, loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';
import { mountedCalls } from './apiRouter';

jest.setTimeout(600_000);

type Who = 'none' | 'operator' | 'jalkal' | 'ri' | 'admin' | 'superAdmin';
const WHO: Who[] = ['none', 'operator', 'jalkal', 'ri', 'admin', 'superAdmin'];
const EMAILS: Record<Exclude<Who, 'none' | 'operator'>, string> = {
  jalkal: 'jalkal@nagarnigam.demo',
  ri: 'ri@nagarnigam.demo',
  admin: 'admin@nagarnigam.demo',
  superAdmin: 'superadmin@nagarnigam.demo',
};

/** SPEC section 2's guards: who may reach a call at all. */
const REACHES: Record<Guard, readonly Who[]> = {
  public: WHO,
  anyLogin: ['operator', 'jalkal', 'ri', 'admin', 'superAdmin'],
  operator: ['operator'],
  nagarNigam: ['ri', 'admin', 'superAdmin'],
  jalkal: ['jalkal'],
};

// The finer rules (SPEC section 6 and the decisions recorded in docs/DECISIONS.md): masters change
// only by access names admin and ctao; managing staff, the utilities and the state portal push by an
// administrator (access name admin, or a super admin); roles only by a super admin.
const MASTER_EDITORS: readonly Who[] = ['admin', 'superAdmin'];
const ADMINISTRATORS: readonly Who[] = ['admin', 'superAdmin'];
const FINER: Record<string, readonly Who[]> = {
  'POST zones/add': MASTER_EDITORS,
  'POST wards/add': MASTER_EDITORS,
  'PATCH wards/edit/:id': MASTER_EDITORS,
  'POST mohallas/add': MASTER_EDITORS,
  'PATCH mohallas/edit/:id': MASTER_EDITORS,
  'POST categories': MASTER_EDITORS,
  'PATCH categories/categoryID=:id': MASTER_EDITORS,
  'DELETE categories/categoryID=:id': MASTER_EDITORS,
  'POST discounts/add': MASTER_EDITORS,
  'PATCH discounts/edit/:id': MASTER_EDITORS,
  'POST operators': ADMINISTRATORS,
  'POST officials': ADMINISTRATORS,
  'PATCH officials': ADMINISTRATORS,
  'DELETE officials/delete/:id': ADMINISTRATORS,
  'POST officials/resetPassword': ADMINISTRATORS,
  'POST operators/resetPassword': ADMINISTRATORS,
  'GET admin/utility/readModels': ADMINISTRATORS,
  'POST admin/utility/readModels/:name/rebuild': ADMINISTRATORS,
  'GET admin/utility/auditVerification': ADMINISTRATORS,
  'POST admin/utility/auditVerification': ADMINISTRATORS,
  'GET admin/utility/outboxes': ADMINISTRATORS,
  'GET admin/utility/jobs': ADMINISTRATORS,
  'POST taxCollections/pushToENagarSewa': ADMINISTRATORS,
  'POST taxCollections/pushToENagarSewa/retry/:id': ADMINISTRATORS,
  'POST roles/add': ['superAdmin'],
  'PATCH roles/edit/:id': ['superAdmin'],
};

const keyOf = (call: ApiCall) => `${call.method} ${call.path}`;

/**
 * What `who` should get from `call`: 401, 403, or 'allowed' (anything but those two). A call of the
 * list this portal does not implement (docs/SPEC-COVERAGE.md) is unknown to everyone alike: 404.
 */
function expectedAnswer(call: ApiCall, who: Who): 401 | 403 | 404 | 'allowed' {
  if (!mounted.has(keyOf(call))) return 404;
  if (!REACHES[call.guard].includes(who)) return who === 'none' ? 401 : 403;
  const finer = FINER[keyOf(call)];
  return finer && !finer.includes(who) ? 403 : 'allowed';
}

let harness: Harness;
let mounted = new Set<string>();
const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'geography'] });
  mounted = new Set(mountedCalls.map(keyOf));
  for (const [who, email] of Object.entries(EMAILS)) {
    const official = DEMO_OFFICIALS.find((candidate) => candidate.email === email);
    if (!official) throw new Error(`no demo official ${email}`);
    tokens[who as Who] = await loginToken(harness, 'officials', email, official.password);
  }
  tokens.operator = await loginToken(harness, 'operators', DEMO_OPERATOR.email, DEMO_OPERATOR.password);
});
afterAll(() => harness?.stop());

const pathOf = (call: ApiCall) => `/api/${call.path.replace(/:[A-Za-z]+/g, '1')}`;

async function answerOf(call: ApiCall, who: Who): Promise<{ status: number; message?: string }> {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  let test = harness.http()[method](pathOf(call)).timeout(30_000);
  const token = tokens[who];
  if (token) test = test.set('Authorization', `Bearer ${token}`);
  const response = call.method === 'GET' ? await test : await test.send({});
  return { status: response.status, message: response.body?.message };
}

describe('the access matrix: every call x every login', () => {
  it('the finer rules name calls of the call list, and nearly every call is implemented', () => {
    const known = new Set(API_CALLS.map(keyOf));
    expect(Object.keys(FINER).filter((key) => !known.has(key))).toEqual([]);
    expect(API_CALLS.filter((call) => !mounted.has(keyOf(call))).length).toBeLessThan(10);
  });

  it('refuses whoever the spec keeps out with 401 or 403 before validating, and lets the rest in', async () => {
    const before = (await harness.platform.store.headCheckpoint()).checkpoint;
    const wrong: string[] = [];
    let checked = 0;
    for (const call of API_CALLS)
      for (const who of WHO) {
        const expected = expectedAnswer(call, who);
        // An allowed write is no request to make with an empty body (see the top of the file).
        if (expected === 'allowed' && call.method !== 'GET') continue;
        if (expected === 404 && who !== 'none') continue;
        const { status, message } = await answerOf(call, who);
        checked += 1;
        const fits = expected === 'allowed' ? status !== 401 && status !== 403 : status === expected;
        if (!fits) wrong.push(`${keyOf(call)} as ${who}: ${status} ${message ?? ''} (expected ${expected})`);
      }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(API_CALLS.length * 3);
    expect(await changesSince(harness, before)).toEqual([]);
  });
});
