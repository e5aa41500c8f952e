import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@ptax/contracts';

type Issues = Parameters<typeof fieldErrors>[0];

/** What the hook needs of a contracts zod schema. */
export interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: Issues };
}

export interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A small form state for the session forms: the whole form is validated with the contracts schema on
 * blur (and on change once a field was touched); a field shows its message once touched.
 */
export function useSchemaForm<V extends Record<string, string>, T>(schema: SafeParser<T>, initialValues: V) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitting, setSubmitting] = useState(false);

  const validate = (checked: V) => {
    const result = schema.safeParse(checked);
    setErrors(result.success ? {} : fieldErrors(result.error));
    return result;
  };

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name],
    error: errors[name],
    touched: Boolean(touched[name]),
    onChange(value) {
      const next = { ...values, [name]: value };
      setValues(next);
      if (touched[name]) validate(next);
    },
    onBlur() {
      setTouched((current) => ({ ...current, [name]: true }));
      validate(values);
    },
  });

  const handleSubmit = (onValid: (data: T) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
    const result = validate(values);
    if (!result.success) return;
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, errors, hasErrors: Object.keys(errors).length > 0, submitting, handleSubmit };
}
