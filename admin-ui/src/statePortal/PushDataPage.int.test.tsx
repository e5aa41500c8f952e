import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDay, indiaDate, type StatePortalOverview } from '@ptax/contracts';
import { adminSession } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { pinDate } from '../../../test/pinDate';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const OVERVIEW = 'GET /api/taxCollections/pushToENagarSewa';
const PUSH = 'POST /api/taxCollections/pushToENagarSewa';
const TODAY = indiaDate(pinDate());
/** The day as people read it on the screen (DD-MM-YYYY). */
const SHOWN = formatDay(TODAY);

const day = (over: object = {}) => ({
  date: TODAY,
  ledger: { receipts: 3, amountPaise: 340_050 },
  register: { records: 5, amountPaise: 340_050 },
  sent: { records: 0, amountPaise: 0 },
  acknowledged: { records: 0, amountPaise: 0 },
  toSend: { records: 5, amountPaise: 340_050 },
  matches: false,
  ...over,
});

const waiting: StatePortalOverview = {
  cityCode: 'lucknow',
  startDate: TODAY,
  endDate: TODAY,
  batches: [],
  days: [day()],
  differences: ['R1', 'R2', 'R3', 'R4', 'R4'].map((receiptNumber, i) => ({
    date: TODAY,
    receiptNumber,
    kind: i === 4 ? ('reversal' as const) : ('collection' as const),
    amountPaise: i === 4 ? -5_000 : 100_000,
    problem: 'not_sent' as const,
    message: 'Not sent to the portal yet',
  })),
};

const refusedBatch = {
  id: 'b-1',
  date: TODAY,
  status: 'part_failed' as const,
  records: 5,
  amountPaise: 340_050,
  acknowledged: 4,
  rejected: 1,
  attempts: 2,
  lastError: 'The portal refused 1 of 5 records',
  acknowledgementId: 'ENS-B-1',
  requestedBy: 'admin@nagarnigam.demo',
  createdAt: `${TODAY}T06:00:00.000Z`,
  sentAt: `${TODAY}T06:00:02.000Z`,
  nextAttemptAt: null,
  history: [
    {
      attempt: 1,
      at: `${TODAY}T06:00:02.000Z`,
      outcome: 'error' as const,
      error: 'the portal answered HTTP 503',
      acknowledgementId: null,
    },
    {
      attempt: 2,
      at: `${TODAY}T06:01:02.000Z`,
      outcome: 'part_failed' as const,
      error: null,
      acknowledgementId: 'ENS-B-1',
    },
  ],
  errors: [
    { receiptNumber: 'R3', kind: 'collection' as const, error: 'Ward not registered with the portal' },
  ],
};

const partFailed: StatePortalOverview = {
  ...waiting,
  batches: [refusedBatch],
  days: [
    day({
      sent: { records: 5, amountPaise: 340_050 },
      acknowledged: { records: 4, amountPaise: 240_050 },
      toSend: { records: 1, amountPaise: 100_000 },
    }),
  ],
  differences: [
    {
      date: TODAY,
      receiptNumber: 'R3',
      kind: 'collection',
      amountPaise: 100_000,
      problem: 'rejected',
      message: 'Refused by the portal: Ward not registered with the portal',
    },
  ],
};

function renderPushData(overview: StatePortalOverview) {
  const rendered = renderAdmin({
    path: '/admin/admin/pushData',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      [OVERVIEW]: { body: { data: overview } },
      [PUSH]: { status: 201, body: { status: 201, data: { records: 5, batches: [], message: '' } } },
      'POST /api/taxCollections/pushToENagarSewa/retry/b-1': {
        body: { status: 200, data: { id: 'b-1', records: 1 } },
      },
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('Push data', () => {
  it('asks before pushing, naming the receipts and the day, then pushes that day', async () => {
    const { api, user } = renderPushData(waiting);
    const reconciliation = await screen.findByRole('table', { name: 'Reconciliation' }, { timeout: 10_000 });
    expect(within(reconciliation).getByText('Differs from the ledger')).toBeInTheDocument();
    expect(api.callsTo(OVERVIEW)[0].query).toEqual({ date: TODAY });
    expect(screen.getByText('No batch for this day yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Push' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(`Push 4 receipts (5 records, ₹3,400.50) of ${SHOWN} to e-Nagar Sewa?`),
    ).toBeInTheDocument();
    expect(api.callsTo(PUSH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`5 records of ${SHOWN} queued for e-Nagar Sewa`)).toBeInTheDocument();
    expect(api.callsTo(PUSH)[0].body).toEqual({ date: TODAY });
    await waitFor(() => expect(api.callsTo(OVERVIEW).length).toBeGreaterThan(1));
  });

  it('shows a part failed batch with the portal’s words and retries it', async () => {
    const { api, user } = renderPushData(partFailed);
    const batches = await screen.findByRole('table', { name: 'Batches' }, { timeout: 10_000 });
    const row = within(batches).getByTestId('batch');
    expect(within(row).getByText('Part failed')).toBeInTheDocument();
    expect(within(row).getByText('The portal refused 1 of 5 records')).toBeInTheDocument();
    expect(within(row).getByText('R3 (collection): Ward not registered with the portal')).toBeInTheDocument();
    expect(
      within(row).getByText('Try 1: The portal could not be reached (the portal answered HTTP 503)'),
    ).toBeInTheDocument();
    const differences = screen.getByRole('table', { name: 'Differences' });
    expect(
      within(differences).getByText('Refused by the portal: Ward not registered with the portal'),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 records queued again')).toBeInTheDocument();
    expect(api.callsTo('POST /api/taxCollections/pushToENagarSewa/retry/b-1')).toHaveLength(1);
  });

  it('says a second push sends nothing new when every receipt is acknowledged', async () => {
    const done: StatePortalOverview = {
      ...waiting,
      batches: [
        {
          ...refusedBatch,
          status: 'acknowledged',
          acknowledged: 5,
          rejected: 0,
          errors: [],
          history: [refusedBatch.history[1]],
        },
      ],
      days: [
        day({
          sent: { records: 5, amountPaise: 340_050 },
          acknowledged: { records: 5, amountPaise: 340_050 },
          toSend: { records: 0, amountPaise: 0 },
          matches: true,
        }),
      ],
      differences: [],
    };
    const { user } = renderPushData(done);
    expect(await screen.findByText('Agrees with the ledger', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('No differences')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Push' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        `Every receipt of ${SHOWN} is with e-Nagar Sewa already. Pushing again sends nothing new.`,
      ),
    ).toBeInTheDocument();
  });
});
