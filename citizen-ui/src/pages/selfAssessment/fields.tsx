import { useId, type ReactNode } from 'react';
import '../../shared/field.css';

// The spec's shared form widget (shared/TextField.tsx) for choices: a label with the red asterisk when
// required, the error under the field once touched and tied to it with aria-describedby.

export interface Option {
  value: string;
  label: string;
}

interface ChoiceProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  error?: string;
  touched: boolean;
  onTouch: () => void;
  required?: boolean;
}

export function Asterisk({ shown }: { shown?: boolean }) {
  return shown ? (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

/** A drop-down; the first entry, 'Select {label}', stands for no choice. */
export function SelectField(props: ChoiceProps & { placeholder: string; disabled?: boolean }) {
  const { label, name, value, onChange, options, error, touched, onTouch, required, placeholder, disabled } =
    props;
  const id = useId();
  const shown = touched ? error : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <Asterisk shown={required} />
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onTouch}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={shown} />
    </div>
  );
}

/** Radio buttons in a fieldset whose legend is the question; for a few choices, easier to hit on a phone. */
export function RadioField(props: ChoiceProps) {
  const { label, name, value, onChange, options, error, touched, onTouch, required } = props;
  const id = useId();
  const shown = touched ? error : undefined;
  return (
    <fieldset className="field field--radios" aria-describedby={shown ? `${id}-error` : undefined}>
      <legend>
        {label}
        <Asterisk shown={required} />
      </legend>
      <div className="field__options">
        {options.map((option) => (
          <label key={option.value} className="field__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={shown ? true : undefined}
              onChange={() => onChange(option.value)}
              onBlur={onTouch}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={shown} />
    </fieldset>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
}) {
  return (
    <label className="field__option field__option--check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** A titled group of fields: the spec's section-heading bar over them. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sa-section" aria-labelledby={id}>
      <h2 id={id} className="sa-section__bar">
        {title}
      </h2>
      <div className="sa-section__body">{children}</div>
    </section>
  );
}
