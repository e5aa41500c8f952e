import { z } from 'zod';
import { TRAILING_SPACES_MESSAGE, blankToAbsent, hasNoOuterSpaces, textTypeError } from './text';

// Mobile numbers, email addresses and passwords (SPEC section 5, "Common", login).

export const INVALID_EMAIL_MESSAGE = 'Invalid email address';

/** The three wordings the spec uses for an invalid mobile number, by form. */
export const MOBILE_MESSAGES = {
  /** Property, lookup and mutation forms. */
  notValid: 'Mobile number is not valid',
  /** Official and operator forms. */
  indian: 'Mobile number must be a valid Indian number',
  /** Payer / NEFT and payer contact forms. */
  payer: 'Mobile number is not valid, it should be of 10 numbers only',
} as const;

/** 10 digits starting 6-9, optionally prefixed by +91 or 0; no spaces or dashes (see below). */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91|0)?[6-9]\d{9}$/;

/**
 * People write "+91 98391 11222" or "98391-11222": the spaces and dashes are dropped before the
 * number is checked, in every form and on the server alike, and the number goes on without them.
 */
export const withoutMobileSeparators = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/[\s-]+/g, '') : value;

/** Trimmed text that, when not empty, must pass `test`; the required / optional wrappers follow. */
const checkedText = (test: (v: string) => boolean, invalidMessage: string, typeMessage: string) =>
  z
    .string({ error: textTypeError(typeMessage) })
    .refine(hasNoOuterSpaces, TRAILING_SPACES_MESSAGE)
    .refine((v) => v.length === 0 || test(v), invalidMessage);

const isMobile = (v: string) => INDIAN_MOBILE_PATTERN.test(v);
const requiredMobile = (invalidMessage: string, requiredMessage: string) =>
  z.preprocess(
    withoutMobileSeparators,
    checkedText(isMobile, invalidMessage, requiredMessage).refine((v) => v.length > 0, requiredMessage),
  );
const optionalMobile = (invalidMessage: string) =>
  z.preprocess(
    (value) => blankToAbsent(withoutMobileSeparators(value)),
    checkedText(isMobile, invalidMessage, invalidMessage).nullish(),
  );

/** One mobile builder for the three spec wordings; required when `requiredMessage` is given. */
export function mobile(invalidMessage: string): ReturnType<typeof optionalMobile>;
export function mobile(invalidMessage: string, requiredMessage: string): ReturnType<typeof requiredMobile>;
export function mobile(invalidMessage: string, requiredMessage?: string) {
  return requiredMessage ? requiredMobile(invalidMessage, requiredMessage) : optionalMobile(invalidMessage);
}

const isEmail = (v: string) => z.regexes.email.test(v);
const requiredEmail = (requiredMessage: string) =>
  checkedText(isEmail, INVALID_EMAIL_MESSAGE, requiredMessage).refine((v) => v.length > 0, requiredMessage);
const optionalEmail = () =>
  z.preprocess(blankToAbsent, checkedText(isEmail, INVALID_EMAIL_MESSAGE, INVALID_EMAIL_MESSAGE).nullish());

/** Email: required when `requiredMessage` is given, otherwise optional; 'Invalid email address'. */
export function email(): ReturnType<typeof optionalEmail>;
export function email(requiredMessage: string): ReturnType<typeof requiredEmail>;
export function email(requiredMessage?: string) {
  return requiredMessage ? requiredEmail(requiredMessage) : optionalEmail();
}

/** Passwords are never trimmed: a space is a valid password character. */
export function password(requiredMessage: string, minLength: number, minMessage: string) {
  return z
    .string({ error: textTypeError(requiredMessage) })
    .min(1, requiredMessage)
    .min(minLength, minMessage);
}
