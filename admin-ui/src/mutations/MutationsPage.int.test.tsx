import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import {
  approvedMutation,
  billOwing,
  mutationsApi,
  paidMutation,
  pendingMutation,
  PROPERTY_ID,
} from './testFixtures';

// The first render compiles and loads the page's chunk: slow on a shared machine.
jest.setTimeout(60_000);
const FIRST_LOAD = { timeout: 10_000 };
const NUMBER = pendingMutation.mutationId;
const LIST = 'GET /api/mutations';
const APPROVE = `PATCH /api/mutations/approve/${NUMBER}`;
const REJECT = `PATCH /api/mutations/reject/${NUMBER}`;
/** A deed ten days old: no late fine on the fee the form works out. */
const DEED_DATE = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

function renderScreen(api: Record<string, FakeHandler> = {}) {
  const rendered = renderAdmin({
    path: '/admin/mutations',
    token: adminSession.token,
    api: { ...adminSession.lookup, ...mutationsApi, ...api },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof renderScreen>['user'];

async function openDetails(user: User) {
  await user.click(await screen.findByRole('button', { name: `Open mutation ${NUMBER}` }, FIRST_LOAD));
  return screen.findByRole('region', { name: 'Mutation details' });
}

describe('the mutations screen', () => {
  it('lists the pending mutations with their fee, and each tab asks for its status', async () => {
    const { api, user } = renderScreen();
    const row = (await screen.findByText(NUMBER, {}, FIRST_LOAD)).closest('tr') as HTMLElement;
    for (const text of [PROPERTY_ID, 'Sita Devi', 'Ram Prasad', 'Sale', 'Kapoorthala', 'Unpaid', 'Pending'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({ status: 'pending', page: '1', limit: '10' });
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({ status: 'approved' }));
  });

  it('sends the filters: place, requested range, property and number', async () => {
    const { api, user } = renderScreen();
    await screen.findByText(NUMBER, {}, FIRST_LOAD);
    const filters = screen.getByRole('search', { name: 'Mutation filters' });
    const field = (label: string) => within(filters).getByLabelText(label);
    fireEvent.change(field('Requested From'), { target: { value: '2026-09-01' } });
    fireEvent.change(field('Requested To'), { target: { value: '2026-09-30' } });
    await user.type(field('Mutation No.'), NUMBER);
    await within(field('Zone')).findByText('Zone 1');
    await user.selectOptions(field('Zone'), 'Zone 1');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({
        status: 'pending',
        startDate: '2026-09-01',
        endDate: '2026-09-30',
        mutationId: NUMBER,
        zoneId: 'z1',
      }),
    );
  });

  it('shows the details with the documents as signed links and the fee, and leads to the counter while it is due', async () => {
    const { user } = renderScreen();
    const details = await openDetails(user);
    expect(within(details).getByRole('link', { name: 'sale-deed.pdf' })).toHaveAttribute(
      'href',
      '/api/files/mutation-documents/deed?sig=abc',
    );
    const fee = within(details).getByRole('region', { name: 'Mutation fee' });
    expect(within(fee).getByText('1% of the higher value ₹12,00,000.00')).toBeInTheDocument();
    expect(within(fee).getByText('Limited to ₹10,000.00')).toBeInTheDocument();
    expect(within(fee).getByRole('link', { name: 'Take payment at the counter' })).toHaveAttribute(
      'href',
      `/admin/offlinePayment?propertyUniqueId=${PROPERTY_ID}`,
    );
    // Approve says the fee is due instead of asking to approve.
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve mutation ${NUMBER}` });
    expect(within(dialog).getByText(/The fee is not paid yet: ₹10,000.00 is still due/)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Approve and change the owner' }),
    ).not.toBeInTheDocument();
  });

  it('approves a paid mutation after a confirmation with remarks, as the signed-in official', async () => {
    const { api, user } = renderScreen({
      [`GET /api/mutations/${NUMBER}`]: { body: { data: paidMutation } },
      [APPROVE]: { body: { data: approvedMutation } },
    });
    const details = await openDetails(user);
    const fee = within(details).getByRole('region', { name: 'Mutation fee' });
    await waitFor(() => expect(within(fee).getAllByText('Paid')).toHaveLength(2));
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve mutation ${NUMBER}` });
    expect(
      within(dialog).getByText(
        `The owner of property ${PROPERTY_ID} will change from Ram Prasad to Sita Devi. This can not be undone.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve and change the owner' }));
    expect(await within(dialog).findByText('Remarks are required')).toBeInTheDocument();
    expect(api.callsTo(APPROVE)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Remarks'), 'Registry verified');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and change the owner' }));
    await waitFor(() =>
      expect(api.callsTo(APPROVE)[0]?.body).toEqual({
        userId: 'asha.verma@nagarnigam.test',
        remarks: 'Registry verified',
      }),
    );
    await waitFor(() => expect(within(details).getAllByText('Approved').length).toBeGreaterThan(0));
    expect(
      within(details).getByRole('button', { name: 'Download certificate (English)' }),
    ).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Download certificate (Hindi)' })).toBeInTheDocument();
  });

  it('rejects with remarks after saying what happens to the fee', async () => {
    const { api, user } = renderScreen({
      [REJECT]: {
        body: {
          data: { ...pendingMutation, status: 'rejected', fee: { ...pendingMutation.fee, status: 'waived' } },
        },
      },
    });
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject mutation ${NUMBER}` });
    expect(within(dialog).getByText(/The unpaid fee is waived/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Remarks'), 'The deed is not registered');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the mutation' }));
    await waitFor(() =>
      expect(api.callsTo(REJECT)[0]?.body).toEqual({ remarks: 'The deed is not registered' }),
    );
    await waitFor(() => expect(within(details).getAllByText('Waived').length).toBeGreaterThan(0));
  });

  it('raises a mutation: the property and its dues, the fee it will cost, the multipart request', async () => {
    const raised = { ...pendingMutation, id: 'MUT-2026-27-000002', mutationId: 'MUT-2026-27-000002' };
    const { api, user } = renderScreen({ 'POST /api/mutations': { status: 201, body: { data: raised } } });
    await screen.findByText(NUMBER, {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Raise mutation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise mutation' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Property ID'), PROPERTY_ID);
    expect(await within(dialog).findByText(/Nothing is due on this property/)).toBeInTheDocument();
    await user.selectOptions(field('Reason of transfer'), 'Sale');
    await user.type(field('Owner Name'), 'Sita Devi');
    await user.type(field('Husband Name'), 'Mohan Lal');
    await user.type(field('Mobile Number'), '9876501234');
    await user.type(field('Deed Number'), 'LKO/REG/2026/4411');
    fireEvent.change(field('Deed Date'), { target: { value: DEED_DATE } });
    await user.type(field('Value in the Deed (₹)'), '1100000');
    await user.type(field('Market Value (₹)'), '1200000');
    const fee = await within(dialog).findByRole('region', { name: 'Fee to be charged' });
    expect(fee).toHaveTextContent('Fee to be charged: ₹10,000.00');
    await user.upload(
      field('Documents'),
      new File(['%PDF-1.4'], 'sale-deed.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Raise mutation' }));
    await waitFor(() => expect(api.callsTo('POST /api/mutations')).toHaveLength(1));
    const form = api.callsTo('POST /api/mutations')[0].body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'documents'))).toEqual({
      propertyUniqueId: PROPERTY_ID,
      reason: 'sale',
      ownerName: 'Sita Devi',
      husbandName: 'Mohan Lal',
      mobileNumber: '9876501234',
      deedNumber: 'LKO/REG/2026/4411',
      deedDate: DEED_DATE,
      documentValue: '1100000',
      marketValue: '1200000',
    });
    expect((form.get('documents') as File).name).toBe('sale-deed.pdf');
  });

  it('says a property that owes cannot be mutated yet, and shows the refusal in the form', async () => {
    const { user } = renderScreen({
      'GET /api/taxDemands/demandBillDetails': billOwing(1_234_500),
      'POST /api/mutations': {
        status: 409,
        body: {
          status: 409,
          message: 'This property owes ₹12,345.00: a mutation can be requested only when nothing is due',
        },
      },
    });
    await screen.findByText(NUMBER, {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Raise mutation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise mutation' });
    await user.type(within(dialog).getByLabelText('Property ID'), PROPERTY_ID);
    expect(
      await within(dialog).findByText(
        /This property owes ₹12,345.00: a mutation can be requested only when nothing is due/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Take payment at the counter' })).toBeInTheDocument();
  });
});
