// The owner form as the commands take it: validated with the contracts schemas (text fields of a
// multipart body coerced as they allow), rupees converted to paise once, the mobile number reduced
// to its ten digits, floors given premise ids, uploaded files replaced by their stored keys.
import { randomUUID } from 'node:crypto';
import {
  buildingImagesSchema,
  fieldErrors,
  normalizeMobile,
  rupeesToPaise,
  type BuildingImagesData,
  type FloorInput,
  type PropertyEditInput,
  type PropertyDetails,
} from '@ptax/contracts';
import type { ZodType } from 'zod';
import { badRequest } from '../http/errors';
import type { Floor } from './property';
import type { FileField } from './uploads';

/** Parses with every schema and reports all their field messages at once (the form shows them all). */
export function parseAll<T>(schema: ZodType<T>, input: unknown, also: ZodType[] = []): T {
  const errors: Record<string, string> = {};
  let parsed: T | undefined;
  for (const [index, candidate] of [schema, ...also].entries()) {
    const result = candidate.safeParse(input);
    if (!result.success)
      for (const [key, message] of Object.entries(fieldErrors(result.error))) errors[key] ??= message;
    else if (index === 0) parsed = result.data as T;
  }
  const first = Object.values(errors)[0];
  if (first || parsed === undefined) throw badRequest(first ?? 'Invalid request', errors);
  return parsed;
}

export const buildingImagesRules = buildingImagesSchema;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Form field -> the detail it fills, where the names differ. */
export const FORM_TO_DETAIL: Record<string, keyof PropertyDetails> = {
  oldArv: 'oldArvPaise',
  disabilityDocumentProof: 'disabilityDocumentId',
  exDefensePersonalDocumentProof: 'exDefensePersonalDocumentId',
};

/** The stored details of a validated form; `keys` are the stored files of this request. */
export function detailsOf(
  input: Partial<PropertyEditInput>,
  keys: Partial<Record<FileField, string>>,
): Partial<PropertyDetails> {
  const nonresidential = input.houseCategory === 'nonresidential';
  const mobile = typeof input.mobileNumber === 'string' ? normalizeMobile(input.mobileNumber) : null;
  const details: Record<string, unknown> = {
    ownerName: input.ownerName,
    fatherName: blank(input.fatherName),
    husbandName: blank(input.husbandName),
    propertyAddress: blank(input.propertyAddress),
    mobileNumber: mobile ?? undefined,
    emailId: blank(input.emailId),
    zoneId: input.zoneId,
    wardId: input.wardId,
    mohallaId: input.mohallaId,
    houseNumber: blank(input.houseNumber),
    oldPropertyTaxId: blank(input.oldPropertyTaxId),
    buildingId: blank(input.buildingId),
    oldArvPaise: input.oldArv === undefined ? undefined : rupeesToPaise(input.oldArv),
    plotArea: input.plotArea,
    constType: input.constType,
    houseCategory: input.houseCategory,
    // Category numbers belong to nonresidential properties only (SPEC section 3).
    category: nonresidential ? input.category : undefined,
    subCategory: nonresidential ? input.subCategory : undefined,
    occupancyStatus: input.occupancyStatus,
    roadType: blank(input.roadType),
    roadWidth: input.roadWidth,
    constructionYear: input.constructionYear,
    financialYear: blank(input.financialYear),
    isMetroRailProperty: input.isMetroRailProperty ?? false,
    houseTaxApplicable: input.houseTaxApplicable,
    sewerageConnectionAvailable: input.sewerageConnectionAvailable,
    waterTaxApplicable: input.waterTaxApplicable,
    sourceOfWater: blank(input.sourceOfWater),
    isDisabled: input.isDisabled ?? false,
    disabilityPercentage: input.isDisabled ? input.disabilityPercentage : undefined,
    disabilityDocumentId: keys.disabilityDocumentProof ?? storedKey(input.disabilityDocumentProof),
    isExDefensePersonalWidow: input.isExDefensePersonalWidow ?? false,
    exDefensePersonalDocumentId:
      keys.exDefensePersonalDocumentProof ?? storedKey(input.exDefensePersonalDocumentProof),
    // Only when the form has the fields: a caller that never sends them (an older client, a
    // self-assessment of a mapped property) keeps the point instead of clearing it.
    ...('latitude' in input || 'longitude' in input
      ? { latitude: input.latitude, longitude: input.longitude }
      : {}),
  };
  return details as Partial<PropertyDetails>;
}

/** A proof given as text is the key of a file stored earlier (the edit form keeps it). */
const storedKey = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Floors as stored: a premise keeps its id, a new one gets one. */
export const floorsOf = (floors: FloorInput[], newIds = true): Floor[] =>
  floors.map((floor) => ({
    propertyPremiseId: floor.propertyPremiseId || (newIds ? randomUUID() : ''),
    floorNumber: floor.floorNumber,
    rentType: floor.rentType,
    rentUsage: floor.rentUsage,
    type: floor.type,
    ...(floor.rentUsage === 'nonresidential'
      ? { category: floor.category, subCategory: floor.subCategory }
      : {}),
    areaSqft: floor.areaSqft,
  }));

/** The building images among this request's stored files. */
export const imagesOf = (keys: Partial<Record<FileField, string>>): Partial<BuildingImagesData> =>
  Object.fromEntries(
    Object.entries({
      buildingImageFrontId: keys.buildingImageFront,
      buildingImageRightId: keys.buildingImageRight,
      buildingImageLeftId: keys.buildingImageLeft,
      ownerIdDocumentId: keys.ownerId,
      landRegistryDocumentId: keys.landRegistryDocument,
      electricityBillId: keys.electricityBill,
    }).filter(([, value]) => value !== undefined),
  );
