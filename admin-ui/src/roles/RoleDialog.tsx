import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
} from '@mui/material';
import {
  CLIENT_ERROR_TEXT,
  ROLE_DIALOG_WIDTH,
  ROLES_TEXT,
  fieldErrors,
  roleMasterSchema,
  type Role,
  type RoleMasterInput,
} from '@ptax/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LabelledTextField } from '../components/LabelledTextField';
import { translateText } from '../providers/i18n/i18nProvider';
import { useServices } from '../providers/services';
import { useRolesApi } from './rolesApi';

/** Labels the spec does not word. */
export const ROLE_DIALOG_LABELS = {
  name: 'Role Name',
  privilege: (n: number) => `Privilege ${n}`,
  addPrivilege: 'Add Privilege',
  removePrivilege: (n: number) => `Remove Privilege ${n}`,
  close: 'Close',
} as const;

export type RoleDialogState = { mode: 'add' } | { mode: 'edit'; role: Role };

export interface RoleDialogProps {
  state: RoleDialogState;
  onClose: () => void;
  /** After a successful save, with the saved name. */
  onSaved: (name: string) => void;
}

const validate = (input: RoleMasterInput) => {
  const result = roleMasterSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

/**
 * SPEC sections 2, 4, 5 and 8: the Add Role / Edit Role dialog, 70vw wide. Add starts empty, edit with
 * the selected role; the privilege message shows on the name field; a failed save toasts its message.
 */
export function RoleDialog({ state, onClose, onSaved }: RoleDialogProps) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const { toasts } = useServices();
  const api = useRolesApi();
  const start = state.mode === 'edit' ? state.role : { name: '', privileges: [] };
  const [name, setName] = useState(start.name);
  const [privileges, setPrivileges] = useState<string[]>(start.privileges);
  const [nameTouched, setNameTouched] = useState(false);
  const [entriesTouched, setEntriesTouched] = useState<boolean[]>(start.privileges.map(() => false));
  const [submitting, setSubmitting] = useState(false);
  const errors = useMemo(() => validate({ name, privileges }), [name, privileges]);
  const title = state.mode === 'add' ? ROLES_TEXT.addDialogTitle : ROLES_TEXT.editDialogTitle;

  const setEntry = (index: number, value: string) =>
    setPrivileges(privileges.map((privilege, i) => (i === index ? value : privilege)));
  const touchEntry = (index: number) => setEntriesTouched(entriesTouched.map((was, i) => was || i === index));
  const addEntry = () => {
    setPrivileges([...privileges, '']);
    setEntriesTouched([...entriesTouched, false]);
  };
  const removeEntry = (index: number) => {
    setPrivileges(privileges.filter((_, i) => i !== index));
    setEntriesTouched(entriesTouched.filter((_, i) => i !== index));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    setEntriesTouched(privileges.map(() => true));
    const parsed = roleMasterSchema.safeParse({ name, privileges });
    if (!parsed.success) return;
    setSubmitting(true);
    try {
      const saved =
        state.mode === 'add' ? await api.add(parsed.data) : await api.edit(state.role, parsed.data);
      if (!saved) throw new Error(CLIENT_ERROR_TEXT.base);
      onSaved(parsed.data.name);
    } catch (error) {
      toasts.show({
        severity: 'error',
        summary: 'Error',
        detail: error instanceof Error ? error.message : String(error),
      });
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="role-dialog-title"
      slotProps={{ paper: { sx: { width: ROLE_DIALOG_WIDTH, maxWidth: ROLE_DIALOG_WIDTH } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="role-dialog-title" sx={{ pr: 6 }}>
          {t(title)}
        </DialogTitle>
        <IconButton
          aria-label={t(ROLE_DIALOG_LABELS.close)}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <LabelledTextField
            name="name"
            label={t(ROLE_DIALOG_LABELS.name)}
            value={name}
            onChange={setName}
            onBlur={() => setNameTouched(true)}
            error={errors.name}
            touched={nameTouched}
            required
            autoFocus
          />
          <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {privileges.map((privilege, index) => (
              <Box component="li" key={index} sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
                <LabelledTextField
                  name={`privileges.${index}`}
                  label={translate('ptax.roles.privilege', {
                    n: index + 1,
                    _: ROLE_DIALOG_LABELS.privilege(index + 1),
                  })}
                  value={privilege}
                  onChange={(value) => setEntry(index, value)}
                  onBlur={() => touchEntry(index)}
                  error={errors[`privileges.${index}`]}
                  touched={entriesTouched[index]}
                />
                <IconButton
                  aria-label={translate('ptax.roles.removePrivilege', {
                    n: index + 1,
                    _: ROLE_DIALOG_LABELS.removePrivilege(index + 1),
                  })}
                  onClick={() => removeEntry(index)}
                  sx={{ mb: 1 }}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            ))}
          </Stack>
          <Button startIcon={<AddIcon />} onClick={addEntry} sx={{ mt: 1 }}>
            {t(ROLE_DIALOG_LABELS.addPrivilege)}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={submitting}>
            {t(ROLES_TEXT.submit)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
