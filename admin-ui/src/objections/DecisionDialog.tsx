import { Button, DialogActions, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { SubmitButton } from '../payments/SubmitButton';
import { DialogFrame } from './DialogFrame';
import { ok } from './texts';

type Values = Record<string, unknown>;

/**
 * A decision on an objection as a dialog form: checked with `validate` (contracts schemas) before
 * anything is sent; `onSubmit` hands back the server's field errors, or nothing when it succeeded.
 */
export function DecisionDialog({
  title,
  defaultValues,
  validate,
  onSubmit,
  onClose,
  wide = false,
  submitLabel = ok('action.submit'),
  children,
}: {
  /** Already translated. */
  title: string;
  defaultValues: Values;
  validate: (values: Values) => object;
  onSubmit: (values: Values) => Promise<object | undefined>;
  onClose: () => void;
  wide?: boolean;
  /** The submit button's label key (what the decision does); 'Submit' by default. */
  submitLabel?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <DialogFrame title={title} onClose={onClose} wide={wide}>
      <Form defaultValues={defaultValues} validate={validate} onSubmit={onSubmit} mode="onTouched" noValidate>
        <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={{ mt: 2 }}>
            {translate(ok('action.cancel'))}
          </Button>
          <SubmitButton label={submitLabel} />
        </DialogActions>
      </Form>
    </DialogFrame>
  );
}
