import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/renderAdmin';
import { adminSession, geographyApi } from './testFixtures';

const EDITED = 'GET /api/properties/edited';

/** A row of GET properties/edited as the read model answers it. */
const edit = {
  id: 'LKO-0001-0002-003:4',
  propertyUniqueId: 'LKO-0001-0002-003',
  ownerName: 'Ram Prasad Gupta',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  wardName: 'Aliganj',
  type: 'PropertyEdited',
  editedAt: '2025-09-30T06:15:00.000Z',
  editedBy: 'asha.verma@nagarnigam.test',
  loginType: 'nagar_nigam',
  changes: {
    ownerName: { before: 'Ram Prasad', after: 'Ram Prasad Gupta' },
    oldArvPaise: { before: 1200000, after: 1500050 },
    isMetroRailProperty: { before: false, after: true },
    emailId: { before: null, after: 'ram@example.in' },
  },
};

function renderEdited() {
  return renderAdmin({
    path: '/admin/properties/edited',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      [EDITED]: { body: { data: [edit], total: 1, page: 1, limit: 10 } },
    },
  });
}

describe('Edited Properties', () => {
  it('lists GET properties/edited with who edited, when, and each changed field before and after', async () => {
    const { api } = renderEdited();
    const owner = await screen.findByText('Ram Prasad Gupta', { selector: 'td *, td' }, { timeout: 10_000 });
    const row = owner.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'LKO-0001-0002-003' })).toHaveAttribute(
      'href',
      '/admin/properties?show=LKO-0001-0002-003',
    );
    expect(within(row).getByText('asha.verma@nagarnigam.test')).toBeInTheDocument();
    expect(within(row).getByText('30-09-2025 11:45')).toBeInTheDocument();
    const changes = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Owner Name: Ram Prasad → Ram Prasad Gupta',
      'Old ARV: ₹12,000.00 → ₹15,000.50',
      'Metro Rail Property: No → Yes',
      'Email ID: — → ram@example.in',
    ]);
    expect(api.callsTo(EDITED)[0].query).toEqual({ page: '1', limit: '10', sort: 'editedAt', order: 'DESC' });
  });

  it('filters by property and dates in the query of GET properties/edited', async () => {
    const { api } = renderEdited();
    const search = await screen.findByRole(
      'search',
      { name: 'Edited property filters' },
      { timeout: 10_000 },
    );
    await userEvent.type(within(search).getByLabelText('Property ID'), 'LKO-0001-0002-003');
    await userEvent.type(within(search).getByLabelText('From Date'), '2025-09-01');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo(EDITED).at(-1)?.query).toEqual({
        page: '1',
        limit: '10',
        sort: 'editedAt',
        order: 'DESC',
        propertyUniqueId: 'LKO-0001-0002-003',
        startDate: '2025-09-01',
      }),
    );
  });
});
