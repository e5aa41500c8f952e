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

/** Every form number is bounded, whatever else its field asks: 1e20 is "too large", never a 500. */
const boundedNumber = (label: string) =>
  z
    .number({ error: numberTypeError(label) })
    .max(MAX_INPUT_NUMBER, tooLargeMessage(label))
    .min(-MAX_INPUT_NUMBER, tooLargeMessage(label));

/** A number field; `rules` adds the checks. Absent or '' gives '{label} is required'. */
export function requiredNumber(label: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z.preprocess(toNumberInput, rules(boundedNumber(label)));
}

/** An optional number field: '', null and absent are accepted; a given value must pass `rules`. */
export function optionalNumber(label: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z.preprocess(toNumberInput, rules(boundedNumber(label)).optional());
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
