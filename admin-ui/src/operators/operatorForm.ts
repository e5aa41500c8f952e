import { roleAddSchema } from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';

/** SPEC section 5, "Role add (official/operator form)": every field required. */
export const validateOperator = validateWith(roleAddSchema);

/** POST operators: the form's fields, as the schema reads them. */
export const operatorPayload = (values: Record<string, unknown>) =>
  roleAddSchema.parse(values) as Record<string, unknown>;

export const OPERATOR_TEXT = {
  list: 'Operators',
  add: 'Add Operator',
  added: 'Operator added successfully',
} as const;
