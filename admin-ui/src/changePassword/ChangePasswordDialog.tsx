import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { LabelledTextField } from '../components/LabelledTextField';
import { useSchemaForm } from '../components/useSchemaForm';
import type { SessionIdentity } from '../providers/authProvider';
import { useServices } from '../providers/services';
import {
  CHANGE_PASSWORD_DIALOG_MIN_WIDTH,
  PASSWORD_CHANGE_TEXT,
  changePasswordSchema,
} from '@ptax/contracts';

const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * SPEC sections 2, 5 and 8: the signed-in user changes their password, then signs in again.
 * Officials use the official change, every other login type the operator change.
 */
export function ChangePasswordDialog({ user, onClose }: { user: SessionIdentity; onClose: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const { staffApi, toasts } = useServices();
  const form = useSchemaForm(changePasswordSchema, {
    email: user.email,
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });

  const submit = form.handleSubmit(async ({ email, oldPassword, newPassword }) => {
    try {
      const changed = await staffApi.changePassword(user.loginType, {
        email: email ?? user.email,
        oldPassword,
        newPassword,
      });
      if (!changed) {
        toasts.show({ severity: 'error', summary: 'Error', detail: PASSWORD_CHANGE_TEXT.employeeNotFound });
        return;
      }
      toasts.show({
        severity: 'success',
        summary: PASSWORD_CHANGE_TEXT.successSummary,
        detail: PASSWORD_CHANGE_TEXT.successDetail,
      });
      onClose();
      await logout();
    } catch (error) {
      toasts.show({
        severity: 'error',
        summary: 'Error',
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="change-password-title"
      slotProps={{ paper: { sx: { minWidth: CHANGE_PASSWORD_DIALOG_MIN_WIDTH } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="change-password-title">{translate('ptax.changePassword.title')}</DialogTitle>
        <DialogContent>
          <LabelledTextField
            {...form.field('email')}
            label={translate('ptax.changePassword.email')}
            type="email"
            readOnly
          />
          {PASSWORD_FIELDS.map((name, index) => (
            <LabelledTextField
              key={name}
              {...form.field(name)}
              label={translate(`ptax.changePassword.${name}`)}
              type="password"
              autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
              autoFocus={index === 0}
              revealable
              required
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ptax.changePassword.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.submitting || form.hasErrors}>
            {translate('ptax.changePassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
