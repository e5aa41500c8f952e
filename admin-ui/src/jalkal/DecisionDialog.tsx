import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { jalkalDecisionSchema } from '@ptax/contracts';
import { Form, useTranslate } from 'react-admin';
import { validateWith } from '../components/schemaValidation';
import { DialogFrame } from '../objections/DialogFrame';
import { FormTextArea } from '../objections/FormTextArea';
import { formatDay } from '../objections/format';
import { SubmitButton } from '../payments/SubmitButton';
import { useServerSubmit } from '../payments/submit';
import { useHttp } from '../properties/api';
import { useServices } from '../providers/services';
import { useLiveSession } from '../providers/useLiveSession';
import type { Decision } from './RequestCards';
import { decideRequest, type JalkalEditRow } from './jalkalApi';
import { RequestFacts } from './RequestFacts';
import { jk } from './texts';

const validateComment = validateWith(jalkalDecisionSchema.pick({ comment: true }));

/**
 * The confirmation of a decision: what the request changes and its tax before and after, a comment,
 * then PATCH jalkal/approve or jalkal/reject with the spec's body (the signed-in user's id, comment).
 */
export function DecisionDialog({
  decision: { verb, row },
  onClose,
  onDecided,
}: {
  decision: Decision;
  onClose: () => void;
  onDecided: (row: JalkalEditRow) => void;
}) {
  const translate = useTranslate();
  const http = useHttp();
  const { toasts } = useServices();
  const userId = useLiveSession()?.claims.email ?? '';
  const args = { number: row.jalkalEditId, date: formatDay(row.effectiveDate), year: row.financialYear };
  const submit = useServerSubmit(async (values: Record<string, unknown>) => {
    const decided = await decideRequest(http, verb, row, { userId, comment: String(values.comment) });
    toasts.show({ severity: 'success', summary: 'Success', detail: translate(jk(`${verb}.done`), args) });
    onDecided(decided);
    onClose();
  });
  return (
    <DialogFrame title={translate(jk(`${verb}.title`), args)} onClose={onClose} wide>
      <Form
        defaultValues={{ comment: '' }}
        validate={validateComment}
        onSubmit={submit}
        mode="onTouched"
        noValidate
      >
        <DialogContent sx={{ pt: 0 }}>
          <Typography sx={{ mb: 1.5 }}>{translate(jk(`${verb}.intro`), args)}</Typography>
          <RequestFacts row={row} />
          <FormTextArea source="comment" label={jk(`${verb}.comment`)} required />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={{ mt: 2 }}>
            {translate(jk('action.cancel'))}
          </Button>
          <SubmitButton label={jk(`action.${verb}`)} />
        </DialogActions>
      </Form>
    </DialogFrame>
  );
}
