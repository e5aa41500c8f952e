import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler, RecordedCall } from '../testing/fakeApi';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

// No pause between keystrokes: whole forms are typed in.
const user = userEvent.setup({ delay: null });

const KAVITA = {
  id: 'o2',
  username: 'Kavita Singh',
  email: 'kavita@nagarnigam.demo',
  mobile: '9876543210',
  designation: 'Revenue Inspector',
  loginType: 'nagar_nigam',
  accessId: 'ri',
  accessName: 'ri',
  accessType: 'zone',
  isSuperAdmin: false,
  cityId: 'lucknow',
  accessibleZones: ['z1'],
  accessibleWards: [],
  minValue: 0,
  maxValue: 500000,
};
const DEEPAK = {
  ...KAVITA,
  id: 'o3',
  username: 'Deepak Gupta',
  email: 'jalkal@nagarnigam.demo',
  designation: 'Jalkal Executive Engineer',
  loginType: 'jalkal',
  accessId: 'jalkal',
  accessName: 'jalkal',
  accessibleZones: [],
};
const OFFICIALS = [DEEPAK, KAVITA];

const list = (rows: object[]) => ({ body: { data: rows, total: rows.length, page: 1, limit: 100 } });

/** officials/all as the server answers it: filtered by search, loginType and id. */
const officialsAll: FakeHandler = (call: RecordedCall) => {
  const { search, loginType, id } = call.query;
  const rows = OFFICIALS.filter(
    (row) =>
      (!search || row.username.toLowerCase().includes(search.toLowerCase())) &&
      (!loginType || row.loginType === loginType) &&
      (!id || row.id === id),
  );
  return {
    body: { data: rows, total: rows.length, page: Number(call.query.page), limit: Number(call.query.limit) },
  };
};

function openOfficials(more: Record<string, FakeHandler> = {}) {
  return renderAdmin({
    path: '/admin/masters/officials',
    token: makeToken({ loginType: 'nagar_nigam', accessName: 'admin', email: 'admin@nagarnigam.demo' }),
    api: {
      'GET /api/officials': userReply({
        username: 'Anil Verma',
        accessName: 'admin',
        email: 'admin@nagarnigam.demo',
      }),
      'GET /api/officials/all': officialsAll,
      'GET /api/roles/all': list([
        { _id: 'admin', id: 'admin', name: 'admin', privileges: ['masters:edit'] },
        { _id: 'ri', id: 'ri', name: 'ri', privileges: ['properties:view'] },
        { _id: 'jalkal', id: 'jalkal', name: 'jalkal', privileges: ['jalkal:view'] },
      ]),
      'GET /api/zones': list([
        { id: 'z1', city_id: 'lucknow', zone_no: 1, name: 'Zone 1 - Hazratganj' },
        { id: 'z4', city_id: 'lucknow', zone_no: 4, name: 'Zone 4 - Gomti Nagar' },
      ]),
      'GET /api/wards': list([{ id: 'w1', zone_id: 'z1', ward_no: 1, ward_fullname: 'Hazratganj' }]),
      'GET /api/cities': list([{ id: 'lucknow', name: 'Lucknow' }]),
      ...more,
    },
  });
}

// The first render of the back office loads its chunks; later waits are short.
const LOADED = { timeout: 5000 };
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
/** Types a whole value at once (a paste): per-key typing of whole forms is slow in jsdom. */
const fill = async (field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};
/**
 * Leaves the fields first (a click on the dialog's title): a field's blur validation briefly
 * disables Save, which would swallow the click in jsdom.
 */
const save = async (dialog: HTMLElement) => {
  await user.click(within(dialog).getByRole('heading'));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
};
const choose = async (label: string, option: string, within_: HTMLElement) => {
  await user.click(within(within_).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the Officials master', () => {
  it('lists the officials a page at a time, with their role and the zones they cover', async () => {
    const { api } = openOfficials();
    expect(await screen.findByText('Kavita Singh', {}, LOADED)).toBeInTheDocument();
    expect(within(rowOf('Kavita Singh')).getByText('kavita@nagarnigam.demo')).toBeInTheDocument();
    expect(await within(rowOf('Kavita Singh')).findByText('Zone 1 - Hazratganj')).toBeInTheDocument();
    expect(within(rowOf('Deepak Gupta')).getByText('All zones')).toBeInTheDocument();
    expect(
      within(rowOf('Deepak Gupta'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Deepak Gupta',
      'jalkal@nagarnigam.demo',
      '9876543210',
      'Jalkal Executive Engineer',
      'JALKAL',
      'Jalkal',
      'All zones',
      'All wards',
      '',
    ]);
    expect(api.callsTo('GET /api/officials/all')[0].query).toMatchObject({
      page: '1',
      limit: '10',
      sort: 'username',
      order: 'ASC',
    });
  });

  it('filters by search and login type through the query fields', async () => {
    const { api } = openOfficials();
    await screen.findByText('Kavita Singh', {}, LOADED);
    await user.type(screen.getByPlaceholderText('Search'), 'kav');
    await waitFor(() => expect(screen.queryByText('Deepak Gupta')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/officials/all').at(-1)!.query).toMatchObject({ search: 'kav' });
    await user.clear(screen.getByPlaceholderText('Search'));
    await screen.findByText('Deepak Gupta');
    await choose('Login Type', 'Jalkal', document.body);
    await waitFor(() => expect(screen.queryByText('Kavita Singh')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/officials/all').at(-1)!.query).toMatchObject({ loginType: 'jalkal' });
  });

  it("shows the spec's messages and sends nothing when the add form is incomplete", async () => {
    const { api } = openOfficials();
    await screen.findByText('Kavita Singh', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Add Official' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Official' });
    await fill(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await fill(within(dialog).getByLabelText(/^Password/), 'short');
    await save(dialog);
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThanOrEqual(5);
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.callsTo('POST /api/officials')).toHaveLength(0);
  });

  it('adds an official with POST officials, toasts and reloads the list', async () => {
    const { api } = openOfficials({
      'POST /api/officials': (call) => ({
        status: 201,
        body: { data: { id: 'o9', ...(call.body as object) } },
      }),
    });
    await screen.findByText('Kavita Singh', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Add Official' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Official' });
    await fill(within(dialog).getByLabelText(/^Username/), 'Meena Rawat');
    await fill(within(dialog).getByLabelText(/^Email/), 'meena@nagarnigam.demo');
    await fill(within(dialog).getByLabelText(/^Password/), 'Meena@12345');
    await fill(within(dialog).getByLabelText(/^Mobile/), '9123456780');
    await choose('Role', 'ri', dialog);
    await fill(within(dialog).getByLabelText(/^Access Type/), 'zone');
    await choose('Login Type', 'Nagar Nigam', dialog);
    await choose('City', 'Lucknow', dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Accessible Zones' }));
    await user.click(await screen.findByRole('option', { name: 'Zone 4 - Gomti Nagar' }));
    await fill(within(dialog).getByLabelText('Max Value'), '250000');
    const loadsBefore = api.callsTo('GET /api/officials/all').length;
    await save(dialog);

    expect(await screen.findByText('Official added successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/officials')[0].body).toEqual({
      username: 'Meena Rawat',
      email: 'meena@nagarnigam.demo',
      password: 'Meena@12345',
      mobile: '9123456780',
      accessId: 'ri',
      accessType: 'zone',
      loginType: 'nagar_nigam',
      cityId: 'lucknow',
      accessibleZones: ['z4'],
      accessibleWards: [],
      minValue: 0,
      maxValue: 250000,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Official' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.callsTo('GET /api/officials/all').length).toBeGreaterThan(loadsBefore));
  });

  it('toasts the message of a refused add and keeps the dialog open', async () => {
    const { api } = openOfficials({
      'POST /api/officials': {
        status: 409,
        body: { status: 409, message: 'kavita@nagarnigam.demo is already registered' },
      },
    });
    await screen.findByText('Kavita Singh', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Add Official' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Official' });
    await fill(within(dialog).getByLabelText(/^Username/), 'Kavita');
    await fill(within(dialog).getByLabelText(/^Email/), 'kavita@nagarnigam.demo');
    await fill(within(dialog).getByLabelText(/^Password/), 'Kavita@12345');
    await choose('Role', 'ri', dialog);
    await fill(within(dialog).getByLabelText(/^Access Type/), 'zone');
    await choose('Login Type', 'Nagar Nigam', dialog);
    await choose('City', 'Lucknow', dialog);
    await save(dialog);
    expect(await screen.findByText('409: kavita@nagarnigam.demo is already registered')).toBeInTheDocument();
    expect(api.callsTo('POST /api/officials')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add Official' })).toBeInTheDocument();
  });

  it('edits an official with PATCH officials, naming them by id, without password or login type', async () => {
    const { api } = openOfficials({
      'PATCH /api/officials': (call) => ({ body: { data: { ...KAVITA, ...(call.body as object) } } }),
    });
    await screen.findByText('Kavita Singh', {}, LOADED);
    await user.click(within(rowOf('Kavita Singh')).getByRole('button', { name: 'Actions for Kavita Singh' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Official' });
    const designation = await within(dialog).findByLabelText(/^Designation/);
    await waitFor(() => expect(designation).toHaveValue('Revenue Inspector'));
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Login Type' })).not.toBeInTheDocument();
    await user.clear(designation);
    await user.type(designation, 'Senior Revenue Inspector');
    await save(dialog);

    expect(await screen.findByText('Official edited successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/officials')[0].body).toEqual({
      id: 'o2',
      username: 'Kavita Singh',
      email: 'kavita@nagarnigam.demo',
      mobile: '9876543210',
      designation: 'Senior Revenue Inspector',
      accessId: 'ri',
      accessType: 'zone',
      cityId: 'lucknow',
      accessibleZones: ['z1'],
      accessibleWards: [],
      minValue: 0,
      maxValue: 500000,
    });
  });

  it('deletes an official only after the confirmation', async () => {
    const { api } = openOfficials({ 'DELETE /api/officials/delete/o2': { body: { data: { id: 'o2' } } } });
    await screen.findByText('Kavita Singh', {}, LOADED);
    await user.click(within(rowOf('Kavita Singh')).getByRole('button', { name: 'Actions for Kavita Singh' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Official' });
    expect(confirm).toHaveTextContent('Delete Kavita Singh? They will no longer be able to sign in');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Official' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE /api/officials/delete/o2')).toHaveLength(0);

    await user.click(within(rowOf('Kavita Singh')).getByRole('button', { name: 'Actions for Kavita Singh' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Official' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Official deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/officials/delete/o2')).toHaveLength(1);
  });
});
