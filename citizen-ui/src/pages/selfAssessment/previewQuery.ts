import { previewFloorSchema, taxPreviewSchema } from '@ptax/contracts';
import type { FloorValues, FormValues } from './formModel';

// The query of GET properties/taxCalculations for the form as it stands: the server runs the shared
// tax engine with the rule set and the mohalla's rates of the year, which no public call hands out.

export type PreviewAsk =
  { query: string; floorsLeftOut: number; flagsAssumed: boolean } | { query: null; missing: string[] };

const FLAGS = ['houseTaxApplicable', 'waterTaxApplicable', 'sewerageConnectionAvailable'] as const;

/** A floor as the engine takes it; a non-residential floor without its own sub-category takes the property's. */
function previewFloor(floor: FloorValues, values: FormValues) {
  const nonresidential = floor.rentUsage === 'nonresidential';
  return {
    floorNumber: floor.floorNumber,
    rentType: floor.rentType,
    usage: floor.rentUsage,
    areaSqft: floor.areaSqft,
    subCategoryId: nonresidential ? floor.subCategory || values.subCategory : '',
  };
}

export function previewAsk(values: FormValues): PreviewAsk {
  const floors = values.floors.map((floor) => previewFloor(floor, values));
  const complete = floors.flatMap((floor) => {
    const parsed = previewFloorSchema.safeParse(floor);
    // The engine prices a non-residential floor by its sub-category: without one it is not complete.
    if (!parsed.success || (floor.usage === 'nonresidential' && parsed.data.subCategoryId === undefined))
      return [];
    return [parsed.data];
  });
  const flags = Object.fromEntries(
    FLAGS.filter((flag) => values[flag] !== '').map((flag) => [flag, values[flag]]),
  );
  const candidate = {
    mohallaId: values.mohallaId,
    houseCategory: values.houseCategory,
    constType: values.constType,
    roadWidth: values.roadWidth,
    plotArea: values.plotArea,
    constructionYear: values.constructionYear,
    isDisabled: values.isDisabled,
    isExDefensePersonalWidow: values.isExDefensePersonalWidow,
    ...flags,
  };
  const parsed = taxPreviewSchema.safeParse({ ...candidate, floors: complete });
  if (!parsed.success)
    return { query: null, missing: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] };
  const { floors: _floors, financialYear: _year, ...property } = parsed.data;
  const fields = Object.entries(property).map(([key, value]) => [key, String(value)]);
  fields.push(['floors', JSON.stringify(complete)]);
  return {
    query: new URLSearchParams(fields).toString(),
    floorsLeftOut: floors.length - complete.length,
    flagsAssumed: Object.keys(flags).length < FLAGS.length,
  };
}
