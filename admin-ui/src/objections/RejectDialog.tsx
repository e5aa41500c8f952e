import { objectionRejectSchema } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { validateWith } from '../components/schemaValidation';
import { useServerSubmit } from '../payments/submit';
import { useHttp } from '../properties/api';
import { useServices } from '../providers/services';
import { DecisionDialog } from './DecisionDialog';
import { FormTextArea } from './FormTextArea';
import { rejectObjection, type ObjectionRow } from './objectionApi';
import { ok } from './texts';

const validateReject = validateWith(objectionRejectSchema);

/** Reject (nagar_nigam): a reason of at least 5 characters, then PATCH objection/reject/{id}. */
export function RejectDialog({
  row,
  onClose,
  onRejected,
}: {
  row: ObjectionRow;
  onClose: () => void;
  /** The objection as the server now has it. */
  onRejected: (row: ObjectionRow | undefined) => void;
}) {
  const translate = useTranslate();
  const http = useHttp();
  const { toasts } = useServices();
  const args = { objectionId: row.objectionId };
  const submit = useServerSubmit(async (values: Record<string, unknown>) => {
    const updated = await rejectObjection(http, row, objectionRejectSchema.parse(values).reason);
    toasts.show({ severity: 'success', summary: 'Success', detail: translate(ok('reject.done'), args) });
    onRejected(updated);
    onClose();
  });
  return (
    <DecisionDialog
      title={translate(ok('reject.title'), args)}
      defaultValues={{ reason: '' }}
      validate={validateReject}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextArea source="reason" label={ok('reject.reason')} required />
    </DecisionDialog>
  );
}
