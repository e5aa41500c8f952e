import { CreateBase, SimpleForm, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { SaveToolbar } from '../properties/PropertyForm';
import { textOf } from '../properties/format';
import { MasterDialog } from '../zones/MasterDialog';
import { NoteInputs } from './NoteInputs';
import { NOTE_DEFAULTS, notePayload, validateNote } from './noteForm';

/** POST drcrNotes in a dialog over the list (pessimistic: it closes once the server has the note). */
export function NoteCreate({
  open,
  onClose,
  propertyUniqueId,
}: {
  open: boolean;
  onClose: () => void;
  propertyUniqueId?: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <MasterDialog title="Add Debit / Credit Note" open={open} onClose={onClose} maxWidth="md">
      <CreateBase
        resource="drcrNotes"
        transform={notePayload}
        redirect={false}
        mutationOptions={{
          onSuccess: (note: RaRecord) => {
            notify('ptax.masters.noteIssued', {
              type: 'success',
              messageArgs: { no: textOf(note, 'debitCreditNo', 'id') },
            });
            refresh();
            onClose();
          },
        }}
      >
        <SimpleForm
          validate={validateNote}
          defaultValues={{ ...NOTE_DEFAULTS, propertyUniqueId: propertyUniqueId ?? '' }}
          mode="onTouched"
          noValidate
          toolbar={<SaveToolbar />}
        >
          <NoteInputs />
        </SimpleForm>
      </CreateBase>
    </MasterDialog>
  );
}
