import { EditBase, SimpleForm, type Identifier } from 'react-admin';
import { MasterDialog } from '../zones/MasterDialog';
import { OfficialInputs } from './OfficialInputs';
import { OFFICIAL_TEXT, officialEditPayload, validateOfficialEdit } from './officialForm';
import { useMasterToasts } from './useMasterToasts';

/** Edit Official: PATCH officials with the official's id in the body; the list reloads after a save. */
export function OfficialEdit({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const toast = useMasterToasts();
  return (
    <MasterDialog title={OFFICIAL_TEXT.edit} open={id !== null} onClose={onClose} maxWidth="md">
      {id !== null ? (
        <EditBase
          resource="officials"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          transform={officialEditPayload}
          mutationOptions={{
            onSuccess: () => {
              toast.saved(OFFICIAL_TEXT.edited);
              onClose();
            },
            onError: toast.failed,
          }}
        >
          <SimpleForm validate={validateOfficialEdit} mode="onBlur" reValidateMode="onChange" noValidate>
            <OfficialInputs variant="edit" />
          </SimpleForm>
        </EditBase>
      ) : null}
    </MasterDialog>
  );
}
