import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../providers/session';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

async function openDialog(loginType: string, changeReply: FakeHandler = { body: { data: true } }) {
  const kind = loginType === 'nagar_nigam' || loginType === 'jalkal' ? 'officials' : 'operators';
  const rendered = renderAdmin({
    path: '/admin/logs',
    token: makeToken({ loginType, email: 'asha@nagarnigam.test' }),
    api: {
      [`GET /api/${kind}`]: userReply({
        username: 'Asha Verma',
        email: 'asha@nagarnigam.test',
        accessName: 'admin',
      }),
      [`POST /api/${kind}/changePassword`]: changeReply,
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  const input = (label: string) => within(dialog).getByLabelText(label);
  const submit = () => within(dialog).getByRole('button', { name: 'Submit' });
  const fill = async (old: string, next: string, confirm: string) => {
    await userEvent.type(input('Old Password'), old);
    await userEvent.type(input('New Password'), next);
    await userEvent.type(input('Confirm New Password'), confirm);
    await userEvent.tab();
  };
  return { ...rendered, dialog, input, submit, fill, route: `POST /api/${kind}/changePassword` };
}

describe('the Change Password dialog', () => {
  it("shows the user's email read-only and three password inputs with a show/hide toggle", async () => {
    const { input, dialog } = await openDialog('nagar_nigam');
    expect(input('Email')).toHaveValue('asha@nagarnigam.test');
    expect(input('Email')).toHaveAttribute('readonly');
    expect(input('Email')).toHaveAttribute('aria-readonly', 'true');
    expect(input('Email')).not.toHaveAttribute('placeholder');
    await userEvent.type(input('Email'), 'someone.else@nagarnigam.test');
    expect(input('Email')).toHaveValue('asha@nagarnigam.test');
    expect(input('Old Password')).toHaveAttribute('type', 'password');
    expect(input('Old Password')).toHaveAttribute('placeholder', 'Enter Old Password');
    expect(within(dialog).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Show password' })[0]);
    expect(input('Old Password')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('validates on blur, shows a message only on touched fields and disables Submit while errors exist', async () => {
    const { input, submit, dialog } = await openDialog('nagar_nigam');
    expect(submit()).toBeEnabled();
    await userEvent.click(input('Old Password'));
    await userEvent.tab();
    expect(await within(dialog).findByText('Old password is required')).toBeInTheDocument();
    expect(input('Old Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('New password is required')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await userEvent.type(input('Old Password'), 'short');
    await userEvent.tab();
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('refuses a new password equal to the old one and a confirmation that does not match', async () => {
    const { fill, submit, dialog, api, route } = await openDialog('nagar_nigam');
    await fill('oldpassword1', 'oldpassword1', 'different12');
    expect(await within(dialog).findByText('Can not be same as old password')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords must match')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(api.callsTo(route)).toHaveLength(0);
  });

  it('changes an official password with the official call, then asks to log in again', async () => {
    const { fill, submit, api, location } = await openDialog('jalkal');
    await fill('oldpassword1', 'newpassword2', 'newpassword2');
    await userEvent.click(submit());

    expect(await screen.findByText('Password changed successfully, please login')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(await screen.findByText('Logout Success!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/officials/changePassword')[0].body).toEqual({
      email: 'asha@nagarnigam.test',
      oldPassword: 'oldpassword1',
      newPassword: 'newpassword2',
    });
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('uses the operator call for other login types', async () => {
    const { fill, submit, api } = await openDialog('operator');
    await fill('oldpassword1', 'newpassword2', 'newpassword2');
    await userEvent.click(submit());
    expect(await screen.findByText('Password changed successfully, please login')).toBeInTheDocument();
    expect(api.callsTo('POST /api/operators/changePassword')).toHaveLength(1);
    expect(api.callsTo('POST /api/officials/changePassword')).toHaveLength(0);
  });

  it("says 'Employee not found' when the server answers with a falsy result, and stays signed in", async () => {
    const { fill, submit } = await openDialog('nagar_nigam', { body: { data: false } });
    await fill('oldpassword1', 'newpassword2', 'newpassword2');
    await userEvent.click(submit());
    expect(await screen.findByText('Employee not found')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('shows the error message when the call fails', async () => {
    const { fill, submit } = await openDialog('nagar_nigam', {
      status: 400,
      body: { status: 400, message: 'Old password is incorrect' },
    });
    await fill('oldpassword1', 'newpassword2', 'newpassword2');
    await userEvent.click(submit());
    expect(await screen.findByText('400: Old password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Logout Success!')).not.toBeInTheDocument();
  });

  it('disables Submit while the change is under way', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const { fill, submit } = await openDialog(
      'nagar_nigam',
      () => new Promise((resolve) => (answer = resolve)),
    );
    await fill('oldpassword1', 'newpassword2', 'newpassword2');
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    answer({ body: { data: true } });
    expect(await screen.findByText('Password changed successfully, please login')).toBeInTheDocument();
  });
});
