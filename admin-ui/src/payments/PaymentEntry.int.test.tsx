import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { indiaDate, monthsBefore } from '@ptax/contracts';
import { adminSession, formEntries, operatorSession, propertyRow } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import { billApi, PROPERTY_ID } from './testFixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const TRANSACTIONS = 'POST /api/transactions';
const NEFT = 'POST /api/neftPayments';
const INITIATE = 'POST /api/payments/initiate_payment';
const SEARCH = 'POST /api/properties/search';

const receipt = {
  txnId: 'txn-1',
  receiptNumber: 'R/2025-26/000123',
  amountPaise: 500000,
  rebatePaise: 0,
  lines: [
    { kind: 'interest', financialYear: '2024-25', head: 'house', amountPaise: 9000 },
    { kind: 'arrears', financialYear: '2024-25', head: 'house', amountPaise: 150000 },
    { kind: 'current', financialYear: '2025-26', head: 'house', amountPaise: 341000 },
  ],
  receiptUrl: '/api/receipts/R%2F2025-26%2F000123/pdf',
  verifyUrl: 'https://ptax.example/verify/abc',
};

type Session = { token: string; lookup: Record<string, FakeHandler> };

function renderPayment(path: string, session: Session = adminSession, api: Record<string, FakeHandler> = {}) {
  const rendered = renderAdmin({
    path,
    token: session.token,
    api: {
      ...session.lookup,
      ...billApi,
      [SEARCH]: { body: { data: [propertyRow], total: 1, page: 1, limit: 10 } },
      [TRANSACTIONS]: { status: 201, body: { data: receipt } },
      [NEFT]: { status: 201, body: { data: { txnId: 'neft-1', status: 'pending', amountPaise: 1000000 } } },
      ...api,
    },
  });
  const user = userEvent.setup({ delay: null });
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (label: string, text: string) => {
    await user.clear(field(label));
    await user.type(field(label), text);
  };
  const error = (label: string) => {
    const described = field(label).getAttribute('aria-describedby');
    return described ? document.getElementById(described)?.textContent : undefined;
  };
  return { ...rendered, user, field, fill, error };
}

const billShown = () => screen.findByRole('region', { name: 'Bill' }, { timeout: 10_000 });

describe('Offline payment entry', () => {
  it('finds the property by owner name and shows its bill in rupees with the net payable', async () => {
    const { api, user, fill } = renderPayment('/admin/offlinePayment');
    await screen.findByRole('search', { name: 'Find the property' }, { timeout: 10_000 });
    await fill('Owner Name', 'Ram Prasad');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const results = await screen.findByRole('table', { name: 'Search results' });
    await waitFor(() => expect(api.callsTo(SEARCH)).toHaveLength(1));
    expect(api.callsTo(SEARCH)[0].body).toEqual({ ownerName: 'Ram Prasad' });
    await user.click(within(results).getByRole('button', { name: 'Select' }));

    const bill = await billShown();
    expect(api.callsTo('GET /api/taxDemands/demandBillDetails')[0].query).toEqual({
      propertyId: PROPERTY_ID,
    });
    expect(within(bill).getByLabelText('Net payable')).toHaveTextContent('₹11,09,915.00');
    expect(within(bill).getAllByText('₹10,00,000.00').length).toBeGreaterThan(0);
    // The amount starts at the net payable, in rupees.
    expect(screen.getByLabelText('Paid Amount (₹)')).toHaveValue('1109915');
  });

  it("refuses a cheque without its number with the spec's message and sends nothing", async () => {
    const form = renderPayment(`/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`);
    await billShown();
    await form.user.selectOptions(form.field('Transaction Type'), 'Cheque');
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    await waitFor(() => expect(form.error('Cheque Number')).toBe('Cheque number is required'));
    expect(form.error('Issuer Name')).toBe('Issuer name is required');
    expect(form.error('IFSC Code')).toBe('IFSC code is required');
    expect(form.api.callsTo(TRANSACTIONS)).toHaveLength(0);
  });

  it('refuses a stale or post-dated cheque date as banks do, and sends the date of a good one', async () => {
    const today = indiaDate(Date.now());
    const form = renderPayment(`/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`);
    await billShown();
    await form.user.selectOptions(form.field('Transaction Type'), 'Cheque');
    await form.fill('Cheque Number', '004512');
    await form.fill('Issuer Name', 'Ram Prasad');
    await form.fill('IFSC Code', 'SBIN0001234');
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('Cheque date is required')).toBeInTheDocument();

    const stale = monthsBefore(today, 4);
    await form.user.type(form.field('Cheque Date'), stale);
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(
      await screen.findByText(
        'This cheque is stale: it is dated more than three months ago, and banks do not pay it',
      ),
    ).toBeInTheDocument();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await form.fill('Cheque Date', tomorrow);
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(
      await screen.findByText(
        'This cheque is post-dated: its date is after today. It can be taken from its date',
      ),
    ).toBeInTheDocument();
    expect(form.api.callsTo(TRANSACTIONS)).toHaveLength(0);

    await form.fill('Cheque Date', today);
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    await screen.findByRole('region', { name: 'Payment received' });
    expect(form.api.callsTo(TRANSACTIONS)[0].body).toMatchObject({
      transactionType: 'Cheque',
      chequeNo: '004512',
      instrumentDate: today,
    });
  });

  it('posts a cash payment in rupees and shows the receipt number and where the money went', async () => {
    const form = renderPayment(`/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`);
    await billShown();
    await form.fill('Paid Amount (₹)', '5000');
    await form.fill('Payer Name', 'Ram Prasad');
    await form.fill('Payer Mobile', '9876543210');
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));

    const done = await screen.findByRole('region', { name: 'Payment received' });
    expect(within(done).getByText('R/2025-26/000123')).toBeInTheDocument();
    expect(form.api.callsTo(TRANSACTIONS)[0].body).toEqual({
      propertyUniqueId: PROPERTY_ID,
      payerName: 'Ram Prasad',
      payerMobile: '9876543210',
      transactionType: 'Cash',
      type: 'Property Tax',
      paidAmount: 5000,
    });
    const lines = within(done).getByRole('table', { name: 'Apportionment' });
    expect(within(lines).getByText('₹3,410.00')).toBeInTheDocument();
    expect(within(lines).getByText('Interest')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Download receipt (English)' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Download receipt (Hindi)' })).toBeInTheDocument();
  });

  it('downloads the receipt PDF with the bearer token in the chosen language', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot navigate: the saved file is the link's download name.
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const form = renderPayment(`/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`);
    await billShown();
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    const done = await screen.findByRole('region', { name: 'Payment received' });
    // The fetch double answers JSON; a blob() is all the download needs.
    const pdf = 'GET /api/receipts/R%2F2025-26%2F000123/pdf';
    const calls: string[] = [];
    const fetchDouble = window.fetch as jest.Mock;
    const previous = fetchDouble.getMockImplementation();
    fetchDouble.mockImplementation(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      if (`GET ${url.pathname}` !== pdf) return previous?.(input, init);
      calls.push(`${url.search} ${new Headers(init.headers).get('Authorization')}`);
      return { ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['%PDF']) };
    });
    await form.user.click(within(done).getByRole('button', { name: 'Download receipt (Hindi)' }));
    await waitFor(() => expect(calls).toEqual([`?lang=hi Bearer ${adminSession.token}`]));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('receipt-R-2025-26-000123-hi.pdf');
    click.mockRestore();
  });

  it('shows the server’s refusal as a toast and keeps the form', async () => {
    const form = renderPayment(`/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`, adminSession, {
      [TRANSACTIONS]: { status: 409, body: { status: 409, message: 'The property is deleted' } },
    });
    await billShown();
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('409: The property is deleted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take payment' })).toBeInTheDocument();
  });

  it('records a double-clicked payment once: every request of one form fill carries one Idempotency-Key', async () => {
    // The server double: one payment per key, answered after a moment, as the real one does.
    const recorded = new Set<string>();
    const form = renderPayment(`/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`, adminSession, {
      [TRANSACTIONS]: async (call) => {
        recorded.add(call.headers['idempotency-key']);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 201, body: { data: receipt } };
      },
    });
    await billShown();
    await form.user.dblClick(screen.getByRole('button', { name: 'Take payment' }));
    await screen.findByRole('region', { name: 'Payment received' });
    const keys = form.api.callsTo(TRANSACTIONS).map((call) => call.headers['idempotency-key']);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...recorded]).toEqual([keys[0]]);
  });

  it('sends the same Idempotency-Key again when the clerk retries after a lost answer', async () => {
    let calls = 0;
    const form = renderPayment(`/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`, adminSession, {
      [TRANSACTIONS]: () =>
        ++calls === 1 ? { networkError: true } : { status: 201, body: { data: receipt } },
    });
    await billShown();
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    await waitFor(() => expect(form.api.callsTo(TRANSACTIONS)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take payment' })).toBeEnabled());
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    await screen.findByRole('region', { name: 'Payment received' });
    const [lost, retried] = form.api.callsTo(TRANSACTIONS).map((call) => call.headers['idempotency-key']);
    expect(lost).toEqual(expect.any(String));
    expect(retried).toBe(lost);
  });

  it('asks for the approval code of a card machine payment and sends it', async () => {
    const form = renderPayment(`/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`);
    await billShown();
    await form.user.selectOptions(form.field('Transaction Type'), 'POS (card machine)');
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    await waitFor(() => expect(form.error('Approval Code (POS)')).toBe('Reference ID is required'));
    expect(form.api.callsTo(TRANSACTIONS)).toHaveLength(0);

    await form.fill('Approval Code (POS)', 'APPR-778899');
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    await screen.findByRole('region', { name: 'Payment received' });
    expect(form.api.callsTo(TRANSACTIONS)[0].body).toMatchObject({
      transactionType: 'POS',
      refId: 'APPR-778899',
    });
  });

  it('is the operators’ pay-offline-tax screen for the property in the path', async () => {
    const form = renderPayment(`/admin/pay-offline-tax/${PROPERTY_ID}`, operatorSession);
    await billShown();
    await form.user.selectOptions(form.field('Transaction Type'), 'DD');
    await form.user.click(screen.getByRole('button', { name: 'Take payment' }));
    await waitFor(() => expect(form.error('DD Number')).toBe('DD number is required'));
    expect(form.error('Bank Name')).toBe('Bank name is required');
    expect(form.api.callsTo(TRANSACTIONS)).toHaveLength(0);
  });
});

describe('NEFT payment entry', () => {
  it('posts the transfer and its proof as multipart and says it waits for approval', async () => {
    const form = renderPayment(`/admin/neftPayment?propertyUniqueId=${PROPERTY_ID}`);
    await billShown();
    await form.fill('Payer Name', 'Ram Prasad');
    await form.fill('Payer Mobile', '9876543210');
    await form.fill('Reference ID (UTR)', 'UTR123456789');
    await form.fill('Debit Account Number', '001234567890');
    await form.fill('IFSC Code', 'SBIN0001234');
    await form.fill('Amount (₹)', '10000');
    await form.user.upload(
      form.field('Proof of Payment'),
      new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }),
    );
    await form.user.click(screen.getByRole('button', { name: 'Record NEFT payment' }));

    expect(await screen.findByText('NEFT payment recorded: pending approval')).toBeInTheDocument();
    const { proof, ...fields } = formEntries(form.api.callsTo(NEFT)[0].body);
    expect(fields).toEqual({
      propertyUniqueId: PROPERTY_ID,
      payerName: 'Ram Prasad',
      payerMobile: '9876543210',
      refId: 'UTR123456789',
      debitAccountNo: '001234567890',
      ifscCode: 'SBIN0001234',
      transactionType: 'NEFT',
      paymentType: 'Property Tax',
      amount: '10000',
    });
    expect((proof as File).name).toBe('proof.pdf');
    expect(form.api.callsTo(NEFT)[0].headers['idempotency-key']).toEqual(expect.any(String));
  });

  it('asks for the proof and a valid mobile number before sending', async () => {
    const form = renderPayment(`/admin/pay-NEFT-tax/${PROPERTY_ID}`);
    await billShown();
    await form.fill('Payer Mobile', '12345');
    await form.user.click(screen.getByRole('button', { name: 'Record NEFT payment' }));
    await waitFor(() => expect(form.error('Proof of Payment')).toBe('Proof of payment is required'));
    expect(form.error('Payer Mobile')).toBe('Mobile number is not valid, it should be of 10 numbers only');
    expect(form.error('Reference ID (UTR)')).toBe('Reference ID is required');
    expect(form.api.callsTo(NEFT)).toHaveLength(0);
  });
});

describe('Online payment entry', () => {
  it('initiates the payment in paise and posts the gateway’s form from the browser', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const checkout = {
      action: 'https://sandbox.gateway.test/pay',
      method: 'POST',
      fields: { key: 'merchant', txnid: 'txn-9', amount: '2500.50', hash: 'abc' },
    };
    const form = renderPayment(`/admin/onlinePayment?propertyUniqueId=${PROPERTY_ID}`, adminSession, {
      [INITIATE]: { status: 201, body: { data: { txnId: 'txn-9', checkout } } },
    });
    await billShown();
    await form.fill('Payer Name', 'Ram Prasad');
    await form.fill('Mobile Number', '9876543210');
    await form.fill('Email (optional)', 'ram@example.in');
    await form.fill('Amount (₹)', '2500.50');
    await form.user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(form.api.callsTo(INITIATE)[0].body).toEqual({
      propertyUniqueId: PROPERTY_ID,
      amountPaise: 250050,
      firstname: 'Ram Prasad',
      phone: '9876543210',
      email: 'ram@example.in',
    });
    const posted = submit.mock.contexts[0] as HTMLFormElement;
    expect(posted.action).toBe(checkout.action);
    expect(posted.method).toBe('post');
    expect(Object.fromEntries(new FormData(posted).entries())).toEqual(checkout.fields);
    submit.mockRestore();
  });

  it('takes a payer without an email, as the citizen pay form does, and names the payer in its messages', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const checkout = {
      action: 'https://sandbox.gateway.test/pay',
      method: 'POST',
      fields: { txnid: 'txn-10' },
    };
    const form = renderPayment(`/admin/onlinePayment?propertyUniqueId=${PROPERTY_ID}`, adminSession, {
      [INITIATE]: { status: 201, body: { data: { txnId: 'txn-10', checkout } } },
    });
    await billShown();
    await form.user.clear(form.field('Payer Name'));
    await form.fill('Email (optional)', 'not-an-address');
    await form.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(form.error('Payer Name')).toBe('Payer name is required'));
    expect(form.error('Email (optional)')).toBe('Invalid email address');
    expect(form.api.callsTo(INITIATE)).toHaveLength(0);

    await form.fill('Payer Name', 'Ram Prasad');
    await form.fill('Mobile Number', '9876543210');
    await form.user.clear(form.field('Email (optional)'));
    await form.fill('Amount (₹)', '100');
    await form.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(form.api.callsTo(INITIATE)[0].body).toEqual({
      propertyUniqueId: PROPERTY_ID,
      amountPaise: 10000,
      firstname: 'Ram Prasad',
      phone: '9876543210',
    });
    submit.mockRestore();
  });
});
