import { enqueueMessage } from '../messaging/outbox';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';

let harness: Harness;
const tokens: Record<string, string> = {};
const ADMIN = 'admin@nagarnigam.demo';
const SUPER_ADMIN = 'superadmin@nagarnigam.demo';
const CTAO = 'ctao@nagarnigam.demo';

beforeAll(async () => {
  harness = await startHarness();
  for (const email of [ADMIN, SUPER_ADMIN, CTAO]) {
    const { password } = DEMO_OFFICIALS.find((official) => official.email === email)!;
    tokens[email] = await loginToken(harness, 'officials', email, password);
  }
  tokens[DEMO_OPERATOR.email] = await loginToken(
    harness,
    'operators',
    DEMO_OPERATOR.email,
    DEMO_OPERATOR.password,
  );
});
afterAll(() => harness.stop());

const call = (method: 'get' | 'post', path: string, email: string | null = ADMIN) => {
  const request = harness.http()[method](`/api/admin/utility/${path}`);
  return email ? request.set('Authorization', `Bearer ${tokens[email]}`) : request;
};

async function finishedRun() {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const { body } = await call('get', 'auditVerification');
    if (body.data[0]?.status !== 'running') return body.data[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the audit verification did not finish');
}

describe('the administrator’s utilities', () => {
  it('shows how far each read model trails the event store', async () => {
    const { status, body } = await call('get', 'readModels');
    expect(status).toBe(200);
    const ledger = body.data.find((row: { name: string }) => row.name === 'ledger');
    expect(ledger).toMatchObject({ state: 'active', lag: expect.any(Number), position: expect.any(Number) });
    expect(ledger.headPosition).toBeGreaterThanOrEqual(ledger.position);
    expect(body.data.length).toBeGreaterThan(10);
  });

  it('runs the audit verification in the background and keeps its result', async () => {
    const started = await call('post', 'auditVerification', SUPER_ADMIN);
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      kind: 'auditVerification',
      status: 'running',
      startedBy: SUPER_ADMIN,
    });
    const again = await call('post', 'auditVerification');
    // Refused while the first runs (it may have finished already on a fast machine).
    expect([202, 409]).toContain(again.status);
    const run = await finishedRun();
    expect(run).toMatchObject({
      status: 'succeeded',
      summary: expect.stringMatching(
        /^Audited [\d,]+ streams, [\d,]+ events in .* every hash chain intact, every ledger matches its stream$/,
      ),
      report: { ok: true, brokenChains: [], mismatches: [] },
      finishedAt: expect.any(String),
    });
    expect(run.report.events).toBeGreaterThan(0);
  });

  it('lists the outboxes with their failures', async () => {
    const id = await enqueueMessage(harness.platform.ctx.pool, {
      channel: 'sms',
      recipient: '9876543210',
      template: 'receipt',
      body: 'Receipt R-1',
      reference: 'R-1',
    });
    await harness.platform.ctx.pool.query(
      `UPDATE message_outbox SET status = 'failed', attempts = 5, last_error = 'provider down' WHERE id = $1`,
      [id],
    );
    const { body } = await call('get', 'outboxes');
    expect(body.data).toEqual([
      {
        name: 'messages',
        counts: { failed: 1 },
        failures: [
          { id, about: 'sms receipt (R-1)', attempts: 5, error: 'provider down', at: expect.any(String) },
        ],
      },
      { name: 'statePortal', counts: {}, failures: [] },
    ]);
  });

  it('lists the background jobs', async () => {
    const { status, body } = await call('get', 'jobs');
    expect(status).toBe(200);
    // Workers do not run in this test bed: the process worker has not run yet.
    expect(body.data).toEqual([
      { name: 'processes', status: 'waiting', percent: null, counts: {}, updatedAt: null },
    ]);
  });

  it('is for administrators only', async () => {
    expect((await call('get', 'readModels', null)).status).toBe(401);
    expect((await call('get', 'readModels', DEMO_OPERATOR.email)).status).toBe(403);
    for (const path of ['readModels', 'auditVerification', 'outboxes', 'jobs']) {
      const refused = await call('get', path, CTAO);
      expect([path, refused.status, refused.body.message]).toEqual([
        path,
        403,
        'Only an administrator can use the utilities',
      ]);
    }
    expect((await call('post', 'auditVerification', CTAO)).status).toBe(403);
  });
});
