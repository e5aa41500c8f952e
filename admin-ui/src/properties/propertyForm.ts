import {
  INVALID_IMAGE_TYPE_MESSAGE,
  buildingImagesSchema,
  isAllowedImageFile,
  paiseToRupees,
  propertyAddSchema,
  propertyEditSchema,
} from '@ptax/contracts';
import { nestErrors, schemaErrors } from '../components/schemaValidation';
import { BUILDING_IMAGE_FIELDS, DOCUMENT_FIELDS, FILE_FIELDS, isFile } from './propertyFiles';

export type PropertyFormVariant = 'add' | 'edit';
type Values = Record<string, unknown>;

/** Add Property: the add schema and the three required building images. */
export const validatePropertyAdd = (values: Values) =>
  nestErrors(schemaErrors(values, propertyAddSchema, buildingImagesSchema));

/** Edit Property: the edit schema; a newly chosen building image must still be an image. */
export function validatePropertyEdit(values: Values) {
  const errors = schemaErrors(values, propertyEditSchema);
  for (const field of BUILDING_IMAGE_FIELDS) {
    const value = values[field];
    if (isFile(value) && !isAllowedImageFile(value)) errors[field] ??= INVALID_IMAGE_TYPE_MESSAGE;
  }
  return nestErrors(errors);
}

/** The chosen files, by field: File objects only (a stored file's key or address is kept as is). */
const chosenFiles = (values: Values) =>
  Object.fromEntries(
    FILE_FIELDS.filter((field) => isFile(values[field])).map((field) => [field, values[field]]),
  );

/**
 * The multipart body of POST properties/add: the parsed fields (numbers as numbers, floors as JSON
 * text through the data provider) and the chosen files.
 */
export function addPayload(values: Values): Values {
  const fields = propertyAddSchema.parse(values) as Values;
  return withoutFileKeys({ ...fields, ...chosenFiles(values) }, values);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The multipart body of PATCH properties/edit/{id}: the id stays in the path, stored files are kept.
 * The server changes what is sent, so a field the user emptied is sent empty (cleared); `previous`
 * is the form's starting values. Floors replace the stored ones: they are sent only when known.
 */
export function editPayload(values: Values, previous: Values = {}): Values {
  const { propertyUniqueId: _id, ...fields } = propertyEditSchema.parse(values) as Values;
  for (const [field, before] of Object.entries(previous)) {
    if (field in values && !isBlank(before) && isBlank(values[field]) && !FILE_FIELDS.includes(field))
      fields[field] = '';
  }
  const floorsKnown =
    Array.isArray(previous.floors) || (Array.isArray(values.floors) && values.floors.length > 0);
  if (!floorsKnown) delete fields.floors;
  return withoutFileKeys({ ...fields, ...chosenFiles(values) }, values);
}

// A proof that was not chosen again is not sent: the server keeps the stored one.
function withoutFileKeys(payload: Values, values: Values): Values {
  for (const field of FILE_FIELDS) if (!isFile(values[field])) delete payload[field];
  return payload;
}

const storedKey = (record: Values, ...names: string[]) =>
  names.map((name) => record[name]).find((value) => typeof value === 'string' && value !== '') as
    string | undefined;

/**
 * The stored record as form values: rupees for the old ARV (the API keeps paise), and the stored
 * proofs' keys so that the edit rules see a proof is already there.
 */
export function propertyFormValues(record: Values): Values {
  const values: Values = { ...record };
  if (values.oldArv === undefined && typeof record.oldArvPaise === 'number') {
    values.oldArv = paiseToRupees(record.oldArvPaise);
  }
  values.disabilityDocumentProof ??= storedKey(record, 'disabilityDocumentId');
  values.exDefensePersonalDocumentProof ??= storedKey(record, 'exDefensePersonalDocumentId');
  for (const field of [...BUILDING_IMAGE_FIELDS, ...DOCUMENT_FIELDS]) delete values[field];
  return values;
}
