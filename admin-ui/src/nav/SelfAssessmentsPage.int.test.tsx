import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, operatorSession } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const LIST = 'GET /api/selfAssessment/all';
const ACCEPT = 'PATCH /api/selfAssessment/accept/SA-2026-000007';
const REJECT = 'PATCH /api/selfAssessment/reject/SA-2026-000007';

const waiting = {
  id: 'SA-2026-000007',
  selfAssessmentId: 'SA-2026-000007',
  ownerName: 'Sunita Devi',
  mohallaName: 'Aliganj',
  wardName: 'Ward 11',
  submittedAt: '2026-09-10T05:30:00.000Z',
  arvPaise: 4_800_000,
  totalTaxPaise: 1_464_000,
  status: 'submitted',
  mobileNumber: '9839111222',
  emailId: null,
  rejectionReason: null,
  propertyUniqueId: null,
  floors: [{ floorNumber: 0, areaSqft: 900, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc' }],
  documents: [{ id: 'd1', name: 'sale-deed.pdf', url: '/files/d1' }],
};

function renderList(
  session: { token: string; lookup: Record<string, FakeHandler> } = adminSession,
  path = '/admin/',
) {
  const rendered = renderAdmin({
    path,
    token: session.token,
    api: {
      ...session.lookup,
      [LIST]: { body: { data: [waiting], total: 1, page: 1, limit: 10 } },
      [ACCEPT]: { body: { data: { ...waiting, status: 'accepted', propertyUniqueId: 'LKO-0011-0004-001' } } },
      [REJECT]: { body: { data: { ...waiting, status: 'rejected' } } },
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('the self-assessments inside the back office', () => {
  it('opens from the menu in the shell and lists the ones waiting for a decision', async () => {
    const { user, api, location } = renderList();
    const menu = await screen.findByRole('menu', { name: 'Sidebar' });
    await user.click(await within(menu).findByRole('menuitem', { name: 'Self-assessments' }));
    expect(location.pathname).toBe('/admin/self-assessments');
    const table = await screen.findByRole('table', { name: 'Self-assessments' });
    const row = within(table).getByText('Sunita Devi').closest('tr') as HTMLElement;
    expect(within(row).getByText('Aliganj, Ward 11')).toBeInTheDocument();
    expect(within(row).getByText('₹48,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
    expect(api.callsTo(LIST)[0].query).toEqual({ status: 'submitted', page: '1', limit: '10' });
    // Inside the shell: the user's badge, no public "Nigam Login".
    expect(screen.getByTestId('user-badge')).toBeInTheDocument();
    expect(screen.queryByText('Nigam Login')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('link', { name: 'sale-deed.pdf' })).toHaveAttribute('href', '/files/d1');
    expect(screen.getByText('9839111222')).toBeInTheDocument();
  });

  it('accepts one and says which property it became', async () => {
    const { user, api } = renderList(adminSession, '/admin/self-assessments');
    await user.click(await screen.findByRole('button', { name: 'Accept SA-2026-000007' }));
    expect(
      await screen.findByText('SA-2026-000007 accepted. Property ID LKO-0011-0004-001.'),
    ).toBeInTheDocument();
    expect(api.callsTo(ACCEPT)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(1));
  });

  it('rejects one only with a reason of at least 5 characters', async () => {
    const { user, api } = renderList(adminSession, '/admin/self-assessments');
    await user.click(await screen.findByRole('button', { name: 'Reject SA-2026-000007' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason for rejecting/), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason must be at least 5 characters')).toBeInTheDocument();
    expect(api.callsTo(REJECT)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason for rejecting/), ' deed missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('SA-2026-000007 rejected.')).toBeInTheDocument();
    expect(api.callsTo(REJECT)[0].body).toEqual({ reason: 'no deed missing' });
  });

  it('is not in the menu of an operator, whose calls would be refused', async () => {
    const { api } = renderList(operatorSession);
    const menu = await screen.findByRole('menu', { name: 'Sidebar' });
    await within(menu).findByRole('menuitem', { name: 'Ledger' });
    expect(within(menu).queryByRole('menuitem', { name: 'Self-assessments' })).not.toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
