import { FORM_ERROR_KEY, fieldErrors } from '@ptax/contracts';

type Issues = Parameters<typeof fieldErrors>[0];

/** What the form needs of a contracts zod schema. */
export interface SafeParser {
  safeParse(input: unknown): { success: true } | { success: false; error: Issues };
}

type Nested = { [key: string]: string | Nested };

/** { 'road_w_l_12.kachha': m } -> { road_w_l_12: { kachha: m } }, the shape react-admin's form takes. */
function nest(flat: Record<string, string>): Nested {
  const nested: Nested = {};
  for (const [path, message] of Object.entries(flat)) {
    if (path === FORM_ERROR_KEY) continue;
    const keys = path.split('.');
    let node = nested;
    keys.slice(0, -1).forEach((key) => {
      if (typeof node[key] !== 'object') node[key] = {};
      node = node[key] as Nested;
    });
    node[keys[keys.length - 1]] ??= message;
  }
  return nested;
}

/** A react-admin form `validate` with contracts schemas (SPEC section 5 messages); the first schema wins. */
export const validateWith =
  (...schemas: SafeParser[]) =>
  (values: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    for (const schema of schemas) {
      const result = schema.safeParse(values);
      if (!result.success)
        for (const [field, message] of Object.entries(fieldErrors(result.error))) errors[field] ??= message;
    }
    return nest(errors);
  };

/**
 * The text of a field error: react-admin wraps a form-level message as { message }; a server's field
 * error (the 400 / 409 `errors`) is the text itself.
 */
export function errorText(error: { message?: unknown } | undefined): string | undefined {
  const message = error?.message;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object' && 'message' in message) return String(message.message);
  return undefined;
}
