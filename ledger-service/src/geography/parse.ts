import type { ZodType } from 'zod';
import { fieldErrors } from '@ptax/contracts';
import { badRequest } from '../http/errors';

/**
 * Parses one body with a main schema and optional parts (a rename, a rate grid) that apply only when
 * the body carries them; every failing field of every part is reported in one 400.
 */
export function parseParts<Main, A, B>(
  body: unknown,
  main: ZodType<Main>,
  a: ZodType<A> | null,
  b: ZodType<B> | null,
): [Main, A | undefined, B | undefined] {
  const input = body ?? {};
  const results = [main.safeParse(input), a?.safeParse(input), b?.safeParse(input)];
  const errors = Object.assign(
    {},
    ...results.map((result) => (result && !result.success ? fieldErrors(result.error) : {})),
  ) as Record<string, string>;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const [m, x, y] = results.map((result) => (result?.success ? result.data : undefined));
  return [m as Main, x as A | undefined, y as B | undefined];
}

/** Whether a body carries any of these fields (blank text counts as absent). */
export const carriesAny = (body: unknown, fields: readonly string[]) =>
  typeof body === 'object' &&
  body !== null &&
  fields.some((field) => {
    const value = (body as Record<string, unknown>)[field];
    return value !== undefined && value !== null && value !== '';
  });
