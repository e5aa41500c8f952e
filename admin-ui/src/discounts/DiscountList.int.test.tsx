import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler, RecordedCall } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import { sessionOf } from '../zones/testFixtures';

configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ delay: null });

const JULY = {
  id: 'd1',
  billingPeriod: '2025-07-31',
  periodDescription: 'Paid by 31 July 2025',
  status: true,
  discountPercentage: 10,
  additionDiscountCriteria: [{ criteria: 'Online payment', discountPercentage: 1 }],
};
const DECEMBER = {
  ...JULY,
  id: 'd2',
  billingPeriod: '2025-12-31',
  periodDescription: 'Paid by 31 December 2025',
  discountPercentage: 5,
  status: false,
};

/** GET discounts as the server answers it, filtered by id for react-admin's getOne. */
const discounts: FakeHandler = (call: RecordedCall) => {
  const rows = [JULY, DECEMBER].filter((row) => !call.query.id || row.id === call.query.id);
  return { body: { data: rows, total: rows.length, page: 1, limit: 10 } };
};

function renderDiscounts(accessName = 'admin', more: Record<string, FakeHandler> = {}) {
  const session = sessionOf(accessName);
  return renderAdmin({
    path: '/admin/masters/discounts',
    token: session.token,
    api: { ...session.lookup, 'GET /api/discounts': discounts, ...more },
  });
}

describe('Masters › Discounts', () => {
  it('lists the billing periods with their percentage, status and extra criteria', async () => {
    renderDiscounts();
    const row = (await screen.findByText('Paid by 31 July 2025')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2025-07-31')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Online payment +1%')).toBeInTheDocument();
    const december = screen.getByText('Paid by 31 December 2025').closest('tr') as HTMLElement;
    expect(within(december).getByText('Inactive')).toBeInTheDocument();
  });

  it("refuses a percentage over 100 with the spec's message and sends nothing", async () => {
    const { api } = renderDiscounts();
    await user.click(await screen.findByRole('button', { name: 'Add Discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Discount' });
    await user.type(within(dialog).getByLabelText('Billing Period (last day, YYYY-MM-DD)'), '2026-07-31');
    await user.type(within(dialog).getByLabelText('Period Description'), 'Paid by 31 July 2026');
    await user.type(within(dialog).getByLabelText('Discount Percentage'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Discount percentage can not be more than 100'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/discounts/add')).toHaveLength(0);
  });

  it('adds a discount with an extra criterion through POST discounts/add', async () => {
    const added = { ...JULY, id: 'd3', billingPeriod: '2026-07-31' };
    const { api } = renderDiscounts('ctao', {
      'POST /api/discounts/add': { status: 201, body: { data: added } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Discount' });
    await user.type(within(dialog).getByLabelText('Billing Period (last day, YYYY-MM-DD)'), '2026-07-31');
    await user.type(within(dialog).getByLabelText('Period Description'), 'Paid by 31 July 2026');
    await user.type(within(dialog).getByLabelText('Discount Percentage'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.type(await within(dialog).findByLabelText('Criteria'), 'Online payment');
    const percentages = within(dialog).getAllByLabelText('Discount Percentage');
    await user.type(percentages[1], '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/discounts/add')).toHaveLength(1));
    expect(api.callsTo('POST /api/discounts/add')[0].body).toEqual({
      billingPeriod: '2026-07-31',
      periodDescription: 'Paid by 31 July 2026',
      discountPercentage: 10,
      status: true,
      additionDiscountCriteria: [{ criteria: 'Online payment', discountPercentage: 2 }],
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Discount' })).not.toBeInTheDocument(),
    );
  });

  it('edits a discount through PATCH discounts/edit/{id}, with no upper bound on the main percentage', async () => {
    const { api } = renderDiscounts('admin', {
      'PATCH /api/discounts/edit/d1': (call) => ({ body: { data: { ...JULY, ...(call.body as object) } } }),
    });
    const row = (await screen.findByText('Paid by 31 July 2025')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discount' });
    const percentage = (await within(dialog).findAllByLabelText('Discount Percentage'))[0];
    await user.clear(percentage);
    await user.type(percentage, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/discounts/edit/d1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/discounts/edit/d1')[0].body).toMatchObject({
      discountPercentage: 150,
      additionDiscountCriteria: JULY.additionDiscountCriteria,
    });
  });

  it('offers no Add or Edit to an official who is neither admin nor CTAO', async () => {
    renderDiscounts('ri');
    expect(await screen.findByText('Paid by 31 July 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Discount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
