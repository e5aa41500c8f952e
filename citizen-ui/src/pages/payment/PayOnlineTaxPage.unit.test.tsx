import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { renderApp } from '../../testing/renderApp';
import type { Payable } from './api';
import { answerCalls, recordSubmittedForms } from '../../shared/fakeApi';

const ID = '01001001000000017';
const payable: Payable = {
  propertyUniqueId: ID,
  ownerName: 'Ramesh Kumar',
  propertyAddress: 'Narhi, Hazratganj, Lucknow',
  houseNumber: '12/4',
  onDate: '2026-06-15',
  arrearsPaise: 500_000,
  interestPaise: 12_500,
  currentPaise: 123_456_700,
  advancePaise: 0,
  totalPaise: 123_969_200,
  rebate: { percentage: 10, description: 'Rebate until 2026-07-31', amountPaise: 12_345_700 },
  netPayablePaise: 111_623_500,
};
const checkout = {
  action: 'https://gateway.example/_payment',
  method: 'POST',
  fields: { key: 'K', txnid: 'OP260615ABCDEFGHJKMN', amount: '1116235.00', hash: 'abc123' },
};

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

async function fillPayer() {
  await userEvent.type(screen.getByLabelText(/^Payer name/), 'Asha Verma');
  await userEvent.type(screen.getByLabelText(/^Mobile number/), '9812345678');
  await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.in');
}

describe('the pay-online page', () => {
  it('shows the property, the dues and the online rebate before paying, in Indian grouping', async () => {
    answerCalls({ [`GET /api/payments/payable/${ID}`]: { status: 200, body: { data: payable } } });
    renderApp(`/pay-online-tax/${ID}`);
    expect(await screen.findByTestId('net-payable')).toHaveTextContent('₹11,16,235.00');
    expect(screen.getByTestId('rebate')).toHaveTextContent('Rebate for paying online in full (10%)');
    expect(screen.getByTestId('rebate')).toHaveTextContent('− ₹1,23,457.00');
    expect(screen.getByText('Ramesh Kumar')).toBeInTheDocument();
    expect(screen.getByText('12/4, Narhi, Hazratganj, Lucknow')).toBeInTheDocument();
    expect(screen.getByLabelText('Full amount (₹11,16,235.00)')).toBeChecked();
  });

  it("starts the payment and posts the gateway's checkout form with its fields", async () => {
    const calls = answerCalls({
      [`GET /api/payments/payable/${ID}`]: { status: 200, body: { data: payable } },
      'POST /api/payments/initiate_payment': {
        status: 201,
        body: { data: { txnId: checkout.fields.txnid, amountPaise: payable.netPayablePaise, checkout } },
      },
    });
    const submitted = recordSubmittedForms();
    renderApp(`/pay-online-tax/${ID}`);
    await screen.findByTestId('net-payable');
    await fillPayer();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/payments/initiate_payment',
      body: { propertyUniqueId: ID, firstname: 'Asha Verma', phone: '9812345678', email: 'asha@example.in' },
    });
    expect(submitted[0]).toEqual({ action: checkout.action, method: 'post', fields: checkout.fields });
  });

  it("checks the payer and a part amount with the spec's messages before anything is sent", async () => {
    const calls = answerCalls({
      [`GET /api/payments/payable/${ID}`]: { status: 200, body: { data: payable } },
    });
    renderApp(`/pay-online-tax/${ID}`);
    await screen.findByTestId('net-payable');
    await userEvent.click(screen.getByLabelText('Part amount'));
    await userEvent.type(screen.getByLabelText(/^Amount in rupees/), '0.5');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText('The amount must be at least ₹1')).toBeInTheDocument();
    // The message names the field as its label does (issue 12), and the email may stay empty.
    expect(screen.getByLabelText(/^Payer name/)).toHaveAccessibleDescription('Payer name is required');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(
      screen.getByText('Mobile number is not valid, it should be of 10 numbers only'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email \(optional\)/)).not.toBeRequired();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('pays without an email, the mobile number written with +91 and spaces (issue 12)', async () => {
    const calls = answerCalls({
      [`GET /api/payments/payable/${ID}`]: { status: 200, body: { data: payable } },
      'POST /api/payments/initiate_payment': {
        status: 201,
        body: { data: { txnId: 'T', amountPaise: 1, checkout } },
      },
    });
    const submitted = recordSubmittedForms();
    renderApp(`/pay-online-tax/${ID}`);
    await screen.findByTestId('net-payable');
    await userEvent.type(screen.getByLabelText(/^Payer name/), 'Asha Verma');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '+91 98123 45678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.at(-1)?.body).toMatchObject({
      firstname: 'Asha Verma',
      phone: '+91 98123 45678',
      email: '',
    });
  });

  it('sends a part amount in paise', async () => {
    const calls = answerCalls({
      [`GET /api/payments/payable/${ID}`]: { status: 200, body: { data: payable } },
      'POST /api/payments/initiate_payment': {
        status: 201,
        body: { data: { txnId: 'T', amountPaise: 50_050, checkout } },
      },
    });
    recordSubmittedForms();
    renderApp(`/pay-online-tax/${ID}`);
    await screen.findByTestId('net-payable');
    await userEvent.click(screen.getByLabelText('Part amount'));
    await userEvent.type(screen.getByLabelText(/^Amount in rupees/), '500.50');
    await fillPayer();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ amountPaise: 50_050 }));
  });

  it('pays the transaction of a payment link, whose amount is fixed', async () => {
    const calls = answerCalls({
      [`GET /api/payments/payable/${ID}`]: { status: 200, body: { data: payable } },
      'GET /api/payments/links/LK1.sig': {
        status: 200,
        body: {
          data: {
            txnId: 'LK1',
            propertyUniqueId: ID,
            amountPaise: 270_000,
            status: 'initiated',
            payable: true,
          },
        },
      },
      'POST /api/payments/links/checkout': {
        status: 200,
        body: { data: { txnId: 'LK1', amountPaise: 270_000, checkout } },
      },
    });
    const submitted = recordSubmittedForms();
    renderApp(`/pay-online-tax/${ID}?link=LK1.sig`);
    expect(await screen.findByTestId('link-amount')).toHaveTextContent('₹2,700.00');
    expect(screen.queryByLabelText('Part amount')).not.toBeInTheDocument();
    await fillPayer();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ url: '/api/payments/links/checkout', body: { token: 'LK1.sig' } });
  });

  it("shows the server's refusal and keeps the payer on the page", async () => {
    answerCalls({
      [`GET /api/payments/payable/${ID}`]: { status: 200, body: { data: payable } },
      'POST /api/payments/initiate_payment': {
        status: 409,
        body: { status: 409, message: 'Nothing is payable on this property today' },
      },
    });
    renderApp(`/pay-online-tax/${ID}`);
    await screen.findByTestId('net-payable');
    await fillPayer();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '409: Nothing is payable on this property today',
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('speaks Hindi, field messages included', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls({ [`GET /api/payments/payable/${ID}`]: { status: 200, body: { data: payable } } });
    renderApp(`/pay-online-tax/${ID}`);
    expect(await screen.findByText('आज की देय राशि')).toBeInTheDocument();
    expect(screen.getByTestId('rebate')).toHaveTextContent('पूरा ऑनलाइन भुगतान करने पर छूट (10%)');
    await userEvent.click(screen.getByRole('button', { name: 'अभी भुगतान करें' }));
    expect(screen.getByText('भुगतानकर्ता का नाम आवश्यक है')).toBeInTheDocument();
  });
});
