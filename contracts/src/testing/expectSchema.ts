import type { z } from 'zod';
import { fieldErrors } from '../schemas/fieldErrors';

// Test helpers: what a form would show, field by field, for an input.

export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

/** Parses and fails the test with the field messages when the input is refused. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Error(`expected a valid input, got ${JSON.stringify(fieldErrors(result.error))}`);
  return result.data;
}
