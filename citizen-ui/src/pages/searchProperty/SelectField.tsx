import { useId } from 'react';
import '../../shared/field.css';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, which means "any" (value ''). */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** Said under the select and read with it: why it is disabled, or that its list failed to load. */
  note?: string;
}

/** A labelled select beside the shared text fields, with the same look and a finger's height. */
export function SelectField({ label, value, onChange, anyLabel, options, disabled, note }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {note ? (
        <p id={`${id}-note`} className="field__note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
