import { z } from 'zod';
import { HOUSE_CATEGORIES } from '../constants';
import {
  optionalBoolean,
  optionalFinancialYear,
  optionalNumber,
  requiredId,
  requiredNumber,
} from '../schemas/common';
import { CONST_TYPES } from '../schemas/property';
import { RENT_TYPES, RENT_USAGES } from '../schemas/floor';

// GET properties/taxCalculations: a property described in the query (or body) and previewed with the
// same engine, nothing saved. Query strings carry `floors` as JSON text.

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const jsonList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

export const previewFloorSchema = z.object({
  floorNumber: requiredNumber('Floor number', (n) => n.int('Floor number must be a whole number')),
  rentType: choice(RENT_TYPES, 'Rent type must be self or rented'),
  usage: choice(RENT_USAGES, 'Usage must be residential or nonresidential'),
  areaSqft: requiredNumber('Area', (n) => n.positive('Area must be more than 0')),
  subCategoryId: optionalNumber('Sub-category', (n) => n.int()),
});

export const taxPreviewSchema = z.object({
  financialYear: optionalFinancialYear(),
  mohallaId: requiredId('Mohalla is required'),
  houseCategory: choice(HOUSE_CATEGORIES, 'House category must be residential or nonresidential'),
  constType: choice(CONST_TYPES, 'Construction type must be rcc_rbc, other_pucca or kachha'),
  roadWidth: requiredNumber('Road width', (n) => n.min(0, 'Road width can not be negative')),
  plotArea: requiredNumber('Plot area', (n) => n.min(0, 'Plot area can not be negative')),
  constructionYear: requiredNumber('Construction year', (n) =>
    n.int().positive('Construction year must be positive'),
  ),
  houseTaxApplicable: optionalBoolean().default(true),
  waterTaxApplicable: optionalBoolean().default(true),
  sewerageConnectionAvailable: optionalBoolean().default(true),
  isDisabled: optionalBoolean().default(false),
  isExDefensePersonalWidow: optionalBoolean().default(false),
  isMetroRailProperty: optionalBoolean().default(false),
  floors: z.preprocess(jsonList, z.array(previewFloorSchema, { error: 'Floors must be a list' })).default([]),
});
export type TaxPreviewInput = z.infer<typeof taxPreviewSchema>;
