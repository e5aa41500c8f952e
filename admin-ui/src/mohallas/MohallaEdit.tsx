import { mohallaRenameSchema, mohallaSchema } from '@ptax/contracts';
import { Edit, SimpleForm, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { MasterDialog, validateWith } from '../zones';
import { MohallaInputs } from './MohallaInputs';
import { ratesInRupees } from './rates';

const ratesSchema = mohallaSchema.pick({ road_w_l_12: true, road_w_12_24: true, road_w_m_24: true });
const validateRates = validateWith(ratesSchema);
const validateRenameAndRates = validateWith(mohallaRenameSchema, ratesSchema);

// An unchanged name is no rename: only a changed one is checked (and sent) as one.
const validate = (values: Record<string, unknown>) =>
  values.mohallaNewName === values.mohallaOldName ? validateRates(values) : validateRenameAndRates(values);

const formRecord = (mohalla: RaRecord) => ({
  id: mohalla.id,
  place: `${mohalla.ward_no} - ${mohalla.ward_fullname}, Zone ${mohalla.zone_no}`,
  mohallaOldName: mohalla.name,
  mohallaNewName: mohalla.name,
  water_tax_availability: mohalla.water_tax_availability,
  sewer_tax_availability: mohalla.sewer_tax_availability,
  ...ratesInRupees(mohalla.ratesPaise),
  effectiveFromFinancialYear: '',
});

/** The PATCH body: the rename only when the name changed, the year only when given. */
function toBody(values: Record<string, unknown>) {
  const renamed = values.mohallaNewName !== values.mohallaOldName;
  return {
    ...(renamed ? { mohallaOldName: values.mohallaOldName, mohallaNewName: values.mohallaNewName } : {}),
    water_tax_availability: values.water_tax_availability,
    sewer_tax_availability: values.sewer_tax_availability,
    ...ratesSchema.parse(values),
    ...(values.effectiveFromFinancialYear
      ? { effectiveFromFinancialYear: values.effectiveFromFinancialYear }
      : {}),
  };
}

function MohallaEditForm() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <SimpleForm record={formRecord(record)} validate={validate} reValidateMode="onChange">
      <MohallaInputs mode="edit" />
    </SimpleForm>
  );
}

/** Edit Mohalla: PATCH mohallas/edit/{id} (multipart), answered before the dialog closes. */
export function MohallaEdit({ id, onClose }: { id: string | null; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <MasterDialog title="Edit Mohalla" open={id !== null} onClose={onClose} maxWidth="md">
      {id ? (
        <Edit
          resource="mohallas"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          component="div"
          title=" "
          actions={false}
          transform={toBody}
          mutationOptions={{
            onSuccess: (mohalla: RaRecord) => {
              notify('ptax.masters.mohallaSaved', { type: 'success', messageArgs: { name: mohalla.name } });
              refresh();
              onClose();
            },
          }}
        >
          <MohallaEditForm />
        </Edit>
      ) : null}
    </MasterDialog>
  );
}
