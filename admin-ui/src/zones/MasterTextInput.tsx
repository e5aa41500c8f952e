import { useInput, useTranslate } from 'react-admin';
import { LabelledTextField } from '../components/LabelledTextField';
import { translateText } from '../providers/i18n/i18nProvider';
import { errorText } from '../components/schemaValidation';

export interface MasterTextInputProps {
  source: string;
  /** English; translated when shown. */
  label: string;
  required?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
}

/** The shared labelled input (red asterisk, 'Enter {label}', message once touched) in a react-admin form. */
export function MasterTextInput({ source, label, required, readOnly, autoFocus }: MasterTextInputProps) {
  const { field, fieldState, formState } = useInput({ source, isRequired: required });
  const translate = useTranslate();
  return (
    <LabelledTextField
      name={field.name}
      label={translateText(translate, label)}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
      touched={fieldState.isTouched || formState.isSubmitted}
      required={required}
      readOnly={readOnly}
      autoFocus={autoFocus}
    />
  );
}
