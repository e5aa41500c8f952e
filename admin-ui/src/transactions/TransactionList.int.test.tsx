import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMARKS_MIN_MESSAGE } from '@ptax/contracts';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import {
  adminSession,
  cashPaid,
  geographyApi,
  operatorSession,
  transactionsApi,
  type TestSession,
} from './testFixtures';

const LIST = 'GET /api/transactions';
const SUMMARY = 'GET /api/transactions/summary';

function renderOffline(session: TestSession = adminSession, api: Record<string, FakeHandler> = {}) {
  return renderAdmin({
    path: '/admin/transactions/offline',
    token: session.token,
    api: { ...session.lookup, ...geographyApi, ...transactionsApi, ...api },
  });
}

// The first render compiles and loads the page's chunk: slow on a shared machine.
const FIRST_LOAD = { timeout: 10_000 };
const rowOf = async (txnId: string) =>
  (await screen.findByText(txnId, {}, FIRST_LOAD)).closest('tr') as HTMLElement;

/** Chooses an action from a row's "⋮" menu. */
async function chooseAction(row: HTMLElement, action: string) {
  await userEvent.click(within(row).getByRole('button', { name: /^Actions for / }));
  const menu = await screen.findByRole('menu', { name: /^Actions for / });
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

/** The actions a row's menu offers (none when the row has no menu). */
async function actionsIn(row: HTMLElement): Promise<string[]> {
  const menuButton = within(row).queryByRole('button', { name: /^Actions for / });
  if (!menuButton) return [];
  await userEvent.click(menuButton);
  const menu = await screen.findByRole('menu', { name: /^Actions for / });
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu', { name: /^Actions for / })).not.toBeInTheDocument());
  return items;
}

async function choose(select: HTMLElement, option: string) {
  await within(select).findByText(option);
  await userEvent.selectOptions(select, option);
}

/** The success toast (top-right, SPEC section 2) saying what an action changed. */
const toastSaying = async (text: string) => {
  const toast = (await screen.findByText(text, {}, FIRST_LOAD)).closest('[data-testid="toast"]');
  expect(toast).toHaveTextContent('Success');
  return toast;
};

type Api = ReturnType<typeof renderOffline>['api'];
const lastCall = (api: Api, route: string) => api.callsTo(route).at(-1);

describe('the offline transactions', () => {
  it('lists the counter payments with amounts in rupees and days as DD-MM-YYYY', async () => {
    const { api } = renderOffline();
    const cheque = await rowOf('TXN-1001');
    expect(within(cheque).getByText('₹12,34,567.00')).toBeInTheDocument();
    expect(within(cheque).getByText('12-04-2026')).toBeInTheDocument();
    expect(within(cheque).getByText('Cheque')).toBeInTheDocument();
    expect(within(cheque).getByText('445566 · State Bank of India')).toBeInTheDocument();
    // Taken at the counter, the cheque counts at once: never "Pending".
    expect(within(cheque).getByText('Counted, subject to realisation')).toBeInTheDocument();
    expect(within(cheque).queryByText('Pending')).not.toBeInTheDocument();
    const cash = await rowOf('TXN-1002');
    // Paid at 00:10 on the 14th in India (18:40 UTC on the 13th).
    expect(within(cash).getByText('14-04-2026')).toBeInTheDocument();
    expect(within(cash).getByText('₹2,500.00')).toBeInTheDocument();
    expect(within(cash).getByText('₹125.00')).toBeInTheDocument();
    expect(within(cash).getByText('R-2026-27/000045')).toBeInTheDocument();

    expect(lastCall(api, LIST)?.query).toEqual({
      page: '1',
      limit: '10',
      sort: 'createdAt',
      order: 'DESC',
      mode: 'cash,cheque,dd',
    });
    expect(lastCall(api, LIST)?.authorization).toMatch(/^Bearer /);
  });

  it('shows the totals of what the filters select in the summary strip', async () => {
    const { api } = renderOffline();
    const strip = await screen.findByRole('region', { name: 'Summary' }, FIRST_LOAD);
    expect(await within(strip).findByText('₹12,37,067.00')).toBeInTheDocument();
    expect(within(strip).getByText('2')).toBeInTheDocument();
    expect(within(strip).getByText('₹125.00')).toBeInTheDocument();
    expect(within(strip).getByText('Cheque: 1 · ₹12,34,567.00')).toBeInTheDocument();
    expect(within(strip).getByText('Cash: 1 · ₹2,500.00')).toBeInTheDocument();
    expect(lastCall(api, SUMMARY)?.query).toEqual({ mode: 'cash,cheque,dd' });
  });

  it('sends the chosen filters in the query of the list and of the summary', async () => {
    const { api } = renderOffline();
    await rowOf('TXN-1001');
    const search = screen.getByRole('search', { name: 'Transaction filters' });
    const field = (label: string) => within(search).getByLabelText(label);
    await choose(field('Zone'), 'Zone 1');
    await choose(field('Ward'), '11 - Aliganj');
    await choose(field('Mohalla'), 'Kapoorthala');
    await userEvent.type(field('From Date'), '2026-04-01');
    await userEvent.type(field('To Date'), '2026-04-30');
    await userEvent.type(field('Property ID'), 'LKO-0001-0002-003');
    await userEvent.type(field('Transaction ID'), 'TXN-1001');
    await userEvent.type(field('Receipt Number'), 'R-2026-27/000045');
    await userEvent.selectOptions(field('Status'), 'Counted, subject to realisation');
    await userEvent.selectOptions(field('Mode'), 'Cheque');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));

    const filters = {
      zoneId: 'z1',
      wardId: 'w1',
      mohallaId: 'm1',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      propertyUniqueId: 'LKO-0001-0002-003',
      transactionId: 'TXN-1001',
      receiptNumber: 'R-2026-27/000045',
      status: 'pending',
      mode: 'cheque',
    };
    await waitFor(() =>
      expect(lastCall(api, LIST)?.query).toEqual({
        page: '1',
        limit: '10',
        sort: 'createdAt',
        order: 'DESC',
        ...filters,
      }),
    );
    await waitFor(() => expect(lastCall(api, SUMMARY)?.query).toEqual(filters));
  });

  it('approves a pending cheque with PATCH transactions/approve/{txnId}, then reads the list again', async () => {
    const { api } = renderOffline(adminSession, {
      'PATCH /api/transactions/approve/TXN-1001': {
        body: { data: { txnId: 'TXN-1001', status: 'success' } },
      },
    });
    const cheque = await rowOf('TXN-1001');
    await waitFor(() => expect(api.callsTo(SUMMARY)).toHaveLength(1));
    const listReads = api.callsTo(LIST).length;
    await chooseAction(cheque, 'Approve');
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment' });
    // The cheque counts already, subject to realisation: approving clears it, it does not make it count.
    expect(
      within(dialog).getByText(
        'Has the bank paid cheque / DD TXN-1001 of ₹12,34,567.00? It already counts on property LKO-0001-0002-003, subject to realisation; approving marks it cleared.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(api.callsTo('PATCH /api/transactions/approve/TXN-1001')).toHaveLength(1));
    expect(
      await toastSaying(
        'Cheque / DD TXN-1001 of ₹12,34,567.00 cleared; it counts on property LKO-0001-0002-003',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listReads));
    await waitFor(() => expect(api.callsTo(SUMMARY)).toHaveLength(2));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("shows the server's message when an approval is refused", async () => {
    renderOffline(adminSession, {
      'PATCH /api/transactions/approve/TXN-1001': {
        status: 409,
        body: { status: 409, message: 'The payment is not pending' },
      },
    });
    await chooseAction(await rowOf('TXN-1001'), 'Approve');
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('409: The payment is not pending')).toBeInTheDocument();
  });

  it('rejects a pending cheque with POST transactions/reject/{txnId} and the remarks', async () => {
    const { api } = renderOffline(adminSession, {
      'POST /api/transactions/reject/TXN-1001': { body: { data: { txnId: 'TXN-1001', status: 'rejected' } } },
    });
    await chooseAction(await rowOf('TXN-1001'), 'Reject');
    const dialog = await screen.findByRole('dialog', { name: 'Reject payment' });
    expect(
      within(dialog).getByText(
        'Did cheque / DD TXN-1001 of ₹12,34,567.00 bounce? Rejecting marks it bounced and puts ₹12,34,567.00 back on the dues of property LKO-0001-0002-003.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Remarks'), 'Cheque bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/transactions/reject/TXN-1001')[0]?.body).toEqual({
        remarks: 'Cheque bounced',
      }),
    );
    expect(
      await toastSaying(
        'Cheque / DD TXN-1001 marked bounced; ₹12,34,567.00 put back on the dues of property LKO-0001-0002-003',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('refuses to cancel with remarks of 4 characters and sends nothing, then cancels with longer ones', async () => {
    const { api } = renderOffline(adminSession, {
      'PATCH /api/transactions/cancelPayment': { body: { data: { txnId: 'TXN-1002', status: 'cancelled' } } },
    });
    const cash = await rowOf('TXN-1002');
    expect(await actionsIn(cash)).not.toContain('Approve');
    await chooseAction(cash, 'Cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel payment' });
    expect(within(dialog).getByLabelText('Transaction ID')).toHaveValue('TXN-1002');
    await userEvent.type(within(dialog).getByLabelText('Remarks'), 'oops');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(REMARKS_MIN_MESSAGE)).toBeInTheDocument();
    expect(REMARKS_MIN_MESSAGE).toBe('Remarks must be at least 5 characters');
    expect(api.callsTo('PATCH /api/transactions/cancelPayment')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Remarks'), ' - entered twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/transactions/cancelPayment')[0]?.body).toEqual({
        txnID: 'TXN-1002',
        remarks: 'oops - entered twice',
      }),
    );
    expect(
      await toastSaying(`Payment TXN-1002 of ₹2,500.00 on property ${cashPaid.propertyUniqueId} cancelled`),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shifts a payment with its txnId, the paid and the target property, who asked and why, once confirmed', async () => {
    const { api } = renderOffline(adminSession, {
      'PATCH /api/transactions/shiftPayment': { body: { data: { txnId: 'TXN-1002', status: 'shifted' } } },
    });
    await chooseAction(await rowOf('TXN-1002'), 'Shift');
    const dialog = await screen.findByRole('dialog', { name: 'Shift payment' });
    expect(within(dialog).getByLabelText('Paid to Property ID')).toHaveValue(cashPaid.propertyUniqueId);
    await userEvent.type(within(dialog).getByLabelText('Shift to Property ID'), cashPaid.propertyUniqueId);
    await userEvent.type(within(dialog).getByLabelText('Requested By'), 'Sita Devi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The payment is already on this property')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason for the shift is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Paid for the neighbour by mistake');
    expect(api.callsTo('PATCH /api/transactions/shiftPayment')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Shift to Property ID'));
    await userEvent.type(within(dialog).getByLabelText('Shift to Property ID'), 'LKO-0001-0002-004');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // Nothing runs before the official confirms what will move where.
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the shift' });
    expect(
      within(confirm).getByText(
        'Shift ₹2,500.00 from property LKO-0001-0002-003 to property LKO-0001-0002-004?',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/transactions/shiftPayment')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Shift' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/transactions/shiftPayment')[0]?.body).toEqual({
        txnId: 'TXN-1002',
        paidPUID: 'LKO-0001-0002-003',
        shiftPUID: 'LKO-0001-0002-004',
        requestedBy: 'Sita Devi',
        reason: 'Paid for the neighbour by mistake',
      }),
    );
    expect(
      await toastSaying('Shifted ₹2,500.00 from property LKO-0001-0002-003 to property LKO-0001-0002-004'),
    ).toBeInTheDocument();
    await waitFor(() => expect([dialog, confirm].some((shown) => shown.isConnected)).toBe(false));
  });

  it('offers an operator the receipts but none of the officials’ actions', async () => {
    renderOffline(operatorSession);
    const cheque = await rowOf('TXN-1001');
    const cash = await rowOf('TXN-1002');
    // The cash payment's menu offers its receipt only; the pending cheque has no receipt yet.
    expect(await actionsIn(cash)).toEqual(['Receipt in English', 'Receipt in Hindi']);
    expect(await actionsIn(cheque)).toEqual([]);
  });

  describe('downloads', () => {
    const saved: { href: string; download: string }[] = [];
    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = jest.fn(() => 'blob:download');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    /** The double answers JSON; a download is read as a blob. */
    function withFileReplies() {
      const fakeFetch = window.fetch;
      window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await fakeFetch(input, init);
        return Object.assign(response, { blob: async () => new Blob([await response.text()]) });
      }) as typeof window.fetch;
    }

    it('downloads the receipt in Hindi from receipts/{receiptNumber}/pdf with the bearer token', async () => {
      const { api } = renderOffline(operatorSession, {
        'GET /api/receipts/R-2026-27%2F000045/pdf': { body: 'pdf' },
      });
      withFileReplies();
      await chooseAction(await rowOf('TXN-1002'), 'Receipt in Hindi');
      await waitFor(() => expect(saved).toHaveLength(1));
      const [call] = api.callsTo('GET /api/receipts/R-2026-27%2F000045/pdf');
      expect(call.query).toEqual({ lang: 'hi' });
      expect(call.authorization).toMatch(/^Bearer /);
      expect(saved[0].download).toBe('receipt-R-2026-27-000045-hi.pdf');
    });

    it('exports GET transactions/export with the screen’s modes and the filters in force', async () => {
      const { api } = renderOffline(adminSession, { 'GET /api/transactions/export': { body: 'xlsx' } });
      withFileReplies();
      await rowOf('TXN-1001');
      const search = screen.getByRole('search', { name: 'Transaction filters' });
      await userEvent.selectOptions(within(search).getByLabelText('Status'), 'Success or cleared');
      await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(lastCall(api, LIST)?.query).toMatchObject({ status: 'success' }));
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.callsTo('GET /api/transactions/export')[0].query).toEqual({
        mode: 'cash,cheque,dd',
        status: 'success',
        lang: 'en',
      });
      expect(saved[0].download).toBe('offline-transactions.xlsx');
    });

    it('asks the export in Hindi from the Hindi back office, so the sheet has Hindi words', async () => {
      const { api } = renderAdmin({
        path: '/admin/transactions/offline',
        token: adminSession.token,
        locale: 'hi',
        api: {
          ...adminSession.lookup,
          ...geographyApi,
          ...transactionsApi,
          'GET /api/transactions/export': { body: 'xlsx' },
        },
      });
      withFileReplies();
      await rowOf('TXN-1001');
      await userEvent.click(screen.getByRole('button', { name: 'निर्यात' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.callsTo('GET /api/transactions/export')[0].query).toEqual({
        mode: 'cash,cheque,dd',
        lang: 'hi',
      });
    });
  });
});
