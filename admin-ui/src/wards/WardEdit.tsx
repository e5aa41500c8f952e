import { wardRenameSchema } from '@ptax/contracts';
import { Edit, SimpleForm, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { MasterDialog, validateWith } from '../zones';
import { WardInputs } from './WardInputs';

const validate = validateWith(wardRenameSchema);

/** The ward as the rename form starts: the existing name shown, the new one to type. */
const formRecord = (ward: RaRecord) => ({
  id: ward.id,
  zone_name: `Zone ${ward.zone_no}`,
  ward_no: ward.ward_no,
  existingName: ward.ward_fullname,
  updatedName: '',
});

function WardEditForm() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <SimpleForm record={formRecord(record)} validate={validate} reValidateMode="onChange">
      <WardInputs mode="edit" />
    </SimpleForm>
  );
}

/** Edit Ward: PATCH wards/edit/{id} with existingName and updatedName, answered before the dialog closes. */
export function WardEdit({ id, onClose }: { id: string | null; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <MasterDialog title="Edit Ward" open={id !== null} onClose={onClose}>
      {id ? (
        <Edit
          resource="wards"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          component="div"
          title=" "
          actions={false}
          transform={({ existingName, updatedName }) => ({ existingName, updatedName })}
          mutationOptions={{
            onSuccess: (ward: RaRecord) => {
              notify('ptax.masters.wardRenamed', {
                type: 'success',
                messageArgs: { name: ward.ward_fullname },
              });
              refresh();
              onClose();
            },
          }}
        >
          <WardEditForm />
        </Edit>
      ) : null}
    </MasterDialog>
  );
}
