import { z } from 'zod';
import { OFFICIAL_VALUE_MAX, PASSWORD_MIN_LENGTH } from '../constants';
import {
  ALWAYS,
  FIELD_REQUIRED_MESSAGE,
  MOBILE_MESSAGES,
  email,
  fieldOf,
  mobile,
  optionalNumber,
  optionalText,
  password,
  requiredId,
  requiredText,
} from './common';
import { PASSWORD_MIN_MESSAGE } from './auth';

// SPEC section 5, official / operator forms. Every required field says 'This field is required'.

export const OFFICIAL_MESSAGES = {
  minValueNegative: 'Min value can not be negative',
  maxValueNegative: 'Max value can not be negative',
  maxBelowMin: 'Max value must be greater than or equal to min value',
  tooLarge: `Value can not be more than ${OFFICIAL_VALUE_MAX}`,
  wholeNumber: 'Value must be a whole number',
} as const;

const required = () => requiredText(FIELD_REQUIRED_MESSAGE);

/** The amount range (whole rupees) an official may handle. */
const amountLimit = (label: string, negativeMessage: string) =>
  optionalNumber(label, (n) =>
    n
      .min(0, negativeMessage)
      .max(OFFICIAL_VALUE_MAX, OFFICIAL_MESSAGES.tooLarge)
      .int(OFFICIAL_MESSAGES.wholeNumber),
  );

function maxNotBelowMin(value: unknown, ctx: z.RefinementCtx) {
  const min = fieldOf(value, 'minValue');
  const max = fieldOf(value, 'maxValue');
  if (typeof min === 'number' && typeof max === 'number' && max < min) {
    ctx.addIssue({ code: 'custom', path: ['maxValue'], message: OFFICIAL_MESSAGES.maxBelowMin });
  }
}

const idList = z.array(requiredId(FIELD_REQUIRED_MESSAGE), { error: 'Must be a list' }).optional();

const officialEditShape = {
  username: required(),
  email: email(FIELD_REQUIRED_MESSAGE),
  mobile: mobile(MOBILE_MESSAGES.indian),
  designation: optionalText(),
  accessId: requiredId(FIELD_REQUIRED_MESSAGE),
  accessType: required(),
  cityId: requiredId(FIELD_REQUIRED_MESSAGE),
  accessibleZones: idList,
  accessibleWards: idList,
  minValue: amountLimit('Min value', OFFICIAL_MESSAGES.minValueNegative),
  maxValue: amountLimit('Max value', OFFICIAL_MESSAGES.maxValueNegative),
};

/** POST officials. */
export const officialAddSchema = z
  .object({
    ...officialEditShape,
    password: password(FIELD_REQUIRED_MESSAGE, PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE),
    loginType: required(),
  })
  .superRefine(maxNotBelowMin, ALWAYS);
export type OfficialAddInput = z.infer<typeof officialAddSchema>;

/** PATCH officials: as add, without password and loginType. */
export const officialEditSchema = z.object(officialEditShape).superRefine(maxNotBelowMin, ALWAYS);
export type OfficialEditInput = z.infer<typeof officialEditSchema>;

/** SPEC "Role add (official/operator form)": the user form of the masters screens (POST operators). */
export const roleAddSchema = z.object({
  username: required(),
  email: email(FIELD_REQUIRED_MESSAGE),
  mobile: mobile(MOBILE_MESSAGES.indian, FIELD_REQUIRED_MESSAGE),
  password: password(FIELD_REQUIRED_MESSAGE, PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE),
  designation: required(),
  city_id: requiredId(FIELD_REQUIRED_MESSAGE),
});
export type RoleAddInput = z.infer<typeof roleAddSchema>;
