import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nProvider, LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls, type Call } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import type { PropertyRow } from './api';
import SearchPropertyPage from './SearchPropertyPage';

const ID = '0100100100000017M';
const SEARCH = 'POST /api/properties/search';
const GEOGRAPHY = {
  'GET /api/zones?limit=100': {
    status: 200,
    body: { data: [{ id: 'z1', zone_no: 1, name: 'Zone 1 - Hazratganj' }], total: 1, page: 1, limit: 100 },
  },
  'GET /api/wards?zoneId=z1&limit=100': {
    status: 200,
    body: { data: [{ id: 'w5', ward_no: 5, ward_fullname: 'Narhi' }], total: 1, page: 1, limit: 100 },
  },
  'GET /api/mohallas?zoneId=z1&wardId=w5&limit=100': {
    status: 200,
    body: { data: [{ id: 'm9', name: 'Narhi Bazar' }], total: 1, page: 1, limit: 100 },
  },
};

const row = (n: number, more: Partial<PropertyRow> = {}): PropertyRow => ({
  id: `p${n}`,
  propertyUniqueId: n === 1 ? ID : `01001001${String(n).padStart(8, '0')}X`,
  ownerName: `Ramesh Kumar ${n}`,
  fatherName: 'Suresh Kumar',
  husbandName: null,
  propertyAddress: `${n} Sapru Marg, Lucknow`,
  houseNumber: `12/${n}`,
  mobileNumber: '******3210',
  zoneNo: 1,
  wardNo: 5,
  wardName: 'Narhi',
  mohallaName: 'Narhi Bazar',
  ...more,
});
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));
const found = (data: PropertyRow[], total = data.length, page = 1) => ({
  [SEARCH]: { status: 200, body: { data, total, page, limit: 10 } },
});

const searches = (calls: Call[]) => calls.filter((call) => `${call.method} ${call.url}` === SEARCH);

function Address() {
  const { search } = useLocation();
  return <p data-testid="address">{search}</p>;
}

/** The page at an address, showing the query part of the address below it. */
function renderSearch(path = '/searchProperty') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider>
        <Routes>
          <Route
            path="/searchProperty"
            element={
              <>
                <SearchPropertyPage />
                <Address />
              </>
            }
          />
        </Routes>
      </I18nProvider>
    </MemoryRouter>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

beforeEach(() => localStorage.clear());

describe('the search page opened from the home page', () => {
  it('fills the owner name from ?q=, searches at once and announces what it found', async () => {
    const calls = answerCalls({ ...GEOGRAPHY, ...found([row(1), row(2)]) });
    renderApp('/searchProperty?q=Ramesh%20Kumr');
    expect(await screen.findByText('2 properties found. Showing 1 to 2.')).toHaveAttribute('role', 'status');
    expect(field(/^Owner name/)).toHaveValue('Ramesh Kumr');
    expect(searches(calls).map((call) => call.body)).toEqual([
      { ownerName: 'Ramesh Kumr', page: 1, limit: 10 },
    ]);
  });

  it('fills the property ID from a ?q= shaped like one', async () => {
    const calls = answerCalls({ ...GEOGRAPHY, ...found([row(1)]) });
    renderApp(`/searchProperty?q=${ID.toLowerCase()}`);
    expect(await screen.findByText('1 property found.')).toBeInTheDocument();
    expect(field(/^Property ID/)).toHaveValue(ID.toLowerCase());
    expect(searches(calls)[0].body).toEqual({ propertyUniqueId: ID, page: 1, limit: 10 });
  });
});

describe('the results', () => {
  it('show every row once, as a table whose rows are cards on a phone, with its three actions', async () => {
    answerCalls({
      ...GEOGRAPHY,
      ...found([row(1), row(2, { fatherName: null, husbandName: 'Mahesh Yadav' })]),
    });
    renderSearch('/searchProperty?ownerName=Ramesh');
    const table = await screen.findByRole('table', { name: 'Results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Owner',
      'Father / husband',
      'House no.',
      'Address',
      'Mohalla / ward',
      'Property ID',
      'Actions',
    ]);
    const cards = screen.getAllByTestId('result');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card).toHaveClass('result');
    const first = within(cards[0]);
    // Each value carries its column's name for the card layout, hidden from screen readers (they have the header).
    expect(cards[0].querySelector('.result__label')).toHaveAttribute('aria-hidden', 'true');
    expect(
      first.getAllByRole('cell').map((cell) => cell.querySelector('.result__value')?.textContent ?? ''),
    ).toEqual([
      'Ramesh Kumar 1Mobile: ******3210',
      'Suresh Kumar',
      '12/1',
      '1 Sapru Marg, Lucknow',
      'Narhi BazarWard 5 Narhi',
      ID,
      '',
    ]);
    expect(within(cards[1]).getByText('Mahesh Yadav')).toBeInTheDocument();
    expect(first.getByRole('link', { name: `View ledger of property ${ID}` })).toHaveAttribute(
      'href',
      `/ledger/${ID}`,
    );
    expect(first.getByRole('link', { name: `Pay online of property ${ID}` })).toHaveAttribute(
      'href',
      `/pay-online-tax/${ID}`,
    );
    expect(first.getByRole('link', { name: `ARV of property ${ID}` })).toHaveAttribute('href', `/arv/${ID}`);
  });

  it('never unmask a mobile number, and mask one the server failed to mask', async () => {
    answerCalls({
      ...GEOGRAPHY,
      ...found([row(1), row(2, { mobileNumber: '9876543210' }), row(3, { mobileNumber: null })]),
    });
    renderSearch('/searchProperty?ownerName=Ramesh');
    await screen.findByRole('table');
    expect(screen.getAllByTestId('mobile').map((cell) => cell.textContent)).toEqual([
      '******3210',
      '******3210',
    ]);
    expect(document.body.textContent).not.toContain('9876543210');
  });

  it('page on through the address, ten at a time, and say which ones are shown', async () => {
    let calls = answerCalls({ ...GEOGRAPHY, ...found(rows(1, 10), 23) });
    renderSearch('/searchProperty?ownerName=Ramesh');
    expect(await screen.findByText('23 properties found. Showing 1 to 10.')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).queryByRole('link', { name: /Previous page/ })).not.toBeInTheDocument();

    calls = answerCalls({ ...GEOGRAPHY, ...found(rows(11, 10), 23, 2) });
    await userEvent.click(within(pages).getByRole('link', { name: /Next page/ }));
    expect(await screen.findByText('23 properties found. Showing 11 to 20.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('?ownerName=Ramesh&page=2');
    expect(searches(calls).map((call) => call.body)).toEqual([{ ownerName: 'Ramesh', page: 2, limit: 10 }]);
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Pages of results' })).toHaveTextContent(
      'Previous pagePage 2 of 3Next page',
    );
  });

  it('opens on the page the address names', async () => {
    const calls = answerCalls({ ...GEOGRAPHY, ...found(rows(21, 3), 23, 3) });
    renderSearch('/searchProperty?ownerName=Ramesh&page=3');
    expect(await screen.findByText('23 properties found. Showing 21 to 23.')).toBeInTheDocument();
    expect(searches(calls)[0].body).toEqual({ ownerName: 'Ramesh', page: 3, limit: 10 });
    expect(screen.getByRole('navigation', { name: 'Pages of results' })).not.toHaveTextContent('Next page');
  });

  it('say so when nothing matches, with hints', async () => {
    answerCalls({ ...GEOGRAPHY, ...found([]) });
    renderSearch('/searchProperty?houseNumber=999');
    expect(await screen.findByText('No property matches your search.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Check the spelling, or type only a part of the name.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assess your property' })).toHaveAttribute(
      'href',
      '/self-assessment',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).not.toBeInTheDocument();
  });

  it("show the server's message when the search fails, and ask again on request", async () => {
    const calls = answerCalls({
      ...GEOGRAPHY,
      [SEARCH]: { status: 503, body: { status: 503, message: 'Service unavailable' } },
    });
    renderSearch('/searchProperty?ownerName=Ramesh');
    expect(await screen.findByRole('alert')).toHaveTextContent('503: Service unavailable');
    await press('Try again');
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
  });
});

describe('the search form', () => {
  it('sends every filter, checked and written as the server reads them, and keeps them in the address', async () => {
    const calls = answerCalls({ ...GEOGRAPHY, ...found([row(1)]) });
    renderSearch();
    const ward = screen.getByLabelText('Ward');
    expect(ward).toBeDisabled();
    await userEvent.type(field(/^Property ID/), ID.toLowerCase());
    await userEvent.type(field(/^Owner name/), 'Ramesh');
    await userEvent.type(field(/^Father \/ husband name/), 'Suresh');
    await userEvent.type(field(/^House number/), ' 12/1 ');
    await userEvent.type(field(/^Mobile number/), '+91 98765 43210');
    await userEvent.selectOptions(
      await screen.findByLabelText('Zone'),
      await screen.findByRole('option', { name: 'Zone 1 - Hazratganj' }),
    );
    await userEvent.selectOptions(ward, await screen.findByRole('option', { name: 'Narhi (Ward 5)' }));
    await userEvent.selectOptions(
      screen.getByLabelText('Mohalla'),
      await screen.findByRole('option', { name: 'Narhi Bazar' }),
    );
    await press('Search');

    expect(await screen.findByText('1 property found.')).toBeInTheDocument();
    expect(searches(calls).map((call) => call.body)).toEqual([
      {
        propertyUniqueId: ID,
        ownerName: 'Ramesh',
        fatherHusbandName: 'Suresh',
        houseNumber: '12/1',
        mobileNumber: '9876543210',
        zoneId: 'z1',
        wardId: 'w5',
        mohallaId: 'm9',
        page: 1,
        limit: 10,
      },
    ]);
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(Object.fromEntries(address)).toEqual({
      propertyUniqueId: ID.toLowerCase(),
      ownerName: 'Ramesh',
      fatherHusbandName: 'Suresh',
      houseNumber: '12/1',
      mobileNumber: '+91 98765 43210',
      zoneId: 'z1',
      wardId: 'w5',
      mohallaId: 'm9',
    });
    expect(calls.map((call) => call.url).filter((url) => !url.includes('properties'))).toEqual([
      '/api/zones?limit=100',
      '/api/wards?zoneId=z1&limit=100',
      '/api/mohallas?zoneId=z1&wardId=w5&limit=100',
    ]);
  });

  it("gives each field's message from the schema and sends nothing until they are right", async () => {
    const calls = answerCalls(GEOGRAPHY);
    renderSearch();
    await userEvent.type(field(/^Property ID/), '0100100100000017');
    await userEvent.type(field(/^Mobile number/), '12345');
    await press('Search');
    expect(screen.getByText('Property ID must be exactly 17 characters')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is not valid')).toBeInTheDocument();
    expect(field(/^Property ID/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Property ID/)).toHaveAccessibleDescription('Property ID must be exactly 17 characters');
    expect(field(/^Property ID/)).toHaveFocus();

    await userEvent.type(field(/^Property ID/), 'X');
    expect(screen.getByText('Property ID is not valid, please check it and try again')).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(0);
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
  });

  it('asks for a name, number or ID when only a place is chosen, as the server would refuse it', async () => {
    const calls = answerCalls(GEOGRAPHY);
    renderSearch();
    await userEvent.selectOptions(
      await screen.findByLabelText('Zone'),
      await screen.findByRole('option', { name: 'Zone 1 - Hazratganj' }),
    );
    await press('Search');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a property ID, owner name, father / husband name, house number or mobile number. Zone, ward and mohalla only narrow the search.',
    );
    expect(field(/^Property ID/)).toHaveFocus();
    expect(searches(calls)).toHaveLength(0);
  });

  it('shows why a search written into the address can not be sent, and does not send it', async () => {
    const calls = answerCalls(GEOGRAPHY);
    renderSearch('/searchProperty?mobileNumber=12345');
    expect(await screen.findByText('Mobile number is not valid')).toBeInTheDocument();
    expect(field(/^Mobile number/)).toHaveValue('12345');
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    expect(searches(calls)).toHaveLength(0);
  });

  it("clears a new zone's ward and mohalla, and Clear empties the form and the address", async () => {
    answerCalls({ ...GEOGRAPHY, ...found([row(1)]) });
    renderSearch('/searchProperty?ownerName=Ramesh&zoneId=z1&wardId=w5&mohallaId=m9');
    await screen.findByText('1 property found.');
    await screen.findByRole('option', { name: 'Narhi Bazar' });
    expect(screen.getByLabelText('Mohalla')).toHaveValue('m9');

    await userEvent.selectOptions(screen.getByLabelText('Zone'), '');
    expect(screen.getByLabelText('Ward')).toHaveValue('');
    expect(screen.getByLabelText('Ward')).toBeDisabled();
    expect(screen.getByLabelText('Mohalla')).toBeDisabled();
    expect(screen.getByLabelText('Ward')).toHaveAccessibleDescription('Choose a zone first');

    await press('Clear');
    expect(field(/^Owner name/)).toHaveValue('');
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the search page in Hindi', () => {
  it('labels, checks and announces in Hindi', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls({ ...GEOGRAPHY, ...found(rows(1, 10), 12) });
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'संपत्ति खोजें' })).toBeInTheDocument();
    await userEvent.type(field(/^मोबाइल नंबर/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(screen.getByText('मोबाइल नंबर मान्य नहीं है')).toBeInTheDocument();

    await userEvent.clear(field(/^मोबाइल नंबर/));
    await userEvent.type(field(/^स्वामी का नाम/), 'रमेश');
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('12 संपत्तियाँ मिलीं। 1 से 10 तक दिखाई जा रही हैं।')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getAllByRole('link', { name: /^खाता-बही देखें/ })).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'परिणामों के पृष्ठ' })).toHaveTextContent('पृष्ठ 1 / 2');
  });
});
