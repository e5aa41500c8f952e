import {
  JALKAL_FIELDS,
  JALKAL_MESSAGES,
  jalkalRequestSchema,
  type JalkalField,
  type WaterSewerChanges,
} from '@ptax/contracts';
import { nestErrors, schemaErrors } from '../components/schemaValidation';
import { documentsError } from '../objections/documentRules';

// The request form of a property (POST jalkal, multipart): each fact left at "no change" is not sent;
// the evidence goes as files named `documents`, checked here as the server checks them.

type Values = Record<string, unknown>;

export const BOOLEAN_FIELDS = ['waterTaxApplicable', 'sewerageConnectionAvailable'] as const;

const filesOf = (values: Values): File[] =>
  Array.isArray(values.documents) ? (values.documents as File[]) : [];
const isSet = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

export const raiseDefaults = (today: string): Values => ({
  ...Object.fromEntries(JALKAL_FIELDS.map((field) => [field, ''])),
  reason: '',
  effectiveDate: today,
  documents: [],
});

/** The contracts schema for the fields (today bounds the effective date), the server's rules for the files. */
export function validateRaise(propertyUniqueId: string, today: string) {
  const schema = jalkalRequestSchema(today);
  return (values: Values) => {
    const errors = schemaErrors({ ...values, propertyUniqueId }, schema);
    const files = filesOf(values);
    const documents = files.length === 0 ? JALKAL_MESSAGES.evidenceRequired : documentsError(files);
    if (documents) errors.documents = documents;
    return nestErrors(errors);
  };
}

/** What the form asks to change, against the property as it is (the preview in the form). */
export function wantedChanges(values: Values, property: Values) {
  const changes: WaterSewerChanges = {};
  const previous: WaterSewerChanges = {};
  for (const field of JALKAL_FIELDS) {
    const raw = values[field];
    if (!isSet(raw)) continue;
    const wanted = (BOOLEAN_FIELDS as readonly string[]).includes(field)
      ? raw === 'true' || raw === true
      : String(raw).trim();
    const now = property[field] ?? null;
    if (wanted === now) continue;
    (changes as Record<JalkalField, unknown>)[field] = wanted;
    (previous as Record<JalkalField, unknown>)[field] = now;
  }
  return { changes, previous };
}

export function raiseBody(propertyUniqueId: string, values: Values): FormData {
  const form = new FormData();
  form.append('propertyUniqueId', propertyUniqueId);
  for (const field of JALKAL_FIELDS)
    if (isSet(values[field])) form.append(field, String(values[field]).trim());
  form.append('reason', String(values.reason));
  form.append('effectiveDate', String(values.effectiveDate));
  for (const file of filesOf(values)) form.append('documents', file);
  return form;
}
