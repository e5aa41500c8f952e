import { z } from 'zod';
import { MAX_INPUT_NUMBER, PAISE_PER_RUPEE, tooLargeMessage } from '../money';
import { isBlank } from './text';

// Numbers and yes/no choices of forms. Multipart bodies send them as text.

/** '' and null become absent; numeric text becomes a number. */
function toNumberInput(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
}

const numberTypeError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : `${label} must be a number`;

/**
 * Every form number is bounded: a field's own rules may set its bounds (an official's limit in whole
 * rupees goes to MAX_SAFE_INTEGER), and a field without them gets ±MAX_INPUT_NUMBER, so 1e20 is
 * "too large", never a 500 in a conversion to paise.
 */
function bounded(label: string, rules: (n: z.ZodNumber) => z.ZodNumber): z.ZodNumber {
  let number = rules(z.number({ error: numberTypeError(label) }));
  if (number.maxValue === null || number.maxValue === Infinity)
    number = number.max(MAX_INPUT_NUMBER, tooLargeMessage(label));
  if (number.minValue === null || number.minValue === -Infinity)
    number = number.min(-MAX_INPUT_NUMBER, tooLargeMessage(label));
  return number;
}

/** A number field; `rules` adds the checks. Absent or '' gives '{label} is required'. */
export function requiredNumber(label: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z.preprocess(toNumberInput, bounded(label, rules));
}

/** An optional number field: '', null and absent are accepted; a given value must pass `rules`. */
export function optionalNumber(label: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z.preprocess(toNumberInput, bounded(label, rules).optional());
}

/**
 * Rupee amounts in forms are numbers of rupees with at most two decimals (paise); the ledger and
 * every event store integer paise (money.ts converts, once).
 */
export const hasAtMostTwoDecimals = (n: number): boolean =>
  Math.abs(Math.round(n * PAISE_PER_RUPEE) - n * PAISE_PER_RUPEE) < 1e-6;
export const AMOUNT_DECIMALS_MESSAGE = 'Amount can have at most two decimal places';

/** A required rupee amount: `rules` plus at most two decimals. */
export const rupees = (label: string, rules: (n: z.ZodNumber) => z.ZodNumber) =>
  requiredNumber(label, (n) => rules(n).refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE));

function toBooleanInput(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** A yes/no choice that must be made: absent gives `requiredMessage`. 'true'/'false' text is accepted. */
export function requiredBoolean(requiredMessage: string) {
  return z.preprocess(
    toBooleanInput,
    z.boolean({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Must be yes or no') }),
  );
}

export function optionalBoolean() {
  return z.preprocess(toBooleanInput, z.boolean({ error: 'Must be yes or no' }).optional());
}
