import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, SimpleForm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SaveToolbar } from '../properties/PropertyForm';
import { OldPropertyInputs } from './OldPropertyInputs';
import { oldPropertyPayload, validateOldProperty } from './oldPropertyForm';

const TITLE = 'Add Old Property';

/** POST oldProperties/add in a dialog over the list; the list reloads after a save. */
export function OldPropertyCreate({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const title = translate(TITLE, { _: TITLE });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <CreateBase
          resource="oldProperties"
          transform={oldPropertyPayload}
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('Old property added', { type: 'success', messageArgs: { _: 'Old property added' } });
              refresh();
              onClose();
            },
          }}
        >
          <SimpleForm validate={validateOldProperty} mode="onTouched" noValidate toolbar={<SaveToolbar />}>
            <OldPropertyInputs />
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
}
