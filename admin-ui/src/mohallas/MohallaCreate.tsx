import { mohallaSchema } from '@ptax/contracts';
import { Create, SimpleForm, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { MasterDialog, validateWith } from '../zones';
import { MohallaInputs } from './MohallaInputs';

const validate = validateWith(mohallaSchema);

/** Add Mohalla: POST mohallas/add (multipart), the zone and ward preset to the list's filters. */
export function MohallaCreate({
  open,
  onClose,
  zoneId,
  wardId,
}: {
  open: boolean;
  onClose: () => void;
  zoneId?: string;
  wardId?: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const defaults = {
    zone: zoneId ?? '',
    ward: wardId ?? '',
    water_tax_availability: false,
    sewer_tax_availability: false,
  };
  return (
    <MasterDialog title="Add Mohalla" open={open} onClose={onClose} maxWidth="md">
      <Create
        resource="mohallas"
        redirect={false}
        component="div"
        title=" "
        transform={(values) => mohallaSchema.parse(values)}
        mutationOptions={{
          onSuccess: (mohalla: RaRecord) => {
            notify('ptax.masters.mohallaAdded', { type: 'success', messageArgs: { name: mohalla.name } });
            refresh();
            onClose();
          },
        }}
      >
        <SimpleForm validate={validate} reValidateMode="onChange" defaultValues={defaults}>
          <MohallaInputs mode="create" />
        </SimpleForm>
      </Create>
    </MasterDialog>
  );
}
