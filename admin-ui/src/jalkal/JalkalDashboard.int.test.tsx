import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import { approvedRequest, jalkalApi, jalkalSession, JALKAL_EMAIL, pendingRequest } from './testFixtures';

// The first render compiles and loads the page's chunk: slow on a shared machine.
jest.setTimeout(60_000);
const FIRST_LOAD = { timeout: 10_000 };
const NUMBER = pendingRequest.jalkalEditId;
const APPROVE = `PATCH /api/jalkal/approve/${NUMBER}`;
const REJECT = `PATCH /api/jalkal/reject/${NUMBER}`;

function renderDashboard(api: Record<string, FakeHandler> = {}) {
  const rendered = renderAdmin({
    path: '/admin/dashboard/jalkal',
    token: jalkalSession.token,
    api: { ...jalkalSession.lookup, ...jalkalApi, ...api },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const card = async (number = NUMBER) => screen.findByRole('listitem', { name: number }, FIRST_LOAD);
const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextSibling;

describe('the jalkal dashboard', () => {
  it('shows the counts by state and the pending requests with the change and the water tax before and after', async () => {
    const { api } = renderDashboard();
    const request = await card();
    expect(within(request).getByText(/Water tax applicable: Yes/)).toHaveTextContent(
      'Water tax applicable: Yes→No',
    );
    expect(within(request).getByText(/Source of water:/)).toHaveTextContent(
      'Source of water: Not recorded→Own borewell',
    );
    expect(within(request).getByText(/Water:/)).toHaveTextContent('Water: ₹2,874.00→₹0.00');
    expect(within(request).getByText('After approval (estimate)')).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: 'letter.pdf' })).toHaveAttribute(
      'href',
      '/api/files/jalkal-documents/doc-1?sig=abc',
    );
    expect(api.callsTo('POST /api/jalkal/pending')[0]).toMatchObject({
      query: { page: '1', limit: '10' },
      body: {},
    });

    const counts = await screen.findByRole('region', { name: 'Requests by state' });
    await waitFor(() => expect(figure(counts, 'Pending')).toHaveTextContent('3'));
    expect(figure(counts, 'Approved')).toHaveTextContent('7');
    expect(figure(counts, 'Rejected')).toHaveTextContent('2');
    expect(figure(counts, 'Archived')).toHaveTextContent('11');
  });

  it('approves after the confirmation with a comment, in the signed-in user’s name, and reads the counts again', async () => {
    const { api, user } = renderDashboard({ [APPROVE]: { body: { data: approvedRequest } } });
    await user.click(within(await card()).getByRole('button', { name: `Approve request ${NUMBER}` }));
    const dialog = await screen.findByRole('dialog', { name: `Approve request ${NUMBER}?` });
    expect(within(dialog).getByText(/The property will be changed from 15-04-2026/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Water:/)).toHaveTextContent('Water: ₹2,874.00→₹0.00');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Comment is required')).toBeInTheDocument();
    expect(api.callsTo(APPROVE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Comment/), 'Disconnection verified on site');
    const summaries = api.callsTo('GET /api/jalkal/summary').length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo(APPROVE)[0]?.body).toEqual({
        userId: JALKAL_EMAIL,
        comment: 'Disconnection verified on site',
      }),
    );
    expect(await screen.findByText(`Request ${NUMBER} approved`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/jalkal/summary').length).toBeGreaterThan(summaries));
  });

  it('rejects with a comment; the server’s refusal shows as a message and nothing closes', async () => {
    const { api, user } = renderDashboard({
      [REJECT]: { status: 409, body: { status: 409, message: 'This request has already been approved' } },
    });
    await user.click(within(await card()).getByRole('button', { name: `Reject request ${NUMBER}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject request ${NUMBER}?` });
    expect(within(dialog).getByText('The property and its tax stay as they are.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Comment/), 'Connection still in use');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo(REJECT)[0]?.body).toMatchObject({ comment: 'Connection still in use' }),
    );
    expect(await screen.findByText('409: This request has already been approved')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reads the archived tab with GET jalkal/archived and offers no decisions there', async () => {
    const { api, user } = renderDashboard();
    await card();
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    const archived = await card('JAL-2025-26-000009');
    expect(within(archived).getAllByText('Archived').length).toBeGreaterThan(0);
    expect(within(archived).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/jalkal/archived')[0].query).toMatchObject({ page: '1', limit: '10' });
  });

  it('filters a list by property with the filters in the POST body', async () => {
    const { api, user } = renderDashboard();
    await card();
    const filters = screen.getByRole('search', { name: 'Jalkal request filters' });
    await user.type(within(filters).getByLabelText('Property ID'), pendingRequest.propertyUniqueId);
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/jalkal/pending').at(-1)?.body).toEqual({
        propertyUniqueId: pendingRequest.propertyUniqueId,
      }),
    );
  });

  it('shows the year’s water and sewer demand and collection by zone, with the total', async () => {
    renderDashboard();
    const zones = await screen.findByRole(
      'region',
      { name: 'Water and sewer demand and collection of 2026-27 by zone' },
      FIRST_LOAD,
    );
    const row = async (name: string) =>
      (await within(zones).findByRole('rowheader', { name })).closest('tr')!;
    const zone1 = await row('Zone 1');
    expect(within(zone1).getByText('₹3,44,880.00')).toBeInTheDocument();
    expect(within(zone1).getByText('50%')).toBeInTheDocument();
    const total = await row('Total');
    expect(within(total).getByText('200')).toBeInTheDocument();
    expect(within(total).getByText('₹5,74,800.00')).toBeInTheDocument();
  });
});
