import { zoneSchema } from '@ptax/contracts';
import { Create, SimpleForm, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { MasterDialog } from './MasterDialog';
import { validateWith } from '../components/schemaValidation';
import { ZoneInputs } from './ZoneInputs';

const validate = validateWith(zoneSchema);

/** Add Zone: POST zones/add; the list reloads with the server's row. */
export function ZoneCreate({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <MasterDialog title="Add Zone" open={open} onClose={onClose}>
      <Create
        resource="zones"
        redirect={false}
        component="div"
        title=" "
        transform={(values) => zoneSchema.parse(values)}
        mutationOptions={{
          onSuccess: (zone: RaRecord) => {
            notify('ptax.masters.zoneAdded', { type: 'success', messageArgs: { no: zone.zone_no } });
            refresh();
            onClose();
          },
        }}
      >
        <SimpleForm validate={validate} reValidateMode="onChange">
          <ZoneInputs />
        </SimpleForm>
      </Create>
    </MasterDialog>
  );
}
