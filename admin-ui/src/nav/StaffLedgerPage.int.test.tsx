import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROPERTY_ID, billApi, bill } from '../payments/testFixtures';
import { adminSession, operatorSession, propertyRecord, propertyRow } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const LEDGER = 'POST /api/properties/ledger';

const demandLine = { revision: 3, type: 'DemandRaised', financialYear: '2024-25', effectiveOn: '2024-04-01' };
const ledgerReply = {
  propertyUniqueId: PROPERTY_ID,
  asOf: '2025-03-31',
  years: bill.years.slice(0, 1),
  totals: bill.totals,
  entries: [{ ...demandLine, description: 'Demand for 2024-25', debitPaise: 275000, balancePaise: 275000 }],
  payments: [],
};

function renderLedger(session: { token: string; lookup: Record<string, FakeHandler> }, path = '/admin/') {
  const api: Record<string, FakeHandler> = {
    ...session.lookup,
    ...billApi,
    'GET /api/properties': { body: { data: propertyRecord } },
    'POST /api/properties/search': { body: { data: [propertyRow], total: 1 } },
    [LEDGER]: { body: { data: ledgerReply } },
  };
  const rendered = renderAdmin({ path, token: session.token, api });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const sidebar = () => screen.findByRole('menu', { name: 'Sidebar' });

describe('the staff ledger inside the back office', () => {
  it("opens from the menu's Ledger in the shell: find a property by owner, then its ledger", async () => {
    const { user, api, location } = renderLedger(adminSession);
    await user.click(await within(await sidebar()).findByRole('menuitem', { name: 'Ledger' }));
    expect(location.pathname).toBe('/admin/properties/ledger');
    // Still the shell: the sidebar and the top bar, no public "Nigam Login".
    expect(await screen.findByRole('search', { name: 'Find the property' })).toBeInTheDocument();
    expect(screen.getByTestId('user-badge')).toBeInTheDocument();
    expect(screen.queryByText('Nigam Login')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Owner Name'), 'Ram');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const results = await screen.findByRole('table', { name: 'Search results' });
    await user.click(within(results).getByRole('button', { name: 'Select' }));

    await waitFor(() => expect(location.pathname).toBe(`/admin/properties/ledger/${PROPERTY_ID}`));
    const ledger = await screen.findByRole('region', { name: 'Ledger' });
    expect(await within(ledger).findByText('Demand for 2024-25')).toBeInTheDocument();
    expect(api.callsTo(LEDGER)[0].body).toEqual({ propertyUniqueId: PROPERTY_ID });
    expect(screen.getByRole('tab', { name: 'Bill' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History (audit)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: new RegExp(`Property ${PROPERTY_ID}`) })).toBeInTheDocument();
    expect(screen.getByTestId('user-badge')).toBeInTheDocument();
  });

  it('gives an operator the same screen from their menu, with the ledger and bill (no audit)', async () => {
    const { user } = renderLedger(operatorSession, `/admin/properties/ledger/${PROPERTY_ID}`);
    expect(await within(await sidebar()).findByRole('menuitem', { name: 'Ledger' })).toHaveAttribute(
      'href',
      '/admin/properties/ledger',
    );
    expect(await screen.findByRole('region', { name: 'Ledger' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History (audit)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bill' }));
    expect(await screen.findByRole('region', { name: 'Bill and its PDF' })).toBeInTheDocument();
  });
});
