import { Box, FormControl, FormHelperText, OutlinedInput, Select } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormDataConsumer, useInput, useTranslate } from 'react-admin';
import { LabelledTextField } from '../components/LabelledTextField';
import { translateText } from '../providers/i18n/i18nProvider';
import { errorText } from '../components/schemaValidation';
import { YES_NO_CHOICES } from './choices';
import type { Choice } from './geography';

export interface BaseProps {
  source: string;
  /** English; translated when shown. */
  label: string;
  required?: boolean;
}

/** A form input's state: its message shows once the field is touched or the form submitted. */
export function useFieldInput(props: BaseProps & Parameters<typeof useInput>[0]) {
  const { source, required, label: _label, ...options } = props;
  const input = useInput({ source, isRequired: required, ...options });
  const translate = useTranslate();
  return {
    ...input,
    label: translateText(translate, props.label),
    message: errorText(input.fieldState.error),
    touched: input.fieldState.isTouched || input.formState.isSubmitted,
  };
}

/** The shared labelled text input (red asterisk, 'Enter {label}', message under it) in a react-admin form. */
export function FormTextInput({
  type = 'text',
  readOnly,
  hint,
  ...props
}: BaseProps & {
  type?: 'text' | 'email';
  readOnly?: boolean;
  /** English help under the input. */ hint?: string;
}) {
  const { field, label, message, touched } = useFieldInput(props);
  const translate = useTranslate();
  const input = (
    <LabelledTextField
      name={field.name}
      label={label}
      value={field.value == null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={message}
      touched={touched}
      required={props.required}
      type={type}
      readOnly={readOnly}
    />
  );
  if (!hint) return input;
  return (
    <Box>
      {input}
      <Box component="p" sx={{ m: 0, fontSize: '0.75rem', color: 'text.secondary' }}>
        {translateText(translate, hint)}
      </Box>
    </Box>
  );
}

/** A labelled date input; the value is the 'YYYY-MM-DD' text the API's date filters take. */
export function FormDateInput(props: BaseProps) {
  const { field, id, label, message, touched } = useFieldInput(props);
  const shown = touched ? message : undefined;
  return (
    <LabelledFrame id={id} label={label} required={props.required} message={shown}>
      <OutlinedInput
        id={id}
        name={field.name}
        type="date"
        size="small"
        value={field.value == null ? '' : String(field.value)}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputProps={{ 'aria-invalid': Boolean(shown) }}
      />
    </LabelledFrame>
  );
}

/** The frame of the labelled inputs: the label above, a red asterisk when required, the message below. */
export function LabelledFrame({
  id,
  label,
  required,
  message,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  message?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <FormControl fullWidth error={Boolean(message)} margin="dense">
      <Box sx={{ mb: 0.5, fontSize: '0.875rem', fontWeight: 500 }}>
        <label htmlFor={id}>{label}</label>
        {required ? (
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        ) : null}
      </Box>
      {children}
      {message ? (
        <FormHelperText id={`${id}-error`}>{translateText(translate, message)}</FormHelperText>
      ) : null}
    </FormControl>
  );
}

/** Clears a dependent choice (a ward) when what it depends on (the zone) changes from one value to another. */
function useResetOn(resetOn: string | undefined, clear: () => void) {
  const previous = useRef(resetOn);
  useEffect(() => {
    if (previous.current === resetOn) return;
    const changedFromAValue = Boolean(previous.current);
    previous.current = resetOn;
    if (changedFromAValue) clear();
    // `clear` changes identity each render; only the dependency's value matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetOn]);
}

/** A labelled native select (keyboard friendly, quick on slow machines). */
export function FormSelectInput({
  choices,
  parse,
  format,
  disabled,
  resetOn,
  ...props
}: BaseProps & {
  choices: Choice[];
  parse?: (value: string) => unknown;
  format?: (value: unknown) => string;
  disabled?: boolean;
  /** The value this choice depends on: when it changes, the choice is cleared. */
  resetOn?: string;
}) {
  const { field, id, label, message, touched } = useFieldInput({ ...props, parse, format });
  useResetOn(resetOn, () => {
    if (field.value !== null && field.value !== undefined && field.value !== '') field.onChange(null);
  });
  const translate = useTranslate();
  const shown = touched ? message : undefined;
  return (
    <LabelledFrame id={id} label={label} required={props.required} message={shown}>
      <Select
        native
        size="small"
        name={field.name}
        value={field.value == null ? '' : String(field.value)}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        input={<OutlinedInput />}
        inputProps={{
          id,
          'aria-invalid': Boolean(shown),
          'aria-required': Boolean(props.required),
          'aria-describedby': shown ? `${id}-error` : undefined,
        }}
      >
        <option value="">{translate('ptax.form.select', { _: `Select ${label}`, label })}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {translateText(translate, choice.name)}
          </option>
        ))}
      </Select>
    </LabelledFrame>
  );
}

const toBoolean = (value: string) => (value === 'true' ? true : value === 'false' ? false : null);
const fromBoolean = (value: unknown) =>
  value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : '';

/** A required yes / no selection (the tax flags): nothing is chosen until the user chooses. */
export function YesNoInput(props: BaseProps) {
  return <FormSelectInput {...props} choices={YES_NO_CHOICES} parse={toBoolean} format={fromBoolean} />;
}

/** Renders with the current form values (a small re-render around the inputs that depend on them). */
export function WithValues({ children }: { children: (values: Record<string, unknown>) => ReactNode }) {
  return (
    <FormDataConsumer>{({ formData }) => children(formData as Record<string, unknown>)}</FormDataConsumer>
  );
}
