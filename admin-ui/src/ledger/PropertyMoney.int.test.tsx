import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, geographyApi, propertyRecord, propertyRow } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import { bill, billApi, PROPERTY_ID } from '../payments/testFixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const LEDGER = 'POST /api/properties/ledger';
const HISTORY = `GET /api/audit/properties/${PROPERTY_ID}/history`;
const REPLAY = `GET /api/audit/properties/${PROPERTY_ID}/replay`;

const ledger = {
  propertyUniqueId: PROPERTY_ID,
  asOf: '2025-03-31',
  years: bill.years.slice(0, 1),
  totals: { ...bill.totals, currentPaise: 0, rebatePaise: 0, netPayablePaise: 291500 },
  entries: [
    {
      revision: 3,
      type: 'DemandRaised',
      financialYear: '2024-25',
      description: 'Demand for 2024-25',
      debitPaise: 275000,
      balancePaise: 275000,
      effectiveOn: '2024-04-01',
    },
    {
      revision: 5,
      type: 'PaymentReceived',
      financialYear: null,
      description: 'Payment received (cash)',
      creditPaise: 100000,
      balancePaise: 175000,
      receiptNumber: 'R/2024-25/000009',
      effectiveOn: '2024-06-15',
    },
  ],
  payments: [
    {
      txnId: 'txn-1',
      receiptNumber: 'R/2024-25/000009',
      mode: 'cash',
      amountPaise: 100000,
      paidAt: '2024-06-15T06:00:00.000Z',
      status: 'received',
      standing: null,
    },
    {
      txnId: 'txn-2',
      receiptNumber: 'R/2024-25/000010',
      mode: 'cheque',
      amountPaise: 50000,
      paidAt: '2024-07-01T06:00:00.000Z',
      status: 'received',
      standing: 'realising',
    },
  ],
};

const history = [
  {
    revision: 1,
    type: 'PropertyRegistered',
    recordedAt: '2024-04-01T05:00:00.000Z',
    metadata: { userId: 'asha.verma@nagarnigam.test', command: 'RegisterProperty' },
  },
  {
    revision: 5,
    type: 'PaymentReceived',
    recordedAt: '2024-06-15T06:00:00.000Z',
    who: 'ravi@nagarnigam.test',
    why: 'ReceivePayment',
  },
];

function renderDetails(
  api: Record<string, FakeHandler> = {},
  path = `/admin/properties?show=${PROPERTY_ID}`,
) {
  const rendered = renderAdmin({
    path,
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      ...billApi,
      'POST /api/properties/paginated': { body: { data: [propertyRow], total: 1, page: 1, limit: 10 } },
      'GET /api/properties/viewDetails': { body: { data: propertyRecord } },
      [LEDGER]: { body: { data: ledger } },
      [HISTORY]: { body: { data: history } },
      [REPLAY]: { body: { data: { matches: true, differences: [], chain: { ok: true } } } },
      ...api,
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const details = () => screen.findByRole('region', { name: 'Property details' }, { timeout: 10_000 });
const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(await within(await details()).findByRole('tab', { name }, { timeout: 10_000 }));

describe('the money of a property in its details', () => {
  it('links to taking a payment and correcting the arrears, and loads nothing before a tab is opened', async () => {
    const { api } = renderDetails();
    const panel = await details();
    expect(
      await within(panel).findByRole('link', { name: 'Take payment' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', `/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`);
    expect(within(panel).getByRole('link', { name: 'Correct arrears' })).toHaveAttribute(
      'href',
      `/admin/arrearsCorrection/${PROPERTY_ID}`,
    );
    expect(api.callsTo(LEDGER)).toHaveLength(0);
    expect(api.callsTo(HISTORY)).toHaveLength(0);
  });

  it('shows the ledger with the running balance and asks for the as-of date', async () => {
    const { api, user } = renderDetails();
    await openTab(user, 'Ledger');
    const tab = await screen.findByRole('region', { name: 'Ledger' });
    const entries = await within(tab).findByRole('table', { name: 'Entries' });
    const payment = within(entries).getByText('Payment received (cash)').closest('tr') as HTMLElement;
    expect(within(payment).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(payment).getByText('₹1,750.00')).toBeInTheDocument();
    const payments = within(tab).getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('Received')).toBeInTheDocument();
    // A cheque says where it stands with the bank, in the words of its receipt and the lists.
    const cheque = within(payments).getByText('R/2024-25/000010').closest('tr') as HTMLElement;
    expect(within(cheque).getByText('Counted, subject to realisation')).toBeInTheDocument();
    expect(within(payments).getAllByRole('button', { name: 'Receipt (English)' })).toHaveLength(2);
    expect(api.callsTo(LEDGER)[0].body).toEqual({ propertyUniqueId: PROPERTY_ID });

    await user.type(within(tab).getByLabelText('As of date'), '2025-03-31');
    await user.click(within(tab).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.callsTo(LEDGER)).toHaveLength(2));
    expect(api.callsTo(LEDGER)[1].body).toEqual({ propertyUniqueId: PROPERTY_ID, asOf: '2025-03-31' });
    expect(await within(tab).findByText('As of 2025-03-31')).toBeInTheDocument();
  });

  it('shows the bill with its PDF in English and Hindi', async () => {
    const { user } = renderDetails();
    await openTab(user, 'Bill');
    const tab = await screen.findByRole('region', { name: 'Bill and its PDF' });
    expect(await within(tab).findByLabelText('Net payable')).toHaveTextContent('₹11,09,915.00');
    expect(within(tab).getByRole('button', { name: 'Download bill (Hindi)' })).toBeInTheDocument();
  });

  it('lists every event of the stream with who and why, and a matching replay in green', async () => {
    const { api, user } = renderDetails();
    await openTab(user, 'History (audit)');
    const tab = await screen.findByRole('region', { name: 'History (audit)' });
    const events = await within(tab).findByRole('table', { name: 'Events' });
    const first = within(events).getByText('Property added').closest('tr') as HTMLElement;
    expect(within(first).getByText('asha.verma@nagarnigam.test')).toBeInTheDocument();
    expect(within(first).getByText('01-04-2024 10:30')).toBeInTheDocument();
    await user.click(within(tab).getByRole('button', { name: 'Replay and compare' }));
    const result = await within(tab).findByTestId('replay-result');
    expect(result).toHaveTextContent('Replay matches the stored ledger');
    expect(result).toHaveClass('MuiAlert-filledSuccess');
    expect(api.callsTo(REPLAY)).toHaveLength(1);
  });

  it('opens the audit history at once when a link asks for it (?money=history, from the logs)', async () => {
    const { api } = renderDetails({}, `/admin/properties?show=${PROPERTY_ID}&money=history`);
    const tab = await screen.findByRole('region', { name: 'History (audit)' }, { timeout: 10_000 });
    expect(await within(tab).findByRole('table', { name: 'Events' })).toBeInTheDocument();
    expect(api.callsTo(LEDGER)).toHaveLength(0);
  });

  it('shows a replay that differs from the stored ledger in red with the differences', async () => {
    const { user } = renderDetails({
      [REPLAY]: {
        body: {
          data: {
            matches: false,
            differences: [
              { path: 'state.years.2024-25.principalPaid.house', replayed: 90000, readModel: 100000 },
            ],
            chain: { ok: false, brokenAtRevision: 5, eventId: 'e-5', reason: 'hash mismatch' },
          },
        },
      },
    });
    await openTab(user, 'History (audit)');
    const tab = await screen.findByRole('region', { name: 'History (audit)' });
    await user.click(within(tab).getByRole('button', { name: 'Replay and compare' }));
    const result = await within(tab).findByTestId('replay-result');
    expect(result).toHaveTextContent('Replay does not match the stored ledger');
    expect(result).toHaveClass('MuiAlert-filledError');
    expect(result).toHaveTextContent('The hash chain is broken at revision 5 (hash mismatch)');
    expect(
      within(result).getByText('state.years.2024-25.principalPaid.house: stored 100000, replayed 90000'),
    ).toBeInTheDocument();
  });
});
