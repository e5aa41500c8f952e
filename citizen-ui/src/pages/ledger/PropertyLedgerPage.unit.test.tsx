import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { bill, ID, ledger, OTHER_ID, replies, settledBill, years } from './testing';

const PAGE = `/ledger/${ID}`;
const LEDGER_CALL = 'POST /api/properties/ledger';
const cell = (row: HTMLElement, key: string) => within(row).getByTestId(new RegExp(`-${key}Paise$`));

beforeEach(() => localStorage.clear());

describe('the ledger of a property', () => {
  it('shows the public record of the property and never a mobile number or email', async () => {
    const calls = answerCalls(replies());
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Ledger' })).toBeInTheDocument();
    expect(await screen.findByTestId('owner')).toHaveTextContent('Ramesh Kumar');
    expect(screen.getByTestId('property-id')).toHaveTextContent(ID);
    expect(screen.getByTestId('father-name')).toHaveTextContent('Suresh Kumar');
    expect(screen.getByTestId('house-number')).toHaveTextContent('12/4');
    expect(screen.getByTestId('address')).toHaveTextContent('12/4, Narhi, Hazratganj, Lucknow');
    expect(screen.getByTestId('mohalla')).toHaveTextContent('Narhi');
    expect(screen.getByTestId('ward')).toHaveTextContent('1 - Hazratganj');
    expect(screen.queryByTestId('husband-name')).not.toBeInTheDocument();
    await screen.findByTestId('ledger-due');
    expect(document.body.textContent).not.toMatch(/3210|@gmail/);
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      `GET /api/properties?propertyUniqueId=${ID}`,
      `GET /api/taxDemands/demandBillDetails?propertyId=${ID}`,
      LEDGER_CALL,
    ]);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ propertyUniqueId: ID });
  });

  it("shows what is owed today as the bill says, the online rebate, and the counter's figure", async () => {
    answerCalls(replies());
    renderApp(PAGE);
    expect(await screen.findByTestId('owed-net')).toHaveTextContent('₹11,675.00');
    expect(screen.getByTestId('owed-current')).toHaveTextContent('₹3,631.00');
    expect(screen.getByTestId('owed-arrears')).toHaveTextContent('₹7,262.00');
    expect(screen.getByTestId('owed-interest')).toHaveTextContent('₹1,000.00');
    expect(screen.getByTestId('owed-total')).toHaveTextContent('₹11,893.00');
    expect(screen.getByTestId('owed-rebate')).toHaveTextContent('− ₹218.00');
    expect(screen.getByText('Rebate for paying it all online today (6%)')).toBeInTheDocument();
    expect(
      screen.getByText('The rebate is only for paying the whole amount, by 31-12-2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('At the Nagar Nigam counter the net payable is ₹11,711.00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay-online-tax/${ID}`);
    expect(screen.getByRole('link', { name: 'Download bill (PDF)' })).toHaveAttribute(
      'href',
      `/api/taxDemands/billPdf?propertyId=${ID}&lang=en`,
    );
  });

  it("says this year's bill is not issued yet and what it will be, and offers no rebate on it (issue 12)", async () => {
    const notIssued = {
      ...bill,
      years: [{ financialYear: '2025-26' }],
      totals: { ...bill.totals, currentPaise: 0 },
    };
    answerCalls({
      ...replies({ bill: notIssued }),
      [`GET /api/properties/calculateTax?propertyUniqueId=${ID}&financialYear=2026-27`]: {
        status: 200,
        body: { data: { totalTaxPaise: 519_700 } },
      },
    });
    renderApp(PAGE);
    expect(await screen.findByTestId('owed-current')).toHaveTextContent('Bill not issued yet');
    expect(screen.getByTestId('not-issued')).toHaveTextContent(
      'The bill for 2026-27 has not been issued yet.',
    );
    expect(await screen.findByTestId('estimate')).toHaveTextContent(
      "By the property's current details, the tax for 2026-27 will be about ₹5,197.00.",
    );
    expect(screen.queryByTestId('owed-rebate')).not.toBeInTheDocument();
    expect(screen.queryByText(/The rebate is only for paying the whole amount/)).not.toBeInTheDocument();
  });

  it('offers no pay button when nothing is payable', async () => {
    answerCalls(replies({ bill: settledBill }));
    renderApp(PAGE);
    expect(await screen.findByText('Nothing is payable on this property today.')).toBeInTheDocument();
    expect(screen.getByTestId('owed-net')).toHaveTextContent('₹0.00');
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('owed-rebate')).not.toBeInTheDocument();
  });

  it('lists the years newest first with the newest open, each by tax head with its total', async () => {
    answerCalls(replies());
    renderApp(PAGE);
    await screen.findByTestId('ledger-due');
    const shown = screen.getAllByTestId(/^year-\d/);
    expect(shown.map((year) => year.dataset.testid)).toEqual([
      'year-2026-27',
      'year-2025-26',
      'year-2024-25',
    ]);
    expect(shown.map((year) => (year as HTMLDetailsElement).open)).toEqual([true, false, false]);
    expect(within(shown[0]).getByText('Current year')).toBeInTheDocument();
    expect(within(shown[1]).getByText('Arrears')).toBeInTheDocument();
    const older = within(shown[1]);
    expect(older.getAllByRole('rowheader').map((head) => head.textContent)).toEqual([
      'House tax',
      'Water tax',
      'Sewer tax',
      'Total for the year',
    ]);
    const house = older.getByTestId('row-house');
    expect(
      ['demand', 'rebate', 'interest', 'paid', 'balance'].map((key) => cell(house, key).textContent),
    ).toEqual(['₹1,786.00', '₹0.00', '₹139.00', '₹1,000.00', '₹925.00']);
    expect(cell(older.getByTestId('row-total'), 'balance')).toHaveTextContent('₹2,913.00');
    expect(shown[0].querySelector('summary')).toHaveTextContent('2026-27 Current yearBalance ₹3,631.00');
    expect(screen.queryByRole('columnheader', { name: 'Adjustment' })).not.toBeInTheDocument();
  });

  it("adds up the years' totals into the all-years row, which agrees with the server's total due", async () => {
    answerCalls(replies());
    renderApp(PAGE);
    const row = within(await screen.findByTestId('row-all-years'));
    expect(row.getByRole('rowheader')).toHaveTextContent('Total of all years');
    expect(row.getByTestId('all-years-demandPaise')).toHaveTextContent('₹10,893.00');
    expect(row.getByTestId('all-years-interestPaise')).toHaveTextContent('₹1,000.00');
    expect(row.getByTestId('all-years-paidPaise')).toHaveTextContent('₹1,000.00');
    expect(row.getByTestId('all-years-balancePaise')).toHaveTextContent('₹10,893.00');
    expect(screen.getByTestId('ledger-due')).toHaveTextContent('₹10,893.00');
    expect(screen.getByText('Total due on 22-11-2026')).toBeInTheDocument();
  });

  it('shows the adjustment column only when a year has a note or a correction', async () => {
    const adjusted = { ...years[0].heads.house, adjustmentPaise: -5_000, balancePaise: 208_900 };
    const first = { ...years[0], heads: { ...years[0].heads, house: adjusted } };
    answerCalls(replies({ ledger: { ...ledger, years: [first, ...years.slice(1)] } }));
    renderApp(PAGE);
    const year = within(await screen.findByTestId('year-2024-25'));
    expect(year.getByRole('columnheader', { name: 'Adjustment' })).toBeInTheDocument();
    expect(cell(year.getByTestId('row-house'), 'adjustment')).toHaveTextContent('−₹50.00');
  });
});

describe('the payments of the ledger', () => {
  it('lists each payment newest first with its day in India, mode, amount and receipt links', async () => {
    answerCalls(replies());
    renderApp(PAGE);
    await screen.findByRole('heading', { name: 'Payments and receipts' });
    const list = screen.getAllByTestId(/^payment-/);
    expect(list.map((item) => item.dataset.testid)).toEqual(['payment-CHQ1', 'payment-CASH1', 'payment-OP1']);
    const paid = within(screen.getByTestId('payment-OP1'));
    expect(paid.getByTestId('amount')).toHaveTextContent('₹1,000.00');
    expect(paid.getByTestId('paid-on')).toHaveTextContent('16-06-2026');
    expect(paid.getByTestId('mode')).toHaveTextContent('Online');
    expect(paid.getByTestId('standing')).toHaveTextContent('Counted');
    expect(paid.getByRole('link', { name: 'RCT-2026-27-000042' })).toHaveAttribute(
      'href',
      `/paymentReceipt?number=RCT-2026-27-000042&property=${ID}`,
    );
    expect(paid.getByRole('link', { name: /^Download receipt/ })).toHaveAttribute(
      'href',
      `/api/receipts/RCT-2026-27-000042/pdf?lang=en&property=${ID}`,
    );
  });

  it('marks a cancelled payment and a payment moved to another property as no longer counting', async () => {
    answerCalls(replies());
    renderApp(PAGE);
    const cancelled = within(await screen.findByTestId('payment-CASH1'));
    expect(cancelled.getByTestId('standing')).toHaveTextContent('CANCELLED');
    expect(cancelled.getByTestId('amount')).toHaveClass('ledger-struck');
    expect(screen.getByTestId('payment-CASH1')).toHaveClass('ledger-payment--void');
    const shifted = within(screen.getByTestId('payment-CHQ1'));
    expect(shifted.getByTestId('standing')).toHaveTextContent(`SHIFTED: Moved to property ${OTHER_ID}`);
    expect(shifted.getByTestId('mode')).toHaveTextContent('Cheque');
  });
});

describe('a payment shifted here from another property', () => {
  it('links its receipt on this property, which says where it came from', async () => {
    const arrived = {
      txnId: 'SHF1',
      receiptNumber: 'RCT-2026-27-000070',
      mode: 'cash',
      amountPaise: 30_000,
      paidAt: '2026-09-01T05:00:00.000Z',
      status: 'received' as const,
      rebatePaise: 0,
      shiftedFrom: OTHER_ID,
      shiftedTo: null,
    };
    answerCalls(replies({ ledger: { ...ledger, payments: [arrived] } }));
    renderApp(PAGE);
    const row = within(await screen.findByTestId('payment-SHF1'));
    expect(row.getByTestId('standing')).toHaveTextContent(`Moved here from property ${OTHER_ID}`);
    expect(row.getByRole('link', { name: /^Download receipt/ })).toHaveAttribute(
      'href',
      `/api/receipts/RCT-2026-27-000070/pdf?lang=en&property=${ID}`,
    );
  });
});

describe('a cheque on the ledger', () => {
  const cheque = {
    txnId: 'CHQ1',
    receiptNumber: 'RCT-2026-27-000071',
    mode: 'cheque',
    amountPaise: 40_000,
    paidAt: '2026-10-01T05:00:00.000Z',
    status: 'received' as const,
    rebatePaise: 0,
    shiftedFrom: null,
    shiftedTo: null,
  };

  it.each([
    ['realising', 'Counted, subject to realisation', false],
    ['cleared', 'Cleared', false],
    ['bounced', 'BOUNCED', true],
  ] as const)(
    'says where it stands with the bank (%s), as its receipt does',
    async (standing, text, struck) => {
      const payment = {
        ...cheque,
        standing,
        status: standing === 'bounced' ? ('rejected' as const) : cheque.status,
      };
      answerCalls(replies({ ledger: { ...ledger, payments: [payment] } }));
      renderApp(PAGE);
      const row = within(await screen.findByTestId('payment-CHQ1'));
      expect(row.getByTestId('standing')).toHaveTextContent(text);
      expect(row.getByTestId('amount').classList.contains('ledger-struck')).toBe(struck);
    },
  );
});

describe('the ledger as of a day', () => {
  const earlier = {
    ...ledger,
    asOf: '2025-10-31',
    currentYear: '2025-26',
    years: years.slice(0, 2),
    payments: [],
  };

  it('asks for the ledger as of the chosen day, keeps the day in the address and says so', async () => {
    const routes = replies();
    const calls = answerCalls(routes);
    renderApp(PAGE);
    expect(await screen.findByText('Ledger as of today, 22-11-2026')).toHaveAttribute('role', 'status');
    routes[LEDGER_CALL] = { status: 200, body: { data: earlier } };
    await userEvent.type(screen.getByLabelText('Show the ledger as of'), '2025-10-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('as-of')).toHaveTextContent('Ledger as of 31-10-2025'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { propertyUniqueId: ID },
      { propertyUniqueId: ID, asOf: '2025-10-31' },
    ]);
    expect(screen.queryByTestId('year-2026-27')).not.toBeInTheDocument();
    expect(
      screen.getByText('No payment had been received for this property by this day.'),
    ).toBeInTheDocument();
    // What is owed today stays today's.
    expect(screen.getByTestId('owed-net')).toHaveTextContent('₹11,675.00');
  });

  it('opens at the day in the address and goes back to today on request', async () => {
    const calls = answerCalls({ ...replies(), [LEDGER_CALL]: { status: 200, body: { data: earlier } } });
    renderApp(`${PAGE}?asOf=2025-10-31`);
    expect(await screen.findByText('Ledger as of 31-10-2025')).toBeInTheDocument();
    expect(screen.getByLabelText('Show the ledger as of')).toHaveValue('2025-10-31');
    await userEvent.click(screen.getByRole('button', { name: 'Back to today' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { propertyUniqueId: ID, asOf: '2025-10-31' },
      { propertyUniqueId: ID },
    ]);
    expect(screen.getByLabelText('Show the ledger as of')).toHaveValue('');
  });

  it('refuses a day after today without asking the server', async () => {
    const calls = answerCalls(replies());
    renderApp(PAGE);
    await screen.findByTestId('ledger-due');
    const day = screen.getByLabelText('Show the ledger as of');
    await userEvent.type(day, '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The date can not be after today')).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('when the ledger cannot be shown', () => {
  it('says plainly that there is no such property and offers the search', async () => {
    const calls = answerCalls({
      [`GET /api/properties?propertyUniqueId=${ID}`]: {
        status: 404,
        body: { status: 404, message: 'Property not found' },
      },
    });
    renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`No property was found with the ID "${ID}".`);
    expect(within(alert).getByRole('link', { name: 'Search for your property' })).toHaveAttribute(
      'href',
      '/searchProperty',
    );
    expect(screen.getByRole('link', { name: 'Assess your property' })).toHaveAttribute(
      'href',
      '/self-assessment',
    );
    expect(calls).toHaveLength(1);
  });

  it('explains an ID that cannot be one without asking the server', async () => {
    const calls = answerCalls({});
    renderApp('/ledger/ABC');
    expect(await screen.findByText('Property ID must be exactly 17 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Property ID/)).toHaveValue('ABC');
    expect(calls).toHaveLength(0);
  });

  it("gives the spec's words when the API is down, and asks again on request", async () => {
    const calls = answerCalls({
      [`GET /api/properties?propertyUniqueId=${ID}`]: {
        status: 503,
        body: { status: 503, message: 'Service unavailable' },
      },
    });
    renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Looks like our API is down');
    expect(alert).toHaveTextContent('503: Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says when nothing answered at all', async () => {
    window.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Looks like our API is down');
    expect(alert).toHaveTextContent('No response received from the server');
  });

  it('shows a failed bill in its own section and the rest of the ledger still', async () => {
    answerCalls({
      ...replies(),
      [`GET /api/taxDemands/demandBillDetails?propertyId=${ID}`]: {
        status: 500,
        body: { status: 500, message: 'Server Error' },
      },
    });
    renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops...! An error has occurred');
    expect(alert).toHaveTextContent('500: Server Error');
    expect(await screen.findByTestId('ledger-due')).toHaveTextContent('₹10,893.00');
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});

describe('the ledger in Hindi', () => {
  it('speaks Hindi, with the bill and the receipts in Hindi too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls(replies());
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'संपत्ति की खाता-बही' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'आज की देय राशि' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'अभी भुगतान करें' })).toHaveAttribute(
      'href',
      `/pay-online-tax/${ID}`,
    );
    expect(screen.getByRole('link', { name: 'बिल डाउनलोड करें (PDF)' })).toHaveAttribute(
      'href',
      `/api/taxDemands/billPdf?propertyId=${ID}&lang=hi`,
    );
    expect(await screen.findByText(/^आज, 22-11-2026 तक की खाता-बही$/)).toHaveAttribute('role', 'status');
    expect(within(screen.getByTestId('year-2026-27')).getByText('चालू वर्ष')).toBeInTheDocument();
    expect(within(screen.getByTestId('row-all-years')).getByRole('rowheader')).toHaveTextContent(
      'सभी वर्षों का योग',
    );
    const paid = within(screen.getByTestId('payment-OP1'));
    expect(paid.getByTestId('mode')).toHaveTextContent('ऑनलाइन');
    expect(paid.getByRole('link', { name: /^रसीद डाउनलोड करें/ })).toHaveAttribute(
      'href',
      `/api/receipts/RCT-2026-27-000042/pdf?lang=hi&property=${ID}`,
    );
    expect(within(screen.getByTestId('payment-CASH1')).getByTestId('standing')).toHaveTextContent('रद्द');
  });
});
