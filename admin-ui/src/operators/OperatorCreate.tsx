import { CreateBase, SimpleForm } from 'react-admin';
import { useMasterToasts } from '../officials/useMasterToasts';
import { MasterDialog } from '../zones/MasterDialog';
import { OperatorInputs } from './OperatorInputs';
import { OPERATOR_TEXT, operatorPayload, validateOperator } from './operatorForm';

/** Add Operator: POST operators; the list reloads after a save. */
export function OperatorCreate({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useMasterToasts();
  return (
    <MasterDialog title={OPERATOR_TEXT.add} open={open} onClose={onClose} maxWidth="md">
      <CreateBase
        resource="operators"
        redirect={false}
        transform={operatorPayload}
        mutationOptions={{
          onSuccess: () => {
            toast.saved(OPERATOR_TEXT.added);
            onClose();
          },
          onError: toast.failed,
        }}
      >
        <SimpleForm validate={validateOperator} mode="onBlur" reValidateMode="onChange" noValidate>
          <OperatorInputs />
        </SimpleForm>
      </CreateBase>
    </MasterDialog>
  );
}
