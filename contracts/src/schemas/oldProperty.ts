import { z } from 'zod';
import { PTIN_MIN_LENGTH } from '../constants';
import {
  AMOUNT_DECIMALS_MESSAGE,
  hasAtMostTwoDecimals,
  optionalBoolean,
  optionalNumber,
  optionalText,
  requiredText,
} from './common';
import { NEGATIVE_TAX_MESSAGE } from './arrears';

// SPEC section 5, old property record (POST oldProperties/add). Amounts are rupees.

export const PTIN_MIN_MESSAGE = `PTIN number must be at least ${PTIN_MIN_LENGTH} characters`;
export const OLD_ARV_POSITIVE_MESSAGE = 'Old ARV must be more than 0';

export const ptinNo = () => requiredText('PTIN number is required').min(PTIN_MIN_LENGTH, PTIN_MIN_MESSAGE);

const area = (label: string) => optionalNumber(label, (n) => n.nonnegative(`${label} can not be negative`));
// Rupees with at most two decimals: the server keeps them as whole paise.
const tax = (label: string) =>
  optionalNumber(label, (n) =>
    n.nonnegative(NEGATIVE_TAX_MESSAGE).refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE),
  );

export const oldPropertySchema = z.object({
  PTINNo: ptinNo(),
  ownerName: optionalText(),
  ownerFatherName: optionalText(),
  oldMobileNo: optionalText(),
  oldHouseNo: optionalText(),
  oldOwnerAddress: optionalText(),
  oldZoneId: optionalText(),
  oldWardId: optionalText(),
  oldMohallaId: optionalText(),
  oldZoneName: optionalText(),
  oldWardName: optionalText(),
  oldMohallaName: optionalText(),
  oldConstYear: optionalText(),
  oldBuildingUsage: optionalText(),
  oldHouseCategory: optionalText(),
  oldConstType: optionalText(),
  oldRoadWidth: optionalText(),
  oldConstructionArea: area('Construction area'),
  oldPlotArea: area('Plot area'),
  oldOpenArea: area('Open area'),
  oldCarpetArea: area('Carpet area'),
  oldArv: optionalNumber('Old ARV', (n) =>
    n.positive(OLD_ARV_POSITIVE_MESSAGE).refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE),
  ),
  houseTaxApplicable: optionalBoolean(),
  arrearsHouseTax: tax('Arrears house tax'),
  interestHouseTax: tax('Interest on house tax'),
  oldHouseTax: tax('House tax'),
  waterTaxApplicable: optionalBoolean(),
  arrearsWaterTax: tax('Arrears water tax'),
  interestWaterTax: tax('Interest on water tax'),
  oldWaterTax: tax('Water tax'),
  sewerTaxApplicable: optionalBoolean(),
  arrearsSewarageTax: tax('Arrears sewerage tax'),
  interestSewerTax: tax('Interest on sewer tax'),
  oldSewerTax: tax('Sewer tax'),
  arrearsTotalTax: tax('Total arrears'),
});
export type OldPropertyInput = z.infer<typeof oldPropertySchema>;
