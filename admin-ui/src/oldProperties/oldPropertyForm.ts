import { oldPropertySchema } from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';

/** SPEC section 5, old property: PTIN of 6 or more characters, areas and taxes not negative, ARV positive. */
export const validateOldProperty = validateWith(oldPropertySchema);

/** The JSON body of POST oldProperties/add: the record's fields, numbers as numbers (rupees). */
export const oldPropertyPayload = (values: Record<string, unknown>) =>
  oldPropertySchema.parse(values) as Record<string, unknown>;

/** Look-up by PTIN: the same PTIN rule as the record. */
export const ptinSearchSchema = oldPropertySchema.pick({ PTINNo: true });
