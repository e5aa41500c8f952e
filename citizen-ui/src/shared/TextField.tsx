import { useId, type InputHTMLAttributes } from 'react';
import './field.css';

// The spec's shared form widget: a labelled input, a red asterisk when required, the placeholder
// 'Enter {label}' (in the page's language), and the error under the field once it has been touched.

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** 'Enter {label}' in the page's language. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  touched: boolean;
  onTouch: () => void;
  /** A line under the field that helps fill it in, read out with it. */
  hint?: string;
}

export function TextField({
  label,
  placeholder,
  value,
  onChange,
  error,
  touched,
  onTouch,
  required,
  hint,
  ...input
}: TextFieldProps) {
  const id = useId();
  const shown = touched && error;
  const describedBy = [hint ? `${id}-hint` : '', shown ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        required={required}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onTouch}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
