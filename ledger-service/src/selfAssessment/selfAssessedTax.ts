// The self-assessed values through the shared tax engine, exactly as the preview call runs it
// (tax/calculations.ts previewTax): the same rule set, mohalla rates and category factors.
import type { Assessment, PropertyDetails, TaxPreviewInput } from '@ptax/contracts';
import type { Queryable } from '@ptax/projections';
import type { Floor } from '../properties/property';
import { previewTax } from '../tax/calculations';

export type FloorWithoutPremise = Omit<Floor, 'propertyPremiseId'>;

/**
 * The engine's input as the register's adapter (tax/inputs.ts) would build it once the form is on
 * the register: a non-residential floor without its own sub-category takes the property's.
 */
export function previewOf(
  details: Partial<PropertyDetails>,
  floors: FloorWithoutPremise[],
  financialYear: string,
): TaxPreviewInput {
  return {
    financialYear,
    mohallaId: details.mohallaId as string,
    houseCategory: details.houseCategory as TaxPreviewInput['houseCategory'],
    constType: details.constType as TaxPreviewInput['constType'],
    roadWidth: details.roadWidth as number,
    plotArea: details.plotArea as number,
    constructionYear: details.constructionYear as number,
    houseTaxApplicable: details.houseTaxApplicable ?? false,
    waterTaxApplicable: details.waterTaxApplicable ?? false,
    sewerageConnectionAvailable: details.sewerageConnectionAvailable ?? false,
    isDisabled: details.isDisabled ?? false,
    isExDefensePersonalWidow: details.isExDefensePersonalWidow ?? false,
    isMetroRailProperty: details.isMetroRailProperty ?? false,
    floors: floors.map((floor) => ({
      floorNumber: floor.floorNumber,
      rentType: floor.rentType as TaxPreviewInput['floors'][number]['rentType'],
      usage: floor.rentUsage as TaxPreviewInput['floors'][number]['usage'],
      areaSqft: floor.areaSqft,
      ...(floor.rentUsage === 'nonresidential'
        ? { subCategoryId: floor.subCategory ?? details.subCategory }
        : {}),
    })),
  };
}

/** ARV and taxes of the year; a form the engine cannot assess is a 400 with its reason. */
export function selfAssessedTax(
  db: Queryable,
  details: Partial<PropertyDetails>,
  floors: FloorWithoutPremise[],
  financialYear: string,
): Promise<Assessment> {
  return previewTax(db, previewOf(details, floors, financialYear), financialYear);
}
