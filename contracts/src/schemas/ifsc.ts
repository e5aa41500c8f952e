import { z } from 'zod';
import { requiredText } from './common';

// Indian Financial System Code: four bank letters, a zero, six branch letters or digits.
export const IFSC_PATTERN = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/;
export const IFSC_INVALID_MESSAGE = 'IFSC code is not valid';

const ifscChecks = (s: z.ZodString) =>
  s.refine((v) => v.length === 0 || IFSC_PATTERN.test(v), IFSC_INVALID_MESSAGE);

export const requiredIfsc = () => ifscChecks(requiredText('IFSC code is required'));
export const optionalIfsc = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    ifscChecks(requiredText('IFSC code is required')).optional(),
  );
