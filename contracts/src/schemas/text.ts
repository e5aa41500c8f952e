import { z } from 'zod';

// Text fields of SPEC section 5. Forms send '' or null for an empty input.

export const TRAILING_SPACES_MESSAGE = "Can't contain trailing spaces";
export const FIELD_REQUIRED_MESSAGE = 'This field is required';

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.length === 0);

export const blankToAbsent = (value: unknown): unknown => (value === '' ? undefined : value);

/** Spec "text fields are trimmed": like a strict trim, any leading or trailing whitespace is refused. */
export const hasNoOuterSpaces = (value: string): boolean => value === value.trim();

/** The message of a wrong-typed text input: absent or null is "required". */
export const textTypeError = (requiredMessage: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? requiredMessage : 'Must be text';

/** A required text field: empty gives `requiredMessage`, outer spaces give TRAILING_SPACES_MESSAGE. */
export function requiredText(requiredMessage: string) {
  return z
    .string({ error: textTypeError(requiredMessage) })
    .min(1, requiredMessage)
    .refine(hasNoOuterSpaces, TRAILING_SPACES_MESSAGE);
}

/** An optional text field: '', null and absent are accepted; a given value must be trimmed. */
export function optionalText() {
  return z.string({ error: 'Must be text' }).refine(hasNoOuterSpaces, TRAILING_SPACES_MESSAGE).nullish();
}

/** An id chosen from a master (zone, ward, mohalla, city...): a number is accepted as its text. */
export function requiredId(requiredMessage: string) {
  return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText(requiredMessage));
}
