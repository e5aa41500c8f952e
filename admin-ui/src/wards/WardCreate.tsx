import { wardSchema } from '@ptax/contracts';
import { Create, SimpleForm, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { MasterDialog, validateWith } from '../zones';
import { WardInputs } from './WardInputs';

const validate = validateWith(wardSchema);

/** Add Ward: POST wards/add, the zone preset to the list's zone filter. */
export function WardCreate({
  open,
  onClose,
  zoneId,
}: {
  open: boolean;
  onClose: () => void;
  zoneId?: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <MasterDialog title="Add Ward" open={open} onClose={onClose}>
      <Create
        resource="wards"
        redirect={false}
        component="div"
        title=" "
        transform={(values) => wardSchema.parse(values)}
        mutationOptions={{
          onSuccess: (ward: RaRecord) => {
            notify('ptax.masters.wardAdded', { type: 'success', messageArgs: { name: ward.ward_fullname } });
            refresh();
            onClose();
          },
        }}
      >
        <SimpleForm validate={validate} reValidateMode="onChange" defaultValues={{ zone_id: zoneId ?? '' }}>
          <WardInputs mode="create" />
        </SimpleForm>
      </Create>
    </MasterDialog>
  );
}
