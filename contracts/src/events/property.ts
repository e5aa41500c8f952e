import { z } from 'zod';
import { HOUSE_CATEGORIES } from '../constants';
import { at, eventSchema, financialYear, headAmounts, id, paise } from './common';

// Stream `property-<propertyUniqueId>`: what the property is. Its money events are in ledger.ts.

export const propertyStream = (propertyUniqueId: string) => `property-${propertyUniqueId}`;

/** A floor / premise as stored; areaSqft is the covered area in square feet. */
export const floorData = z.object({
  propertyPremiseId: id(),
  floorNumber: z.number().int(),
  rentType: z.string(),
  rentUsage: z.string(),
  type: z.string(),
  category: z.number().optional(),
  subCategory: z.number().optional(),
  areaSqft: z.number().positive(),
});

/** The owner form of SPEC section 3 as stored; uploaded proofs are referenced by their file id. */
export const propertyDetails = z.object({
  ownerName: z.string().min(1),
  fatherName: z.string().optional(),
  husbandName: z.string().optional(),
  propertyAddress: z.string().optional(),
  mobileNumber: z.string().optional(),
  emailId: z.string().optional(),
  zoneId: id(),
  wardId: id(),
  mohallaId: id(),
  houseNumber: z.string().optional(),
  oldPropertyTaxId: z.string().optional(),
  buildingId: z.string().optional(),
  oldArvPaise: paise().optional(),
  plotArea: z.number().nonnegative().optional(),
  constType: z.string().optional(),
  houseCategory: z.enum(HOUSE_CATEGORIES),
  category: z.number().optional(),
  subCategory: z.number().optional(),
  occupancyStatus: z.string().optional(),
  roadType: z.string().optional(),
  roadWidth: z.number().nonnegative().optional(),
  constructionYear: z.number().int().optional(),
  financialYear: z.string().optional(),
  isMetroRailProperty: z.boolean(),
  houseTaxApplicable: z.boolean(),
  sewerageConnectionAvailable: z.boolean(),
  waterTaxApplicable: z.boolean(),
  sourceOfWater: z.string().optional(),
  /** The water department's connection number (changed through a jalkal request). */
  waterConnectionNumber: z.string().optional(),
  isDisabled: z.boolean(),
  disabilityPercentage: z.number().optional(),
  disabilityDocumentId: z.string().optional(),
  isExDefensePersonalWidow: z.boolean(),
  exDefensePersonalDocumentId: z.string().optional(),
  /** Where the property stands, WGS84 degrees (issue 11; absent on earlier events and unmapped properties). */
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type PropertyDetails = z.infer<typeof propertyDetails>;

/** Changed fields of the owner form; null clears an optional field. */
export const propertyChanges = z.object(
  Object.fromEntries(
    Object.entries(propertyDetails.shape).map(([key, schema]) => [key, schema.nullable().optional()]),
  ) as {
    [K in keyof typeof propertyDetails.shape]: z.ZodOptional<
      z.ZodNullable<(typeof propertyDetails.shape)[K]>
    >;
  },
);
export type PropertyChanges = z.infer<typeof propertyChanges>;

/** Stored file ids of the building images; the three views are always present. */
export const buildingImagesData = z.object({
  buildingImageFrontId: id(),
  buildingImageRightId: id(),
  buildingImageLeftId: id(),
  ownerIdDocumentId: id().optional(),
  landRegistryDocumentId: id().optional(),
  electricityBillId: id().optional(),
});
export type BuildingImagesData = z.infer<typeof buildingImagesData>;

const ownerFields = {
  ownerName: z.string().min(1),
  fatherName: z.string().optional(),
  husbandName: z.string().optional(),
  mobileNumber: z.string().optional(),
  emailId: z.string().optional(),
};

export const PropertyRegistered = eventSchema('PropertyRegistered', 1, {
  propertyUniqueId: id(),
  details: propertyDetails,
  floors: z.array(floorData),
  /** Set when the property was carved out of another by a split. */
  splitFromPropertyUniqueId: id().optional(),
  /** The split (PropertySplit.splitId) that made it. */
  splitId: id().optional(),
  /** The building images uploaded with the registration (SPEC section 5 requires them on add). */
  buildingImages: buildingImagesData.optional(),
  registeredAt: at(),
});

export const PropertyEdited = eventSchema('PropertyEdited', 1, {
  propertyUniqueId: id(),
  /** Only the fields that changed, with their new values (null: cleared). */
  changes: propertyChanges,
  /** The same fields before the edit (null: they were empty), for Edited Properties and auditors. */
  previous: propertyChanges.optional(),
  editedAt: at(),
});

export const OwnerDetailsUpdated = eventSchema('OwnerDetailsUpdated', 1, {
  propertyUniqueId: id(),
  ...ownerFields,
  /** The owner fields before the update. */
  previous: z.object(ownerFields).optional(),
  /** The approved mutation that changed the owner, when there was one. */
  mutationId: id().optional(),
  updatedAt: at(),
});

export const FloorsReplaced = eventSchema('FloorsReplaced', 1, {
  propertyUniqueId: id(),
  floors: z.array(floorData),
  /** The floors before the change. */
  previousFloors: z.array(floorData).optional(),
  replacedAt: at(),
});

export const BuildingImagesUpdated = eventSchema('BuildingImagesUpdated', 1, {
  propertyUniqueId: id(),
  /** Stored file ids; the three views are always present, the documents when uploaded. */
  buildingImageFrontId: id(),
  buildingImageRightId: id(),
  buildingImageLeftId: id(),
  ownerIdDocumentId: id().optional(),
  landRegistryDocumentId: id().optional(),
  electricityBillId: id().optional(),
  updatedAt: at(),
});

export const MatchingDetailsRemoved = eventSchema('MatchingDetailsRemoved', 1, {
  propertyUniqueId: id(),
  /** The old record the property was matched with. */
  ptinNo: z.string().optional(),
  oldPropertyId: id().optional(),
  removedAt: at(),
});

/** The plot area and floors one part of a split holds (the floors' covered areas as split). */
export const splitShare = z.object({
  plotArea: z.number().nonnegative(),
  floors: z.array(floorData),
});

/**
 * The decision of a split (bifurcation), on the parent's stream: what the parent keeps (`remains`,
 * applied at once) and what each new property takes, under ids allocated before. A process
 * completes it (split/): each child's PropertyRegistered, the parts assessed and, with `billNow`,
 * billed for `financialYear`, then PropertySplitCompleted.
 */
export const PropertySplit = eventSchema('PropertySplit', 1, {
  propertyUniqueId: id(),
  splitId: id(),
  /** The children, in the order of `children`. */
  newPropertyUniqueIds: z.array(id()).min(1),
  /** From this financial year each part is assessed and billed on its own. */
  financialYear: financialYear(),
  remains: splitShare,
  /** The parent before the split. */
  previous: z.object({ plotArea: z.number().nonnegative().optional(), floors: z.array(floorData) }),
  children: z.array(splitShare.extend({ propertyUniqueId: id() })).min(1),
  /** The parent's demand for the year had been raised: it is replaced and each child's raised at once. */
  billNow: z.boolean(),
  splitAt: at(),
});

/** The split's process has registered, assessed and billed every part. */
export const PropertySplitCompleted = eventSchema('PropertySplitCompleted', 1, {
  propertyUniqueId: id(),
  splitId: id(),
  completedAt: at(),
});

export const PropertyDeleted = eventSchema('PropertyDeleted', 1, {
  propertyUniqueId: id(),
  reason: z.string().min(1),
  requestedBy: z.string().min(1),
  deletedAt: at(),
});

/** The property was matched with its record in the old (pre-survey) tax register. */
export const OldPropertyLinked = eventSchema('OldPropertyLinked', 1, {
  propertyUniqueId: id(),
  ptinNo: z.string().min(1),
  oldPropertyId: id().optional(),
  /** Unpaid tax of the old register per head, in paise: the ledger takes it over as arrears. */
  arrears: z.object(headAmounts()).optional(),
  /** Interest on those arrears the old register had charged, per head, in paise. */
  interest: z.object(headAmounts()).optional(),
  /** The old register's annual rental value. */
  oldArvPaise: paise().optional(),
  linkedAt: at(),
});

export const PropertyEvent = z.discriminatedUnion('type', [
  PropertyRegistered,
  PropertyEdited,
  OwnerDetailsUpdated,
  FloorsReplaced,
  BuildingImagesUpdated,
  MatchingDetailsRemoved,
  PropertySplit,
  PropertySplitCompleted,
  PropertyDeleted,
  OldPropertyLinked,
]);
export type PropertyEvent = z.infer<typeof PropertyEvent>;

// Stream `oldProperty-<oldPropertyId>`: one record of the old (pre-survey) tax register, keyed by its
// PTIN (upper-cased), and which property it is matched with. Amounts are paise.

export const oldPropertyStream = (oldPropertyId: string) => `oldProperty-${oldPropertyId}`;

export const oldPropertyRecord = z.object({
  ptinNo: z.string().min(1),
  ownerName: z.string().optional(),
  ownerFatherName: z.string().optional(),
  oldMobileNo: z.string().optional(),
  oldHouseNo: z.string().optional(),
  oldOwnerAddress: z.string().optional(),
  oldZoneId: z.string().optional(),
  oldWardId: z.string().optional(),
  oldMohallaId: z.string().optional(),
  oldZoneName: z.string().optional(),
  oldWardName: z.string().optional(),
  oldMohallaName: z.string().optional(),
  oldConstYear: z.string().optional(),
  oldBuildingUsage: z.string().optional(),
  oldHouseCategory: z.string().optional(),
  oldConstType: z.string().optional(),
  oldRoadWidth: z.string().optional(),
  oldConstructionArea: z.number().nonnegative().optional(),
  oldPlotArea: z.number().nonnegative().optional(),
  oldOpenArea: z.number().nonnegative().optional(),
  oldCarpetArea: z.number().nonnegative().optional(),
  oldArvPaise: paise().optional(),
  houseTaxApplicable: z.boolean().optional(),
  waterTaxApplicable: z.boolean().optional(),
  sewerTaxApplicable: z.boolean().optional(),
  arrears: z.object(headAmounts()),
  interest: z.object(headAmounts()),
  /** The yearly tax the old register charged. */
  oldTax: z.object(headAmounts()),
  arrearsTotalPaise: paise().optional(),
});
export type OldPropertyRecord = z.infer<typeof oldPropertyRecord>;

export const OldPropertyRecorded = eventSchema('OldPropertyRecorded', 1, {
  oldPropertyId: id(),
  record: oldPropertyRecord,
  recordedAt: at(),
});

/** The old record is claimed by one property, so its arrears reach one ledger only. */
export const OldPropertyMatched = eventSchema('OldPropertyMatched', 1, {
  oldPropertyId: id(),
  propertyUniqueId: id(),
  matchedAt: at(),
});

export const OldPropertyUnmatched = eventSchema('OldPropertyUnmatched', 1, {
  oldPropertyId: id(),
  propertyUniqueId: id(),
  unmatchedAt: at(),
});

export const OldPropertyEvent = z.discriminatedUnion('type', [
  OldPropertyRecorded,
  OldPropertyMatched,
  OldPropertyUnmatched,
]);
export type OldPropertyEvent = z.infer<typeof OldPropertyEvent>;

// Property ids are never reused (docs/PROPERTY-ID.md). Mohalla codes are counted per zone and ward
// (`propertyMohallaCodes-<ZZWWW>`), serials per zone, ward and mohalla code (`propertySerial-<ZZWWWMMM>`);
// the counter is the stream's revision, so an append at a taken revision fails and is retried.

export const propertyMohallaCodesStream = (zoneWardCode: string) => `propertyMohallaCodes-${zoneWardCode}`;
export const propertySerialStream = (prefix: string) => `propertySerial-${prefix}`;

export const PropertyMohallaCodeAssigned = eventSchema('PropertyMohallaCodeAssigned', 1, {
  zoneWardCode: z.string().regex(/^\d{5}$/),
  mohallaId: id(),
  /** The stream revision + 1. */
  mohallaCode: z.number().int().min(1).max(999),
  assignedAt: at(),
});

export const PropertySerialAllocated = eventSchema('PropertySerialAllocated', 1, {
  prefix: z.string().regex(/^\d{8}$/),
  /** The stream revision + 1. */
  serial: z.number().int().min(1).max(99_999_999),
  propertyUniqueId: id(),
  allocatedAt: at(),
});

export const PropertyIdEvent = z.discriminatedUnion('type', [
  PropertyMohallaCodeAssigned,
  PropertySerialAllocated,
]);
export type PropertyIdEvent = z.infer<typeof PropertyIdEvent>;
