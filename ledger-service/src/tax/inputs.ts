// THE adapter between the property register and the tax engine: reads the register's views
// (`properties`, `property_floors`), the geography views (`mohallas`, `mohalla_rates`) and the
// category master (`sub_categories`), and builds the engine's AssessmentInput. Nothing is guessed:
// a property missing a figure the engine needs gets a `problem` instead of an input.
import type { AssessmentFloor, AssessmentInput, HouseCategory, MohallaRates } from '@ptax/contracts';
import { subCategoryFactors, type Queryable } from '@ptax/projections';

/** Where the property sits and what it is: copied onto its recorded assessment for the reports. */
export interface PropertyPlace {
  propertyUniqueId: string;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  houseCategory: HouseCategory;
  category?: number;
  subCategory?: number;
}

export type PropertyForAssessment = PropertyPlace & ({ input: AssessmentInput } | { problem: string });

interface Row {
  property_unique_id: string;
  zone_id: string;
  ward_id: string;
  mohalla_id: string;
  house_category: HouseCategory;
  category: number | null;
  sub_category: number | null;
  const_type: string | null;
  road_width: string | null;
  plot_area: string | null;
  construction_year: number | null;
  house_tax_applicable: boolean;
  water_tax_applicable: boolean;
  sewerage_connection_available: boolean;
  is_disabled: boolean;
  is_ex_defense_personal_widow: boolean;
  is_metro_rail_property: boolean;
  water_tax_availability: boolean | null;
  sewer_tax_availability: boolean | null;
  rates: MohallaRates | null;
  floors: {
    floorNumber: number;
    rentType: string;
    rentUsage: string;
    areaSqft: string;
    category: number | null;
    subCategory: number | null;
  }[];
}

// numeric columns arrive as text ('1200.50') and stay exact decimals through Number's shortest form.
const SELECT = `
  SELECT p.property_unique_id, p.zone_id, p.ward_id, p.mohalla_id, p.house_category, p.category, p.sub_category,
         p.const_type, p.road_width::text, p.plot_area::text, p.construction_year, p.house_tax_applicable,
         p.water_tax_applicable, p.sewerage_connection_available, p.is_disabled, p.is_ex_defense_personal_widow,
         p.is_metro_rail_property, m.water_tax_availability, m.sewer_tax_availability,
         coalesce((SELECT r.rates FROM mohalla_rates r
                    WHERE r.mohalla_id = p.mohalla_id AND r.effective_from_year <= $2
                    ORDER BY r.effective_from_year DESC, r.revision DESC LIMIT 1), m.rates) AS rates,
         coalesce((SELECT json_agg(json_build_object('floorNumber', f.floor_number, 'rentType', f.rent_type,
                                     'rentUsage', f.rent_usage, 'areaSqft', f.area_sqft::text,
                                     'category', f.category, 'subCategory', f.sub_category) ORDER BY f.floor_index)
                     FROM property_floors f WHERE f.property_unique_id = p.property_unique_id), '[]') AS floors
    FROM properties p
    LEFT JOIN mohallas m ON m.id = p.mohalla_id
   WHERE p.property_unique_id = ANY($1::text[]) AND p.status <> 'deleted'`;

const orUndefined = (n: number | null) => n ?? undefined;

/** A floor of the register as the engine takes it (also a floor a split gives a part). */
export interface RegisterFloor {
  floorNumber: number;
  rentType: string;
  rentUsage: string;
  areaSqft: number | string;
  category?: number | null;
  subCategory?: number | null;
}

export function assessmentFloorOf(
  f: RegisterFloor,
  property: { category?: number | null; subCategory?: number | null },
): AssessmentFloor {
  const nonResidential = f.rentUsage === 'nonresidential';
  return {
    floorNumber: f.floorNumber,
    rentType: f.rentType as AssessmentFloor['rentType'],
    usage: f.rentUsage as AssessmentFloor['usage'],
    areaSqft: Number(f.areaSqft),
    // A non-residential floor without its own category takes the property's.
    ...(nonResidential
      ? {
          categoryId: orUndefined(f.category ?? property.category ?? null),
          subCategoryId: orUndefined(f.subCategory ?? property.subCategory ?? null),
        }
      : {}),
  };
}

function floorsOf(row: Row): AssessmentFloor[] {
  return row.floors.map((f) =>
    assessmentFloorOf(f, { category: row.category, subCategory: row.sub_category }),
  );
}

function missingFigure(row: Row): string | null {
  if (row.rates === null) return `Mohalla ${row.mohalla_id} has no rates`;
  if (row.const_type === null) return 'The property has no construction type';
  if (row.road_width === null) return 'The property has no road width';
  if (row.plot_area === null) return 'The property has no plot area';
  if (row.construction_year === null) return 'The property has no construction year';
  return null;
}

function toInput(row: Row, financialYear: string, factors: Record<string, number>): AssessmentInput {
  return {
    financialYear,
    houseCategory: row.house_category,
    constType: row.const_type as AssessmentInput['constType'],
    roadWidth: Number(row.road_width),
    plotArea: Number(row.plot_area),
    constructionYear: row.construction_year as number,
    houseTaxApplicable: row.house_tax_applicable,
    waterTaxApplicable: row.water_tax_applicable,
    sewerageConnectionAvailable: row.sewerage_connection_available,
    isDisabled: row.is_disabled,
    isExDefensePersonalWidow: row.is_ex_defense_personal_widow,
    isMetroRailProperty: row.is_metro_rail_property,
    floors: floorsOf(row),
    mohalla: {
      rates: row.rates as MohallaRates,
      waterTaxAvailability: Boolean(row.water_tax_availability),
      sewerTaxAvailability: Boolean(row.sewer_tax_availability),
    },
    subCategoryFactors: factors,
  };
}

/** The engine's input for each of the properties (deleted or unknown ones are left out). */
export async function assessmentInputsOf(
  db: Queryable,
  propertyUniqueIds: string[],
  financialYear: string,
): Promise<Map<string, PropertyForAssessment>> {
  const { rows } = await db.query<Row>(SELECT, [propertyUniqueIds, Number(financialYear.slice(0, 4))]);
  const used = rows.flatMap((row) =>
    floorsOf(row).flatMap((f) => (f.subCategoryId === undefined ? [] : [f.subCategoryId])),
  );
  const allFactors = await subCategoryFactors(db, [...new Set(used)]);
  const result = new Map<string, PropertyForAssessment>();
  for (const row of rows) {
    const place: PropertyPlace = {
      propertyUniqueId: row.property_unique_id,
      zoneId: row.zone_id,
      wardId: row.ward_id,
      mohallaId: row.mohalla_id,
      houseCategory: row.house_category,
      category: orUndefined(row.category),
      subCategory: orUndefined(row.sub_category),
    };
    const problem = missingFigure(row);
    // Each input carries only the factors its floors use, so its fingerprint ignores the others.
    const own = Object.fromEntries(
      floorsOf(row).flatMap((f) =>
        f.subCategoryId !== undefined && allFactors[f.subCategoryId] !== undefined
          ? [[f.subCategoryId, allFactors[f.subCategoryId]]]
          : [],
      ),
    );
    result.set(
      row.property_unique_id,
      problem ? { ...place, problem } : { ...place, input: toInput(row, financialYear, own) },
    );
  }
  return result;
}

export async function assessmentInputOf(
  db: Queryable,
  propertyUniqueId: string,
  financialYear: string,
): Promise<PropertyForAssessment | null> {
  return (await assessmentInputsOf(db, [propertyUniqueId], financialYear)).get(propertyUniqueId) ?? null;
}
