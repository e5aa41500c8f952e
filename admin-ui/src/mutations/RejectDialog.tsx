import { Box } from '@mui/material';
import { mutationRejectSchema } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { validateWith } from '../components/schemaValidation';
import { DecisionDialog } from '../objections/DecisionDialog';
import { FormTextArea } from '../objections/FormTextArea';
import { useServerSubmit } from '../payments/submit';
import { useHttp } from '../properties/api';
import { useServices } from '../providers/services';
import { rejectMutation, type MutationRow } from './mutationApi';
import { mk } from './texts';

const validateReject = validateWith(mutationRejectSchema);

/** Reject (nagar_nigam): what happens to the fee, remarks of at least 5 characters, then PATCH mutations/reject/{id}. */
export function RejectDialog({
  row,
  onClose,
  onRejected,
}: {
  row: MutationRow;
  onClose: () => void;
  onRejected: (row: MutationRow) => void;
}) {
  const translate = useTranslate();
  const http = useHttp();
  const { toasts } = useServices();
  const args = { mutationId: row.mutationId };
  const submit = useServerSubmit(async (values: Record<string, unknown>) => {
    const updated = await rejectMutation(http, row, mutationRejectSchema.parse(values).remarks);
    toasts.show({ severity: 'success', summary: 'Success', detail: translate(mk('reject.done'), args) });
    onRejected(updated);
  });
  return (
    <DecisionDialog
      title={translate(mk('reject.title'), args)}
      defaultValues={{ remarks: '' }}
      validate={validateReject}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={mk('action.confirmReject')}
    >
      <Box component="p" sx={{ mt: 0 }}>
        {translate(mk('reject.confirm'))}
      </Box>
      <FormTextArea source="remarks" label={mk('reject.remarks')} required />
    </DecisionDialog>
  );
}
