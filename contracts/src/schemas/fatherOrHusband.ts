import type { z } from 'zod';
import { fieldOf, isBlank, optionalText } from './common';

// SPEC section 5: at least one of fatherName and husbandName; each is required when the other is empty.

export const FATHER_NAME_REQUIRED_MESSAGE = 'Father name is required when husband name is empty';
export const HUSBAND_NAME_REQUIRED_MESSAGE = 'Husband name is required when father name is empty';

export const fatherOrHusbandShape = { fatherName: optionalText(), husbandName: optionalText() };

/** Object refinement: both fields get their message when both are empty. */
export function requireFatherOrHusband(value: unknown, ctx: z.RefinementCtx) {
  if (!isBlank(fieldOf(value, 'fatherName')) || !isBlank(fieldOf(value, 'husbandName'))) return;
  ctx.addIssue({ code: 'custom', path: ['fatherName'], message: FATHER_NAME_REQUIRED_MESSAGE });
  ctx.addIssue({ code: 'custom', path: ['husbandName'], message: HUSBAND_NAME_REQUIRED_MESSAGE });
}
