import { OutlinedInput } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LabelledFrame, useFieldInput, type BaseProps } from '../properties/formInputs';

/** The shared labelled input ('Enter {label}', asterisk, message tied to it) for a few lines of text. */
export function FormTextArea({ rows = 3, ...props }: BaseProps & { rows?: number }) {
  const { field, id, label, message, touched } = useFieldInput(props);
  const translate = useTranslate();
  const shown = touched ? message : undefined;
  return (
    <LabelledFrame id={id} label={label} required={props.required} message={shown}>
      <OutlinedInput
        id={id}
        name={field.name}
        multiline
        minRows={rows}
        size="small"
        value={field.value == null ? '' : String(field.value)}
        placeholder={translate('ptax.form.placeholder', { label })}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputProps={{
          'aria-invalid': Boolean(shown),
          'aria-required': Boolean(props.required),
          'aria-describedby': shown ? `${id}-error` : undefined,
        }}
      />
    </LabelledFrame>
  );
}
