import { z } from 'zod';
import { isBlank } from './text';

// Helpers for rules that span fields (SPEC section 5's conditional rules).

/** Reads a field of the object a refinement sees, which may be partly parsed. */
export const fieldOf = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Object-level rules run even when a field failed, so the form shows every message at once.
 * (A field check with `abort: true` would still stop them: the builders here never abort.)
 */
export const ALWAYS = { when: () => true } as const;

/** Object refinement: `newKey`, once filled, must differ from `oldKey`; reported on `newKey`. */
export function mustDiffer(oldKey: string, newKey: string, message: string) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    const next = fieldOf(value, newKey);
    if (typeof next === 'string' && next.length > 0 && next === fieldOf(value, oldKey)) {
      ctx.addIssue({ code: 'custom', path: [newKey], message });
    }
  };
}

/** Object refinement: each listed field is required (its message) when `applies` holds. */
export function requiredWhen(applies: (value: unknown) => boolean, fields: Record<string, string>) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    if (!applies(value)) return;
    for (const [key, message] of Object.entries(fields)) {
      if (isBlank(fieldOf(value, key))) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  };
}

/** A nested object of a multipart body arrives as JSON text; an absent one validates as {}. */
export function nestedObject<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => {
    if (isBlank(v)) return {};
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);
}
