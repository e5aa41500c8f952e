import type { z } from 'zod';
import type { ApiErrorBody } from '../errors';

/** Key of issues that belong to the whole form rather than one field (react-hook-form's `root`). */
export const FORM_ERROR_KEY = 'root';

/**
 * The first message of each field path: `{ ownerName: '...', 'road_w_l_12.kachha': '...' }`.
 * Nested paths are dotted; schemas order their checks so the first message is the one to show.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The 400 body of ARCHITECTURE.md: the first field message as `message`, all of them in `errors`. */
export function validationErrorBody(error: z.ZodError): Required<ApiErrorBody> {
  const errors = fieldErrors(error);
  return { status: 400, message: Object.values(errors)[0] ?? 'Invalid request', errors };
}
