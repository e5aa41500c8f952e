import { MUTATION_MESSAGES, MUTATION_REASONS, mutationSchema } from '@ptax/contracts';
import { nestErrors, schemaErrors } from '../components/schemaValidation';
import { documentsError } from '../objections/documentRules';
import type { Choice } from '../properties/geography';
import { mk } from './texts';

type Values = Record<string, unknown>;

export const filesOf = (values: Values): File[] =>
  Array.isArray(values.documents) ? (values.documents as File[]) : [];

/** The raise form's messages: the contracts schema for the fields, the server's rules for the files. */
export function validateRaise(values: Values) {
  const errors = schemaErrors(values, mutationSchema);
  const files = filesOf(values);
  const documents = files.length ? documentsError(files) : MUTATION_MESSAGES.documentsRequired;
  if (documents) errors.documents = documents;
  return nestErrors(errors);
}

const TEXT_FIELDS = [
  'propertyUniqueId',
  'reason',
  'ownerName',
  'fatherName',
  'husbandName',
  'mobileNumber',
  'houseNumber',
  'PTINNo',
  'deedNumber',
  'deedDate',
  'documentValue',
  'marketValue',
] as const;

/** The multipart body of POST mutations: the fields as typed (the server checks them again), then each file. */
export function raiseBody(values: Values): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== null && String(value).trim() !== '')
      form.append(field, String(value).trim());
  }
  for (const file of filesOf(values)) form.append('documents', file);
  return form;
}

export const RAISE_DEFAULTS: Values = Object.fromEntries([
  ...TEXT_FIELDS.map((field) => [field, '']),
  ['documents', []],
]);

/** The reasons of transfer, named in the screen's language. */
export const REASON_CHOICES: Choice[] = MUTATION_REASONS.map((id) => ({ id, name: mk(`reason.${id}`) }));
