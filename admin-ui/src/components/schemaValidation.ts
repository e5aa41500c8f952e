import { FORM_ERROR_KEY, fieldErrors } from '@ptax/contracts';

type Issues = Parameters<typeof fieldErrors>[0];

/** What a validator needs of a contracts zod schema. */
export interface SafeParser {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: Issues };
}

type Nested = { [key: string]: string | Nested | Nested[] };

/** { 'floors.0.areaSqft': m } -> { floors: [{ areaSqft: m }] }, the shape react-admin's form takes. */
export function nestErrors(flat: Record<string, string>): Nested {
  const nested: Nested = {};
  for (const [path, message] of Object.entries(flat)) {
    if (path === FORM_ERROR_KEY) continue;
    const keys = path.split('.');
    let node: Record<string, unknown> = nested;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        if (!(key in node)) node[key] = message;
        return;
      }
      if (typeof node[key] !== 'object') node[key] = /^\d+$/.test(keys[index + 1]) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  // Rows without an error are holes: react-admin reads each row, so they become empty objects.
  const fillHoles = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) value[i] ??= {};
      value.forEach(fillHoles);
    } else if (value && typeof value === 'object') Object.values(value).forEach(fillHoles);
  };
  fillHoles(nested);
  return nested;
}

/** The first message of each field under every schema; the first schema's message wins. */
export function schemaErrors(values: unknown, ...schemas: SafeParser[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const schema of schemas) {
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const [field, message] of Object.entries(fieldErrors(result.error))) errors[field] ??= message;
    }
  }
  return errors;
}

/** A react-admin form `validate` checking the values with contracts schemas (SPEC section 5 messages). */
export const validateWith =
  (...schemas: SafeParser[]) =>
  (values: Record<string, unknown>) =>
    nestErrors(schemaErrors(values, ...schemas));

/**
 * The text of a field error: react-admin wraps a form-level message as { message }, a server's
 * field error (400 `errors`) is the text itself.
 */
export function errorText(error: { message?: unknown } | undefined): string | undefined {
  const message = error?.message;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object' && 'message' in message) return String(message.message);
  return undefined;
}
