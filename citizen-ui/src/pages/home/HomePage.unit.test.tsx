import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nProvider, LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import type { Discount } from './api';
import HomePage from './HomePage';

const DISCOUNTS_CALL = 'GET /api/discounts?status=true&limit=100';
const online = [{ criteria: 'Online payment', discountPercentage: 1 }];
const discount = (billingPeriod: string, discountPercentage: number, more: Partial<Discount> = {}) => ({
  id: `d-${billingPeriod}`,
  billingPeriod,
  periodDescription: `Paid by ${billingPeriod}`,
  status: true,
  discountPercentage,
  additionDiscountCriteria: online,
  ...more,
});
// Last year's periods, this year's two, and a withdrawn one that must not be offered.
const MASTER = [
  discount('2025-07-31', 10),
  discount('2025-12-31', 5),
  discount('2026-12-31', 5),
  discount('2026-07-31', 10),
  discount('2026-09-30', 7, { status: false }),
];
const answerDiscounts = (body: unknown = { data: MASTER, total: MASTER.length, page: 1, limit: 100 }) =>
  answerCalls({ [DISCOUNTS_CALL]: { status: 200, body } });

/** An instant given as a time of day in India. */
const ist = (dateTime: string) => Date.parse(`${dateTime}+05:30`);

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

/** The home page on a fixed day, with a stand-in for wherever it leads. */
function renderHome(now: number) {
  return render(
    <MemoryRouter>
      <I18nProvider>
        <Routes>
          <Route path="/" element={<HomePage now={() => now} />} />
          <Route path="*" element={<Address />} />
        </Routes>
      </I18nProvider>
    </MemoryRouter>,
  );
}

const banner = () => screen.findByTestId('rebate-banner');
const deadlineLines = () =>
  within(screen.getByTestId('deadlines'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => localStorage.clear());

describe('the home page', () => {
  beforeEach(() => answerDiscounts());

  it('welcomes citizens with the city name', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to the property tax portal of Nagar Nigam Lucknow',
    );
  });

  it('uses the city name the build was given', async () => {
    renderApp('/', { en: 'Nagar Nigam Agra', hi: 'नगर निगम आगरा' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Nagar Nigam Agra');
  });

  it('links to search property, the ledger, online payment, objection status and self-assessment', async () => {
    renderApp('/');
    const tasks = await screen.findByRole('region', { name: 'What would you like to do?' });
    const links = within(tasks).getAllByRole('link');
    expect(
      links.map((link) => [link.querySelector('.task-card__title')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Search Property', '/searchProperty'],
      ['View Ledger', '/ledger'],
      ['Pay Online', '/payment'],
      ['Objection Status', '/objections/status'],
      ['Self Assessment', '/self-assessment'],
      ['Self Assessment Status', '/self-assessment/status'],
    ]);
  });

  it('tells citizens how long a property ID is', async () => {
    renderApp('/');
    expect(
      await screen.findByText('Tip: keep your property ID at hand. It has 17 characters.'),
    ).toBeInTheDocument();
  });
});

describe('the rebate on offer and the deadlines of the year', () => {
  it('offers the period a payment today falls in, with its extra for paying online, and the next one', async () => {
    const calls = answerDiscounts();
    renderHome(ist('2026-06-15T10:00:00'));
    const offer = await banner();
    expect(within(offer).getByRole('heading', { level: 2 })).toHaveTextContent('Rebate on offer today');
    expect(offer).toHaveTextContent('Pay by 31-07-2026 to get 10% rebate');
    expect(within(offer).getByRole('listitem')).toHaveTextContent('Extra 1% for Online payment');
    expect(screen.getByTestId('next-deadline')).toHaveTextContent(
      'After that, pay by 31-12-2026 to get 5% rebate.',
    );
    expect(offer).toHaveTextContent("This year's tax is due by 31-03-2027.");
    expect(within(offer).getByRole('link', { name: 'Pay online' })).toHaveAttribute('href', '/payment');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([DISCOUNTS_CALL]);
  });

  it("lists this year's deadlines in order: the rebate periods, the due date and the start of interest", async () => {
    answerDiscounts();
    renderHome(ist('2026-06-15T10:00:00'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment deadlines for 2026-27' }),
    ).toBeInTheDocument();
    expect(deadlineLines()).toEqual([
      "By 31-07-202610% rebate on this year's taxExtra 1% for Online payment",
      "By 31-12-20265% rebate on this year's taxExtra 1% for Online payment",
      "By 31-03-2027Last day to pay this year's tax",
      'From 01-04-2027Interest is charged on whatever is still unpaid',
    ]);
  });

  it('counts the last day of a period in India, and moves to the next period at midnight there', async () => {
    answerDiscounts();
    const { unmount } = renderHome(ist('2026-07-31T23:59:00'));
    expect(await banner()).toHaveTextContent('Pay by 31-07-2026 to get 10% rebate');
    unmount();

    renderHome(ist('2026-08-01T00:01:00')); // still 31 July in UTC
    expect(await banner()).toHaveTextContent('Pay by 31-12-2026 to get 5% rebate');
    expect(screen.queryByTestId('next-deadline')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('deadlines')).getAllByText('Over')).toHaveLength(1);
    expect(deadlineLines()[0]).toMatch(/^By 31-07-2026.*Over$/);
  });

  it('says no rebate is on offer after the last period, and still gives the due date', async () => {
    answerDiscounts();
    renderHome(ist('2027-02-10T09:00:00'));
    const offer = await banner();
    expect(offer).toHaveTextContent('No rebate is on offer today.');
    expect(offer).toHaveTextContent("This year's tax is due by 31-03-2027.");
    expect(offer).not.toHaveTextContent('Pay by');
    expect(screen.getByRole('heading', { name: 'Payment deadlines for 2026-27' })).toBeInTheDocument();
  });

  it('shows a failed call and asks again on request, leaving the search and the tasks usable', async () => {
    const calls = answerCalls({
      [DISCOUNTS_CALL]: { status: 503, body: { status: 503, message: 'Service unavailable' } },
    });
    renderHome(ist('2026-06-15T10:00:00'));
    expect(await screen.findByRole('alert')).toHaveTextContent('503: Service unavailable');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What would you like to do?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
  });

  it('speaks Hindi, dates and the online extra too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerDiscounts();
    renderHome(ist('2026-06-15T10:00:00'));
    const offer = await banner();
    expect(within(offer).getByRole('heading', { level: 2 })).toHaveTextContent('आज मिलने वाली छूट');
    expect(offer).toHaveTextContent('31-07-2026 तक भुगतान करें और 10% छूट पाएँ');
    expect(offer).toHaveTextContent('ऑनलाइन भुगतान पर 1% अतिरिक्त छूट');
    expect(offer).toHaveTextContent('इस वर्ष का कर 31-03-2027 तक देय है।');
    expect(screen.getByRole('heading', { name: '2026-27 के भुगतान की अंतिम तिथियाँ' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^संपत्ति आईडी या स्वामी का नाम/)).toHaveAttribute(
      'placeholder',
      'संपत्ति आईडी या स्वामी का नाम दर्ज करें',
    );
  });
});

describe('the quick search', () => {
  beforeEach(() => answerDiscounts());
  const box = () => screen.getByLabelText(/^Property ID or owner name/);

  it('takes an owner name to the search page with the query in the address', async () => {
    renderHome(ist('2026-06-15T10:00:00'));
    expect(box()).toHaveAccessibleDescription(
      'A property ID of 17 characters opens its ledger straight away.',
    );
    await userEvent.type(box(), '  Ramesh Kumar ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('address')).toHaveTextContent('/searchProperty?q=Ramesh+Kumar');
  });

  it('opens the ledger straight away for a whole property ID', async () => {
    renderHome(ist('2026-06-15T10:00:00'));
    await userEvent.type(box(), '0100100100000017m{Enter}');
    expect(await screen.findByTestId('address')).toHaveTextContent('/ledger/0100100100000017M');
  });

  it('searches for a 17-character text that is not a valid property ID', async () => {
    renderHome(ist('2026-06-15T10:00:00'));
    await userEvent.type(box(), '01001001000000017{Enter}');
    expect(await screen.findByTestId('address')).toHaveTextContent('/searchProperty?q=01001001000000017');
  });

  it('asks for something to search and stays on the page while the box is empty', async () => {
    renderHome(ist('2026-06-15T10:00:00'));
    await userEvent.type(box(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Property ID or owner name is required')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveFocus();
    await act(() => import('./ledgerTarget')); // what a search would wait for before leaving
    expect(screen.queryByTestId('address')).not.toBeInTheDocument();
  });
});
