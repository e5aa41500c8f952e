import { fieldErrors, selfAssessmentSchema, type SelfAssessmentInput } from '@ptax/contracts';
import { DOCUMENT_FIELDS, IMAGE_FIELDS, type FileField } from './fileChecks';

// The self-assessment form as typed (text everywhere, as inputs give it), what the contracts schema
// checks, and the multipart body the server takes (POST selfAssessment).

export const TEXT_FIELDS = [
  'ownerName',
  'fatherName',
  'husbandName',
  'mobileNumber',
  'emailId',
  'propertyAddress',
  'zoneId',
  'wardId',
  'mohallaId',
  'houseNumber',
  'propertyUniqueId',
  'houseCategory',
  'category',
  'subCategory',
  'plotArea',
  'constType',
  'occupancyStatus',
  'roadType',
  'roadWidth',
  'constructionYear',
  'houseTaxApplicable',
  'waterTaxApplicable',
  'sewerageConnectionAvailable',
  'disabilityPercentage',
  'latitude',
  'longitude',
] as const;
export type TextKey = (typeof TEXT_FIELDS)[number];

export const FLOOR_FIELDS = [
  'floorNumber',
  'rentType',
  'rentUsage',
  'type',
  'category',
  'subCategory',
  'areaSqft',
] as const;
export type FloorKey = (typeof FLOOR_FIELDS)[number];
/** `id` keeps a row's inputs when an earlier row is removed. */
export type FloorValues = Record<FloorKey, string> & { id: number };

export type FormValues = Record<TextKey, string> & {
  isDisabled: boolean;
  isExDefensePersonalWidow: boolean;
  floors: FloorValues[];
  files: Partial<Record<FileField, File>>;
};

export const emptyForm = (): FormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextKey, string>),
  isDisabled: false,
  isExDefensePersonalWidow: false,
  floors: [nextFloor([])],
  files: {},
});

/** A new row continues the one above: the next floor up, used and built the same way. */
export function nextFloor(floors: FloorValues[]): FloorValues {
  const last = floors.at(-1);
  const id = Math.max(0, ...floors.map((floor) => floor.id)) + 1;
  if (!last)
    return {
      id,
      floorNumber: '0',
      rentType: '',
      rentUsage: '',
      type: '',
      category: '',
      subCategory: '',
      areaSqft: '',
    };
  const above =
    Number.isInteger(Number(last.floorNumber)) && last.floorNumber !== ''
      ? String(Number(last.floorNumber) + 1)
      : '';
  return { ...last, id, floorNumber: above, areaSqft: '' };
}

/** Per-field state keyed 'floors.{index}.{field}' after a row is removed: later rows move up one. */
export function withoutFloor<T>(byKey: Record<string, T>, removed: number): Record<string, T> {
  return Object.fromEntries(
    Object.entries(byKey).flatMap(([key, value]) => {
      const match = /^floors\.(\d+)\.(.+)$/.exec(key);
      if (!match) return [[key, value]];
      const index = Number(match[1]);
      if (index === removed) return [];
      return [[index > removed ? `floors.${index - 1}.${match[2]}` : key, value]];
    }),
  );
}

const isNonresidential = (usage: string) => usage === 'nonresidential';

/** What the schema sees: only what the form shows (hidden fields count as empty). */
export function schemaInput(values: FormValues): Record<string, unknown> {
  const { files, floors, isDisabled, isExDefensePersonalWidow, ...text } = values;
  const nonresidential = isNonresidential(values.houseCategory);
  return {
    ...text,
    category: nonresidential ? text.category : '',
    subCategory: nonresidential ? text.subCategory : '',
    isDisabled,
    disabilityPercentage: isDisabled ? text.disabilityPercentage : '',
    isExDefensePersonalWidow,
    floors: floors.map(({ id: _id, ...floor }) =>
      isNonresidential(floor.rentUsage) ? floor : { ...floor, category: '', subCategory: '' },
    ),
    ...Object.fromEntries(
      [...IMAGE_FIELDS, ...DOCUMENT_FIELDS].map((field) => [
        field,
        shownFile(values, field) ? files[field] : undefined,
      ]),
    ),
  };
}

/** A proof is part of the form only while its box is ticked. */
const shownFile = (values: FormValues, field: FileField) =>
  field === 'disabilityDocumentProof'
    ? values.isDisabled
    : field === 'exDefensePersonalDocumentProof'
      ? values.isExDefensePersonalWidow
      : true;

export type Checked =
  { valid: true; data: SelfAssessmentInput } | { valid: false; errors: Record<string, string> };

/** The contracts schema over the form: the spec's messages by field ('floors.0.areaSqft' for a floor). */
export function checkForm(values: FormValues): Checked {
  const result = selfAssessmentSchema.safeParse(schemaInput(values));
  return result.success
    ? { valid: true, data: result.data }
    : { valid: false, errors: fieldErrors(result.error) };
}

/** The multipart body: parsed fields as text, floors as JSON text, the files under their field names. */
export function multipartBody(data: SelfAssessmentInput): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined || value === null || value === '') continue;
    if (field === 'floors') body.append(field, JSON.stringify(value));
    else if (value instanceof File) body.append(field, value, value.name);
    else body.append(field, String(value));
  }
  return body;
}
