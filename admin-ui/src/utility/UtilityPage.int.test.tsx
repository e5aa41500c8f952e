import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UtilityRun } from '@ptax/contracts';
import { adminSession } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const RUNS = 'GET /api/admin/utility/auditVerification';
const RUN = 'POST /api/admin/utility/auditVerification';
const at = '2026-09-15T05:30:00.000Z';

const finished: UtilityRun = {
  id: 'r1',
  kind: 'auditVerification',
  target: null,
  status: 'succeeded',
  startedBy: 'admin@nagarnigam.demo',
  startedAt: at,
  finishedAt: at,
  summary: 'Audited 1,200 streams',
  report: { ok: true, streams: 1200, events: 34500, seconds: 4.2, brokenChains: [], mismatches: [] },
};

function renderUtility(runs: UtilityRun[][]) {
  let call = 0;
  const rendered = renderAdmin({
    path: '/admin/admin/utility',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      'GET /api/admin/utility/readModels': {
        body: {
          data: [
            {
              name: 'ledger',
              version: 3,
              state: 'active',
              position: 900,
              headPosition: 950,
              lag: 50,
              updatedAt: at,
              rebuild: null,
            },
            {
              name: 'transactions',
              version: 1,
              state: 'active',
              position: 950,
              headPosition: 950,
              lag: 0,
              updatedAt: at,
              rebuild: null,
            },
          ],
        },
      },
      [RUNS]: () => ({ body: { data: runs[Math.min(call++, runs.length - 1)] } }),
      'POST /api/admin/utility/readModels/ledger/rebuild': {
        status: 202,
        body: { status: 202, data: { ...finished, kind: 'rebuild', target: 'ledger', status: 'running' } },
      },
      [RUN]: { status: 202, body: { status: 202, data: { ...finished, status: 'running', report: null } } },
      'GET /api/admin/utility/outboxes': {
        body: {
          data: [
            {
              name: 'messages',
              counts: { failed: 1, sent: 20 },
              failures: [{ id: 'm1', about: 'sms receipt (R-1)', attempts: 5, error: 'provider down', at }],
            },
            { name: 'statePortal', counts: {}, failures: [] },
          ],
        },
      },
      'GET /api/admin/utility/jobs': {
        body: {
          data: [
            {
              name: 'processes.mutation',
              status: 'idle',
              percent: 100,
              counts: { found: 0, completed: 0, busy: 0, errors: 0 },
              updatedAt: at,
            },
          ],
        },
      },
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('Utilities', () => {
  it('shows each read model’s lag by name, the outboxes’ failures and the jobs', async () => {
    renderUtility([[]]);
    const models = await screen.findByRole('table', { name: 'Read models' }, { timeout: 10_000 });
    expect(within(within(models).getByTestId('read-model-ledger')).getByTestId('lag')).toHaveTextContent(
      '50',
    );
    expect(within(models).getByText('Ledgers')).toBeInTheDocument();
    expect(within(models).getByText('Transactions')).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'SMS and WhatsApp messages' });
    expect(within(messages).getByText('Failed: 1')).toBeInTheDocument();
    expect(within(messages).getByText(/sms receipt \(R-1\) · 5× · provider down/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'e-Nagar Sewa push' })).getByText('No failures'),
    ).toBeInTheDocument();
    const jobs = screen.getByRole('table', { name: 'Background jobs' });
    expect(within(jobs).getByText('Mutations approved')).toBeInTheDocument();
    expect(within(jobs).getByText('Up to date')).toBeInTheDocument();
    expect(screen.getByText('No run yet')).toBeInTheDocument();
  });

  it('runs the audit verification and shows its result when it ends', async () => {
    const running = {
      ...finished,
      status: 'running' as const,
      report: null,
      summary: '10 streams, 300 events checked',
    };
    const { api, user } = renderUtility([[], [running], [finished]]);
    const run = await screen.findByRole(
      'button',
      { name: 'Run the audit verification' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(run).toBeEnabled());
    await user.click(run);
    expect(await screen.findByText('Audit verification started')).toBeInTheDocument();
    expect(api.callsTo(RUN)).toHaveLength(1);
    expect(await screen.findByText('10 streams, 300 events checked')).toBeInTheDocument();
    expect(
      await screen.findByText(
        '1,200 streams, 34,500 events checked in 4.2 s; Every hash chain intact; Every ledger matches its stream',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('rebuilds a read model after a confirmation naming it', async () => {
    const { api, user } = renderUtility([[]]);
    const models = await screen.findByRole('table', { name: 'Read models' }, { timeout: 10_000 });
    const ledger = within(models).getByTestId('read-model-ledger');
    await user.click(within(ledger).getByRole('button', { name: 'Rebuild' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rebuild Ledgers?')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/utility/readModels/ledger/rebuild')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Rebuild of Ledgers started')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/utility/readModels/ledger/rebuild')).toHaveLength(1);
  });
});
