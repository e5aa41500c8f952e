import { Alert, Box, Button, DialogActions, DialogContent } from '@mui/material';
import { mutationApproveSchema } from '@ptax/contracts';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { validateWith } from '../components/schemaValidation';
import { DecisionDialog } from '../objections/DecisionDialog';
import { DialogFrame } from '../objections/DialogFrame';
import { FormTextArea } from '../objections/FormTextArea';
import { useServerSubmit } from '../payments/submit';
import { useHttp } from '../properties/api';
import { formatPaise } from '../properties/format';
import { useServices } from '../providers/services';
import { useLiveSession } from '../providers/useLiveSession';
import { paymentPath } from './FeePanel';
import { approveMutation, type MutationRow } from './mutationApi';
import { mk } from './texts';

const validateRemarks = validateWith(mutationApproveSchema.pick({ remarks: true }));

/**
 * Approve (nagar_nigam): says whose the property becomes, asks for remarks, then PATCH
 * mutations/approve/{id} with the signed-in official as userId. While the fee is due it says so and
 * leads to the counter instead: the server would refuse.
 */
export function ApproveDialog({
  row,
  onClose,
  onApproved,
}: {
  row: MutationRow;
  onClose: () => void;
  onApproved: (row: MutationRow) => void;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const http = useHttp();
  const { toasts } = useServices();
  const userId = useLiveSession()?.claims.email ?? '';
  const args = { mutationId: row.mutationId };
  const submit = useServerSubmit(async (values: Record<string, unknown>) => {
    const updated = await approveMutation(http, row, userId, String(values.remarks ?? '').trim());
    toasts.show({ severity: 'success', summary: 'Success', detail: translate(mk('approve.done'), args) });
    onApproved(updated);
  });
  const title = translate(mk('approve.title'), args);
  if (row.fee.outstandingPaise > 0)
    return (
      <DialogFrame title={title} onClose={onClose}>
        <DialogContent sx={{ pt: 0 }}>
          <Alert severity="warning">
            {translate(mk('approve.feeDue'), { amount: formatPaise(row.fee.outstandingPaise) })}
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate(mk('action.cancel'))}</Button>
          <Button component={RouterLink} to={paymentPath(basename, row.propertyUniqueId)} variant="contained">
            {translate(mk('action.takePayment'))}
          </Button>
        </DialogActions>
      </DialogFrame>
    );
  return (
    <DecisionDialog
      title={title}
      defaultValues={{ remarks: '' }}
      validate={validateRemarks}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={mk('action.confirmApprove')}
    >
      <Box component="p" sx={{ mt: 0 }}>
        {translate(mk('approve.confirm'), {
          propertyId: row.propertyUniqueId,
          before: row.previousOwnerName,
          after: row.ownerName,
        })}
      </Box>
      <FormTextArea source="remarks" label={mk('approve.remarks')} required />
    </DecisionDialog>
  );
}
