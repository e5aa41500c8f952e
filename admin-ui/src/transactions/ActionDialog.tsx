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
import { useId, useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { LabelledTextField } from '../components/LabelledTextField';
import { useSchemaForm, type FieldBinding, type SafeParser } from '../components/useSchemaForm';
import { translateText } from '../providers/i18n/i18nProvider';
import { useActionCall, type ActionCall } from './api';
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

/** A last question before an action runs, e.g. 'Shift ₹500.00 from P1 to P2?' (translation keys). */
export interface ActionConfirmation {
  title: string;
  content: string;
  options: Record<string, string>;
  confirm: string;
}

/**
 * A dialog form of a transaction action: its fields checked with a contracts schema (the spec's
 * messages under the fields) before anything is sent, then, when asked, confirmed; the request runs
 * through useActionCall, so its success toast says what changed, and the dialog closes.
 */
export function ActionDialog<V extends Record<string, string>, T>({
  title,
  fields,
  schema,
  initialValues,
  request,
  confirm,
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
  /** The call the checked values make, with the toast saying what changed. */
  request: (data: T) => ActionCall;
  /** Asked after the values are checked and before the request runs. */
  confirm?: (data: T) => ActionConfirmation;
  onClose: () => void;
  /** Shown above the fields. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const form = useSchemaForm(schema, initialValues);
  const titleId = useId();
  const call = useActionCall();
  const [asking, setAsking] = useState<{ data: T; question: ActionConfirmation } | null>(null);
  const [running, setRunning] = useState(false);
  const run = async (data: T) => {
    setRunning(true);
    try {
      if (await call(request(data))) onClose();
    } finally {
      setRunning(false);
    }
  };
  const submit = form.handleSubmit(async (data) => {
    if (confirm) setAsking({ data, question: confirm(data) });
    else await run(data);
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
          <Button type="submit" variant="contained" disabled={form.submitting || running}>
            {translate(tk('action.submit'))}
          </Button>
        </DialogActions>
      </form>
      {asking ? (
        <Confirm
          isOpen
          loading={running}
          title={asking.question.title}
          content={asking.question.content}
          translateOptions={asking.question.options}
          confirm={asking.question.confirm}
          confirmColor="primary"
          onConfirm={async () => {
            const { data } = asking;
            setAsking(null);
            await run(data);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Dialog>
  );
}
