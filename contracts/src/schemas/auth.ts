import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { ALWAYS, email, fieldOf, mustDiffer, password } from './common';

// SPEC section 5, login and change / reset password. Passwords are not trimmed.

export const PASSWORD_MIN_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const SAME_AS_OLD_PASSWORD_MESSAGE = 'Can not be same as old password';
export const PASSWORDS_MUST_MATCH_MESSAGE = 'Passwords must match';

const pw = (requiredMessage: string) => password(requiredMessage, PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE);

export const loginSchema = z.object({
  email: email('Email is required'),
  password: pw('Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const filled = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** newPassword must differ from oldPassword; reported on newPassword. */
const newDiffersFromOld = mustDiffer('oldPassword', 'newPassword', SAME_AS_OLD_PASSWORD_MESSAGE);

/** confirmNewPassword must equal newPassword; reported on confirmNewPassword once it is filled. */
function confirmMatches(value: unknown, ctx: z.RefinementCtx) {
  const confirm = fieldOf(value, 'confirmNewPassword');
  if (filled(confirm) && confirm !== fieldOf(value, 'newPassword')) {
    ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: PASSWORDS_MUST_MATCH_MESSAGE });
  }
}

const oldPassword = pw('Old password is required');
const newPassword = pw('New password is required');
const confirmNewPassword = pw('Confirm password is required');

/** The Change Password dialog. `email` is filled from the signed-in user. */
export const changePasswordSchema = z
  .object({ email: email(), oldPassword, newPassword, confirmNewPassword })
  .superRefine(newDiffersFromOld, ALWAYS)
  .superRefine(confirmMatches, ALWAYS);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Body of POST officials|operators/changePassword: email, oldPassword, newPassword. */
export const changePasswordRequestSchema = z
  .object({ email: email('Email is required'), oldPassword, newPassword })
  .superRefine(newDiffersFromOld, ALWAYS);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** An administrator's reset form: the email of the user being reset, new and confirm only. */
export const resetPasswordSchema = z
  .object({ email: email('Email is required'), newPassword, confirmNewPassword })
  .superRefine(confirmMatches, ALWAYS);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Body of POST officials|operators/resetPassword: email, newPassword. */
export const resetPasswordRequestSchema = z.object({ email: email('Email is required'), newPassword });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
