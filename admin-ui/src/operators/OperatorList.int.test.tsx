import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler, RecordedCall } from '../testing/fakeApi';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

const user = userEvent.setup({ delay: null });

const OPERATORS = [
  {
    id: 'p1',
    username: 'Ramesh Kumar',
    email: 'operator@nagarnigam.demo',
    mobile: '9000000001',
    designation: 'Data Entry Operator',
    loginType: 'operator',
    accessId: 'operator',
    accessName: 'operator',
    accessType: 'data_entry',
    cityId: 'lucknow',
  },
];

const operatorsAll: FakeHandler = (call: RecordedCall) => {
  const rows = OPERATORS.filter((row) => !call.query.search || row.username.includes(call.query.search));
  return { body: { data: rows, total: rows.length, page: 1, limit: 10 } };
};

function openOperators(more: Record<string, FakeHandler> = {}) {
  return renderAdmin({
    path: '/admin/masters/operators',
    token: makeToken({ loginType: 'nagar_nigam', accessName: 'admin' }),
    api: {
      'GET /api/officials': userReply({ username: 'Anil Verma', accessName: 'admin' }),
      'GET /api/operators/all': operatorsAll,
      'GET /api/cities': { body: { data: [{ id: 'lucknow', name: 'Lucknow' }], total: 1 } },
      ...more,
    },
  });
}

const LOADED = { timeout: 5000 };
const fill = async (field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};
/** Leaves the fields first: a field's blur validation briefly disables Save, swallowing the click. */
const save = async (dialog: HTMLElement) => {
  await user.click(within(dialog).getByRole('heading'));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
};

async function fillOperator(dialog: HTMLElement) {
  await fill(within(dialog).getByLabelText(/^Username/), 'Suresh Pal');
  await fill(within(dialog).getByLabelText(/^Email/), 'suresh@agency.demo');
  await fill(within(dialog).getByLabelText(/^Mobile/), '9123456780');
  await fill(within(dialog).getByLabelText(/^Password/), 'Suresh@12345');
  await fill(within(dialog).getByLabelText(/^Designation/), 'Data Entry Operator');
  await user.click(within(dialog).getByRole('combobox', { name: 'City' }));
  await user.click(await screen.findByRole('option', { name: 'Lucknow' }));
}

describe('the Operators master', () => {
  it('lists the operators with GET operators/all, a page at a time, and searches them', async () => {
    const { api } = openOperators();
    const row = (await screen.findByText('Ramesh Kumar', {}, LOADED)).closest('tr')!;
    // The city by its name from the city master, never its id.
    await within(row).findByText('Lucknow');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ramesh Kumar', 'operator@nagarnigam.demo', '9000000001', 'Data Entry Operator', 'Lucknow']);
    expect(api.callsTo('GET /api/operators/all')[0].query).toMatchObject({ page: '1', limit: '10' });
    await user.type(screen.getByPlaceholderText('Search'), 'Nobody');
    await waitFor(() => expect(screen.queryByText('Ramesh Kumar')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/operators/all').at(-1)!.query).toMatchObject({ search: 'Nobody' });
  });

  it("requires every field with 'This field is required' and sends nothing", async () => {
    const { api } = openOperators();
    await screen.findByText('Ramesh Kumar', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Add Operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Operator' });
    await fill(within(dialog).getByLabelText(/^Mobile/), '5555555555');
    await save(dialog);
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(5);
    expect(within(dialog).getByText('Mobile number must be a valid Indian number')).toBeInTheDocument();
    expect(api.callsTo('POST /api/operators')).toHaveLength(0);
  });

  it('adds an operator with POST operators, toasts and reloads the list', async () => {
    const { api } = openOperators({
      'POST /api/operators': (call) => ({
        status: 201,
        body: { data: { id: 'p2', ...(call.body as object) } },
      }),
    });
    await screen.findByText('Ramesh Kumar', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Add Operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Operator' });
    await fillOperator(dialog);
    const loadsBefore = api.callsTo('GET /api/operators/all').length;
    await save(dialog);
    expect(await screen.findByText('Operator added successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/operators')[0].body).toEqual({
      username: 'Suresh Pal',
      email: 'suresh@agency.demo',
      mobile: '9123456780',
      password: 'Suresh@12345',
      designation: 'Data Entry Operator',
      city_id: 'lucknow',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Operator' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.callsTo('GET /api/operators/all').length).toBeGreaterThan(loadsBefore));
  });

  it('toasts the refusal of an official who may not add operators', async () => {
    openOperators({
      'POST /api/operators': {
        status: 403,
        body: { status: 403, message: 'Only an administrator can manage operators' },
      },
    });
    await screen.findByText('Ramesh Kumar', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Add Operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Operator' });
    await fillOperator(dialog);
    await save(dialog);
    expect(await screen.findByText('403: Only an administrator can manage operators')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Operator' })).toBeInTheDocument();
  });
});
