import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  IconButton,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LabelledTextField } from '../components/LabelledTextField';
import { useSchemaForm, type FieldBinding, type SafeParser } from '../components/useSchemaForm';
import { translateText } from '../providers/i18n/i18nProvider';
import { tk, type TransactionsTextKey } from './texts';

export interface DialogField {
  name: string;
  label: TransactionsTextKey;
  required?: boolean;
  readOnly?: boolean;
  type?: 'text' | 'email';
  /** A choice between a few values (radio buttons) instead of a text. */
  choices?: readonly { id: string; label: TransactionsTextKey }[];
}

function ChoiceField({ field, binding }: { field: DialogField; binding: FieldBinding }) {
  const translate = useTranslate();
  const id = useId();
  const message = binding.touched && binding.error ? binding.error : undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Typography id={id} component="div" sx={{ fontSize: '0.875rem', fontWeight: 500 }}>
        {translate(tk(field.label))}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={id}
        name={field.name}
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
        onBlur={binding.onBlur}
      >
        {field.choices?.map((choice) => (
          <FormControlLabel
            key={choice.id}
            value={choice.id}
            control={<Radio size="small" />}
            label={translate(tk(choice.label))}
          />
        ))}
      </RadioGroup>
      {message ? <FormHelperText error>{translateText(translate, message)}</FormHelperText> : null}
    </Box>
  );
}

/**
 * A dialog form of a transaction action: its fields checked with a contracts schema (the spec's
 * messages under the fields) before anything is sent; it closes when the action succeeds.
 */
export function ActionDialog<V extends Record<string, string>, T>({
  title,
  fields,
  schema,
  initialValues,
  onSubmit,
  onClose,
  intro,
  introOptions,
  children,
}: {
  title: TransactionsTextKey;
  /** A translation key of what the action does, shown first (e.g. a bounced cheque's reversal). */
  intro?: string;
  introOptions?: Record<string, string>;
  fields: readonly DialogField[];
  schema: SafeParser<T>;
  initialValues: V;
  /** Sends the checked values; true when the server accepted them. */
  onSubmit: (data: T) => Promise<boolean>;
  onClose: () => void;
  /** Shown above the fields. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const form = useSchemaForm(schema, initialValues);
  const titleId = useId();
  const submit = form.handleSubmit(async (data) => {
    if (await onSubmit(data)) onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {translate(tk(title))}
        </DialogTitle>
        <IconButton
          aria-label={translate(tk('action.close'))}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          {intro ? <Typography sx={{ mb: 1 }}>{translate(intro, introOptions)}</Typography> : null}
          {children}
          {fields.map((field) => {
            const binding = form.field(field.name);
            return field.choices ? (
              <ChoiceField key={field.name} field={field} binding={binding} />
            ) : (
              <LabelledTextField
                key={field.name}
                {...binding}
                label={translate(tk(field.label))}
                required={field.required}
                readOnly={field.readOnly}
                type={field.type}
              />
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={form.submitting}>
            {translate(tk('action.submit'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
