import { CreateBase, SimpleForm } from 'react-admin';
import { MasterDialog } from '../zones/MasterDialog';
import { OfficialInputs } from './OfficialInputs';
import { OFFICIAL_TEXT, officialAddPayload, validateOfficialAdd } from './officialForm';
import { useMasterToasts } from './useMasterToasts';

const NEW_OFFICIAL = { accessibleZones: [], accessibleWards: [], minValue: 0 };

/** Add Official: POST officials; the list reloads after a save. */
export function OfficialCreate({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useMasterToasts();
  return (
    <MasterDialog title={OFFICIAL_TEXT.add} open={open} onClose={onClose} maxWidth="md">
      <CreateBase
        resource="officials"
        redirect={false}
        transform={officialAddPayload}
        record={NEW_OFFICIAL}
        mutationOptions={{
          onSuccess: () => {
            toast.saved(OFFICIAL_TEXT.added);
            onClose();
          },
          onError: toast.failed,
        }}
      >
        <SimpleForm validate={validateOfficialAdd} mode="onBlur" reValidateMode="onChange" noValidate>
          <OfficialInputs variant="create" />
        </SimpleForm>
      </CreateBase>
    </MasterDialog>
  );
}
