import { z } from 'zod';
import { HOUSE_CATEGORIES } from '../constants';
import { at, eventSchema, id, paise } from './common';

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
  isDisabled: z.boolean(),
  disabilityPercentage: z.number().optional(),
  disabilityDocumentId: z.string().optional(),
  isExDefensePersonalWidow: z.boolean(),
  exDefensePersonalDocumentId: z.string().optional(),
});
export type PropertyDetails = z.infer<typeof propertyDetails>;

export const PropertyRegistered = eventSchema('PropertyRegistered', 1, {
  propertyUniqueId: id(),
  details: propertyDetails,
  floors: z.array(floorData),
  /** Set when the property was carved out of another by a split. */
  splitFromPropertyUniqueId: id().optional(),
  registeredAt: at(),
});

export const PropertyEdited = eventSchema('PropertyEdited', 1, {
  propertyUniqueId: id(),
  /** Only the fields that changed, with their new values. */
  changes: propertyDetails.partial(),
  editedAt: at(),
});

export const OwnerDetailsUpdated = eventSchema('OwnerDetailsUpdated', 1, {
  propertyUniqueId: id(),
  ownerName: z.string().min(1),
  fatherName: z.string().optional(),
  husbandName: z.string().optional(),
  mobileNumber: z.string().optional(),
  emailId: z.string().optional(),
  /** The approved mutation that changed the owner, when there was one. */
  mutationId: id().optional(),
  updatedAt: at(),
});

export const FloorsReplaced = eventSchema('FloorsReplaced', 1, {
  propertyUniqueId: id(),
  floors: z.array(floorData),
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
  removedAt: at(),
});

/** The parent's side of a split; each new property starts with PropertyRegistered(splitFrom...). */
export const PropertySplit = eventSchema('PropertySplit', 1, {
  propertyUniqueId: id(),
  newPropertyUniqueIds: z.array(id()).min(1),
  splitAt: at(),
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
  PropertyDeleted,
  OldPropertyLinked,
]);
export type PropertyEvent = z.infer<typeof PropertyEvent>;
