import { objectionUploadSchema } from '@ptax/contracts';
import { nestErrors, schemaErrors } from '../components/schemaValidation';
import { documentsError } from './documentRules';

type Values = Record<string, unknown>;

const filesOf = (values: Values): File[] =>
  Array.isArray(values.documents) ? (values.documents as File[]) : [];

/** The upload form's messages: the contracts schema for the fields, the server's rules for the files. */
export function validateUpload(values: Values) {
  const errors = schemaErrors(values, objectionUploadSchema);
  const documents = documentsError(filesOf(values));
  if (documents) errors.documents = documents;
  return nestErrors(errors);
}

/** The multipart body of POST objection/upload: the checked fields, then each file as `documents`. */
export function uploadBody(values: Values): FormData {
  const fields = objectionUploadSchema.parse(values);
  const form = new FormData();
  form.append('propertyUniqueId', fields.propertyUniqueId);
  form.append('description', fields.description);
  if (fields.objectionDate) form.append('objectionDate', fields.objectionDate);
  for (const file of filesOf(values)) form.append('documents', file);
  return form;
}

export const UPLOAD_DEFAULTS = { propertyUniqueId: '', description: '', objectionDate: '', documents: [] };
