import { objectionResolveSchema, propertyEditSchema } from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';
import { editPayload, propertyFormValues } from '../properties/propertyForm';

type Values = Record<string, unknown>;

// PATCH properties/resolveObjection: the objection's number and remarks and, when the official
// corrects the property, the Edit Property form's fields as PATCH properties/edit/{id} takes them
// (the server runs that edit): the stored record with the corrected plot area, construction type and floors.

const validatePlain = validateWith(objectionResolveSchema);
const validateCorrected = validateWith(objectionResolveSchema, propertyEditSchema);

/** The form's `correct` switch decides whether the property's fields are checked and sent. */
export const validateResolve = (values: Values) =>
  values.correct === true ? validateCorrected(values) : validatePlain(values);

/** The body; `stored` is the property as loaded (form values), so only what changed reads as a change. */
export function resolvePayload(values: Values, stored: Values | undefined): Values {
  const resolution = objectionResolveSchema.parse(values);
  if (values.correct !== true || !stored) return resolution;
  return { ...editPayload(values, stored), ...resolution };
}

/** The property as Edit Property's form holds it; none when it could not be loaded. */
export const storedValues = (record: Values | undefined) => (record ? propertyFormValues(record) : undefined);

/** The form's start: the objection, no remarks, the correction off over the stored property. */
export const resolveDefaults = (objectionId: string, stored: Values | undefined): Values => ({
  ...stored,
  objectionId,
  remarks: '',
  correct: false,
});
