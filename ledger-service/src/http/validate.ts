import type { ZodType } from 'zod';
import { fieldErrors } from '@ptax/contracts';
import { badRequest } from './errors';

/** Parses a request part with a contracts schema; failures carry the spec's message per field. */
export function parseWith<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0] ?? 'Invalid request';
  throw badRequest(first, errors);
}
