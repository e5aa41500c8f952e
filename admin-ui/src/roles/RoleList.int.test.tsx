import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@ptax/contracts';
import type { FakeHandler, RecordedCall } from '../testing/fakeApi';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

const role = (n: number, privileges = [`priv:${n}`]): Role => ({
  _id: `r${n}`,
  name: `Role ${String(n).padStart(2, '0')}`,
  privileges,
});
const SEEDED: Role[] = [
  { _id: 'admin', name: 'admin', privileges: ['properties:add', 'masters:edit', 'payments:approve'] },
  { _id: 'ri', name: 'ri', privileges: ['properties:view'] },
  { _id: 'ctao', name: 'ctao', privileges: ['masters:edit'] },
];

/** The server's roles/all: `_id` and `id` on every row. */
const rolesReply = (roles: Role[]): FakeHandler => ({
  body: { data: roles.map((r) => ({ ...r, id: r._id })), total: roles.length },
});

async function openRoles(roles: FakeHandler = rolesReply(SEEDED), more: Record<string, FakeHandler> = {}) {
  const rendered = renderAdmin({
    path: '/admin/masters/roles',
    token: makeToken({ loginType: 'nagar_nigam', accessName: 'admin' }),
    api: {
      'GET /api/officials': userReply({
        username: 'Priya Srivastava',
        accessName: 'admin',
        isSuperAdmin: true,
      }),
      'GET /api/roles/all': roles,
      ...more,
    },
  });
  const table = await screen.findByRole('table', { name: 'Roles Master' });
  const bodyRows = () => within(table).getAllByRole('row').slice(1);
  const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
  const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name} `) });
  const editButton = () => screen.getByRole('button', { name: 'Edit' });
  return { ...rendered, table, bodyRows, names, rowOf, editButton };
}

describe('the Roles Master table', () => {
  it("is titled 'Roles Master', with Role Name and the privileges joined by commas", async () => {
    const { table, names, rowOf } = await openRoles();
    await waitFor(() => expect(names()).toEqual(['admin', 'ri', 'ctao']));
    expect(screen.getByRole('heading', { name: 'Roles Master' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Role Name', 'Privileges']);
    expect(within(rowOf('admin')).getAllByRole('cell')[1]).toHaveTextContent(
      'properties:add, masters:edit, payments:approve',
    );
  });

  it('sorts by Role Name, ascending then descending', async () => {
    const { names } = await openRoles();
    await waitFor(() => expect(names()).toEqual(['admin', 'ri', 'ctao']));
    await userEvent.click(screen.getByRole('button', { name: 'Role Name' }));
    expect(names()).toEqual(['admin', 'ctao', 'ri']);
    expect(screen.getByRole('columnheader', { name: /Role Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Role Name/ }));
    expect(names()).toEqual(['ri', 'ctao', 'admin']);
    expect(screen.getByRole('columnheader', { name: /Role Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('shows 10 rows a page with a paginator when there are more', async () => {
    const { names } = await openRoles(rolesReply(Array.from({ length: 12 }, (_, i) => role(i + 1))));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(['Role 11', 'Role 12']);
  });

  it('hides the paginator when everything fits on one page', async () => {
    const { names } = await openRoles(rolesReply(Array.from({ length: 10 }, (_, i) => role(i + 1))));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    expect(screen.queryByText(/of 10/)).not.toBeInTheDocument();
  });

  it("says 'No records available' when there are no roles, without a paginator", async () => {
    const { table } = await openRoles(rolesReply([]));
    expect(await within(table).findByText('No records available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('shows an empty list, silently, when the roles cannot be loaded', async () => {
    const { table, api } = await openRoles({ status: 500, body: { status: 500, message: 'Server Error' } });
    expect(await within(table).findByText('No records available')).toBeInTheDocument();
    expect(api.callsTo('GET /api/roles/all')).toHaveLength(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.queryByText(/Server Error/)).not.toBeInTheDocument();
  });

  it("keeps Edit disabled, with the tooltip 'Select a Role to Edit', until one row is selected", async () => {
    const { rowOf, editButton } = await openRoles();
    await waitFor(() => expect(rowOf('ri')).toBeInTheDocument());
    expect(editButton()).toBeDisabled();
    await userEvent.hover(editButton().parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select a Role to Edit');
    await userEvent.unhover(editButton().parentElement!);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.click(rowOf('ri'));
    expect(rowOf('ri')).toHaveAttribute('aria-selected', 'true');
    expect(editButton()).toBeEnabled();
    await userEvent.hover(editButton().parentElement!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('selects a single row at a time, and a second click on it clears the selection', async () => {
    const { rowOf, editButton } = await openRoles();
    await waitFor(() => expect(rowOf('ri')).toBeInTheDocument());
    await userEvent.click(rowOf('ri'));
    await userEvent.click(rowOf('ctao'));
    expect(rowOf('ctao')).toHaveAttribute('aria-selected', 'true');
    expect(rowOf('ri')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(rowOf('ctao'));
    expect(rowOf('ctao')).toHaveAttribute('aria-selected', 'false');
    expect(editButton()).toBeDisabled();
  });
});

describe('the role dialog', () => {
  const dialog = () => screen.getByRole('dialog');
  const input = (label: string) => within(dialog()).getByLabelText(label);
  const submit = () => within(dialog()).getByRole('button', { name: 'Submit' });

  it("opens as 'Add Role', 70vw wide, with an empty name and no privilege entries", async () => {
    await openRoles();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('dialog', { name: 'Add Role' })).toBeInTheDocument();
    expect(input('Role Name')).toHaveValue('');
    expect(input('Role Name')).toHaveAttribute('placeholder', 'Enter Role Name');
    expect(within(dialog()).queryByLabelText('Privilege 1')).not.toBeInTheDocument();
    expect(dialog()).toHaveStyle({ width: '70vw', maxWidth: '70vw' });
  });

  it('adds and removes privilege entries', async () => {
    await openRoles();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('dialog', { name: 'Add Role' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Privilege' }));
    await userEvent.type(input('Privilege 1'), 'properties:view');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Privilege' }));
    await userEvent.type(input('Privilege 2'), 'masters:edit');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Privilege' }));
    await userEvent.type(input('Privilege 3'), 'reports:view');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove Privilege 2' }));
    expect(input('Privilege 1')).toHaveValue('properties:view');
    expect(input('Privilege 2')).toHaveValue('reports:view');
    expect(within(dialog()).queryByLabelText('Privilege 3')).not.toBeInTheDocument();
  });

  it("shows 'At least one privilege is required' on the name, then 'Role name is required', and sends nothing", async () => {
    const { api } = await openRoles();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('dialog', { name: 'Add Role' });
    await userEvent.click(submit());
    expect(await within(dialog()).findByText('At least one privilege is required')).toBeInTheDocument();
    expect(input('Role Name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Privilege' }));
    await userEvent.type(input('Privilege 1'), 'properties:view');
    expect(await within(dialog()).findByText('Role name is required')).toBeInTheDocument();
    await userEvent.click(submit());
    expect(api.callsTo('POST /api/roles/add')).toHaveLength(0);
  });

  it('adds a role: closes, toasts "{name} role added successfully" and reloads the list 500 ms later', async () => {
    let served = SEEDED;
    const loads: number[] = [];
    // When the server answered the save: the toast may be seen later on a busy machine.
    let savedAt = 0;
    const { api, names } = await openRoles(
      () => {
        loads.push(Date.now());
        return rolesReply(served) as { body: unknown };
      },
      {
        'POST /api/roles/add': (call: RecordedCall) => {
          const body = call.body as { name: string; privileges: string[] };
          served = [...SEEDED, { _id: 'r9', ...body }];
          savedAt = Date.now();
          return { status: 201, body: { data: { _id: 'r9', id: 'r9', ...body } } };
        },
      },
    );
    await waitFor(() => expect(names()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('dialog', { name: 'Add Role' });
    await userEvent.type(input('Role Name'), 'Tax Clerk');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Privilege' }));
    await userEvent.type(input('Privilege 1'), 'payments:collect');
    await userEvent.click(submit());

    expect(await screen.findByText('Tax Clerk role added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/roles/add')[0].body).toEqual({
      name: 'Tax Clerk',
      privileges: ['payments:collect'],
    });
    expect(loads).toHaveLength(1);
    await waitFor(() => expect(names()).toContain('Tax Clerk'), { timeout: 2000 });
    expect(loads).toHaveLength(2);
    expect(loads[1] - savedAt).toBeGreaterThanOrEqual(400);
  });

  it("opens 'Edit Role' with the selected role's values and saves them with PATCH roles/edit/{_id}", async () => {
    const { api, rowOf, editButton } = await openRoles(rolesReply(SEEDED), {
      'PATCH /api/roles/edit/ri': (call) => ({
        body: { data: { _id: 'ri', id: 'ri', ...(call.body as object) } },
      }),
    });
    await waitFor(() => expect(rowOf('ri')).toBeInTheDocument());
    await userEvent.click(rowOf('ri'));
    await userEvent.click(editButton());
    expect(await screen.findByRole('dialog', { name: 'Edit Role' })).toBeInTheDocument();
    expect(input('Role Name')).toHaveValue('ri');
    expect(input('Privilege 1')).toHaveValue('properties:view');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Privilege' }));
    await userEvent.type(input('Privilege 2'), 'demands:view');
    await userEvent.click(submit());

    expect(await screen.findByText('ri role edited successfully!')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/roles/edit/ri')[0].body).toEqual({
      name: 'ri',
      privileges: ['properties:view', 'demands:view'],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/roles/all')).toHaveLength(2), { timeout: 2000 });
  });

  it('toasts the error message when the save fails, and stays open', async () => {
    const { api } = await openRoles(rolesReply(SEEDED), {
      'POST /api/roles/add': { status: 409, body: { status: 409, message: 'Role ri already exists' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('dialog', { name: 'Add Role' });
    await userEvent.type(input('Role Name'), 'ri');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Privilege' }));
    await userEvent.type(input('Privilege 1'), 'x');
    await userEvent.click(submit());
    expect(await screen.findByText('409: Role ri already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Role' })).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo('GET /api/roles/all')).toHaveLength(1);
  });
});
