import { z } from 'zod';
import { HOUSE_CATEGORIES, MAX_DISABILITY_PERCENTAGE, type RoadRateCategory } from '../constants';
import {
  ALWAYS,
  AMOUNT_DECIMALS_MESSAGE,
  hasAtMostTwoDecimals,
  MOBILE_MESSAGES,
  email,
  fieldOf,
  mobile,
  optionalBoolean,
  optionalFinancialYear,
  optionalNumber,
  optionalText,
  requiredBoolean,
  requiredId,
  requiredNumber,
  requiredText,
  requiredWhen,
} from './common';
import { fatherOrHusbandShape, requireFatherOrHusband } from './fatherOrHusband';
import { floorSchema } from './floor';
import { coordinatesShape, requireBothCoordinates } from './geo';
import { optionalPropertyUniqueId, propertyUniqueId } from './propertyId';
import { optionalFile } from './uploads';

// SPEC sections 3 and 5: the property (owner) form, add and edit variants.

export const PROPERTY_MESSAGES = {
  categoryRequired: 'Property Category is required',
  subCategoryRequired: 'Property Sub-Category is required',
  disabilityPercentageRequired: 'Disability percentage is required',
  disabilityPercentagePositive: 'Disability percentage must be more than 0',
  disabilityPercentageMax: `Max disability percentage can be ${MAX_DISABILITY_PERCENTAGE}%`,
  disabilityProofRequired: 'Disability document proof is required',
  exDefenseProofRequired: 'Ex-defence widow document proof is required',
  houseCategoryInvalid: 'House category must be residential or nonresidential',
  houseTaxNotSelected: 'Select whether house tax is applicable',
  waterTaxNotSelected: 'Select whether water tax is applicable',
  sewerageNotSelected: 'Select whether a sewerage connection is available',
  constTypeInvalid:
    'Construction type must be rcc_rbc, other_pucca or kachha (vacant land is not a construction type)',
  categoryWhole: 'Property Category must be a whole number',
  subCategoryWhole: 'Property Sub-Category must be a whole number',
  floorsInvalid: 'Floors must be a list',
} as const;

/** Construction types of a building: the mohalla rate categories without vacant_land (DOMAIN.md). */
export const CONST_TYPES = ['rcc_rbc', 'other_pucca', 'kachha'] as const satisfies readonly Exclude<
  RoadRateCategory,
  'vacant_land'
>[];
export type ConstType = (typeof CONST_TYPES)[number];

const positive = (label: string) => (n: z.ZodNumber) => n.positive(`${label} must be more than 0`);
const nonNegative = (label: string) => (n: z.ZodNumber) => n.nonnegative(`${label} can not be negative`);
const year = (n: z.ZodNumber) =>
  positive('Construction year')(n).int('Construction year must be a whole number');

const constType = (requiredMessage?: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    requiredMessage
      ? z.enum(CONST_TYPES, {
          error: (issue) =>
            issue.input === undefined ? requiredMessage : PROPERTY_MESSAGES.constTypeInvalid,
        })
      : z.enum(CONST_TYPES, { error: PROPERTY_MESSAGES.constTypeInvalid }).optional(),
  );

/** Floors of a multipart form arrive as JSON text. */
const floorList = z.preprocess(
  (v) => {
    if (v === '' || v === null) return undefined;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z.array(floorSchema, { error: PROPERTY_MESSAGES.floorsInvalid }).optional(),
);

const houseCategory = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(HOUSE_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined ? 'House category is required' : PROPERTY_MESSAGES.houseCategoryInvalid,
  }),
);

/** The edit form's fields; the add form tightens some of them below. */
const editShape = {
  ownerName: requiredText('Owner name is required'),
  ...fatherOrHusbandShape,
  propertyAddress: optionalText(),
  mobileNumber: mobile(MOBILE_MESSAGES.notValid),
  emailId: email(),
  zoneId: requiredId('Zone is required'),
  wardId: requiredId('Ward is required'),
  mohallaId: requiredId('Mohalla is required'),
  houseNumber: optionalText(),
  oldPropertyTaxId: optionalText(),
  propertyUniqueId: optionalPropertyUniqueId(),
  buildingId: optionalText(),
  /** Rupees, as the old assessment recorded it. */
  oldArv: optionalNumber('Old ARV', (n) =>
    positive('Old ARV')(n).refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE),
  ),
  /** Square feet. */
  plotArea: optionalNumber('Plot area', positive('Plot area')),
  constType: constType(),
  houseCategory,
  /** Numbers of the category master; required for nonresidential. */
  category: optionalNumber('Property Category', (n) => n.int(PROPERTY_MESSAGES.categoryWhole)),
  subCategory: optionalNumber('Property Sub-Category', (n) => n.int(PROPERTY_MESSAGES.subCategoryWhole)),
  /** "The occupancy fields" of SPEC section 5: required in both variants. */
  occupancyStatus: requiredText('Occupancy status is required'),
  roadType: optionalText(),
  /** Metres. */
  roadWidth: optionalNumber('Road width', nonNegative('Road width')),
  constructionYear: optionalNumber('Construction year', year),
  financialYear: optionalFinancialYear(),
  isMetroRailProperty: optionalBoolean(),
  houseTaxApplicable: requiredBoolean(PROPERTY_MESSAGES.houseTaxNotSelected),
  sewerageConnectionAvailable: requiredBoolean(PROPERTY_MESSAGES.sewerageNotSelected),
  waterTaxApplicable: requiredBoolean(PROPERTY_MESSAGES.waterTaxNotSelected),
  sourceOfWater: optionalText(),
  isDisabled: optionalBoolean(),
  disabilityPercentage: optionalNumber('Disability percentage', (n) =>
    n
      .positive(PROPERTY_MESSAGES.disabilityPercentagePositive)
      .max(MAX_DISABILITY_PERCENTAGE, PROPERTY_MESSAGES.disabilityPercentageMax),
  ),
  disabilityDocumentProof: optionalFile(),
  isExDefensePersonalWidow: optionalBoolean(),
  exDefensePersonalDocumentProof: optionalFile(),
  /** Floors / premises entered with the property; they can also be replaced later. */
  floors: floorList,
  /** Where the property stands (WGS84 degrees), for the map; optional. */
  ...coordinatesShape,
};

const addShape = {
  ...editShape,
  propertyAddress: requiredText('Property address is required'),
  mobileNumber: mobile(MOBILE_MESSAGES.notValid, 'Mobile number is required'),
  plotArea: requiredNumber('Plot area', positive('Plot area')),
  constType: constType('Construction type is required'),
  roadType: requiredText('Road type is required'),
  roadWidth: requiredNumber('Road width', nonNegative('Road width')),
  constructionYear: requiredNumber('Construction year', year),
};

const isTrue = (key: string) => (value: unknown) => fieldOf(value, key) === true;

/** The cross-field rules of SPEC section 5; they run even when another field failed. */
function withPropertyRules<T extends z.ZodObject>(schema: T) {
  return schema
    .superRefine(requireFatherOrHusband, ALWAYS)
    .superRefine(requireBothCoordinates, ALWAYS)
    .superRefine(
      requiredWhen((v) => fieldOf(v, 'houseCategory') === 'nonresidential', {
        category: PROPERTY_MESSAGES.categoryRequired,
        subCategory: PROPERTY_MESSAGES.subCategoryRequired,
      }),
      ALWAYS,
    )
    .superRefine(
      requiredWhen(isTrue('isDisabled'), {
        disabilityPercentage: PROPERTY_MESSAGES.disabilityPercentageRequired,
        disabilityDocumentProof: PROPERTY_MESSAGES.disabilityProofRequired,
      }),
      ALWAYS,
    )
    .superRefine(
      requiredWhen(isTrue('isExDefensePersonalWidow'), {
        exDefensePersonalDocumentProof: PROPERTY_MESSAGES.exDefenseProofRequired,
      }),
      ALWAYS,
    );
}

/** PATCH properties/edit/{id}. */
export const propertyEditSchema = withPropertyRules(z.object(editShape));
export type PropertyEditInput = z.infer<typeof propertyEditSchema>;

/** POST properties/add: also requires address, mobile, plot area, construction and road details. */
export const propertyAddSchema = withPropertyRules(z.object(addShape));
export type PropertyAddInput = z.infer<typeof propertyAddSchema>;

/** PATCH properties/updateOwnerDetails: the owner and contact fields of one property. */
export const ownerDetailsSchema = z
  .object({
    propertyUniqueId: propertyUniqueId(),
    ownerName: requiredText('Owner name is required'),
    ...fatherOrHusbandShape,
    mobileNumber: mobile(MOBILE_MESSAGES.notValid),
    emailId: email(),
  })
  .superRefine(requireFatherOrHusband, ALWAYS);
export type OwnerDetailsInput = z.infer<typeof ownerDetailsSchema>;
