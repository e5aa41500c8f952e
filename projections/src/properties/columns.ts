// The owner form's fields (contracts propertyDetails) and the `properties` columns that hold them.
// Registration and edits pass the fields as one jsonb value; the SQL below reads it field by field,
// so there is one static statement text per event type, whatever fields an edit changes.
import type { PropertyDetails } from '@ptax/contracts';

type SqlType = 'text' | 'bigint' | 'numeric' | 'integer' | 'boolean';

export const DETAIL_COLUMNS: readonly (readonly [keyof PropertyDetails, string, SqlType])[] = [
  ['ownerName', 'owner_name', 'text'],
  ['fatherName', 'father_name', 'text'],
  ['husbandName', 'husband_name', 'text'],
  ['propertyAddress', 'property_address', 'text'],
  ['mobileNumber', 'mobile_number', 'text'],
  ['emailId', 'email_id', 'text'],
  ['zoneId', 'zone_id', 'text'],
  ['wardId', 'ward_id', 'text'],
  ['mohallaId', 'mohalla_id', 'text'],
  ['houseNumber', 'house_number', 'text'],
  ['oldPropertyTaxId', 'old_property_tax_id', 'text'],
  ['buildingId', 'building_id', 'text'],
  ['oldArvPaise', 'old_arv_paise', 'bigint'],
  ['plotArea', 'plot_area', 'numeric'],
  ['constType', 'const_type', 'text'],
  ['houseCategory', 'house_category', 'text'],
  ['category', 'category', 'integer'],
  ['subCategory', 'sub_category', 'integer'],
  ['occupancyStatus', 'occupancy_status', 'text'],
  ['roadType', 'road_type', 'text'],
  ['roadWidth', 'road_width', 'numeric'],
  ['constructionYear', 'construction_year', 'integer'],
  ['financialYear', 'financial_year', 'text'],
  ['isMetroRailProperty', 'is_metro_rail_property', 'boolean'],
  ['houseTaxApplicable', 'house_tax_applicable', 'boolean'],
  ['sewerageConnectionAvailable', 'sewerage_connection_available', 'boolean'],
  ['waterTaxApplicable', 'water_tax_applicable', 'boolean'],
  ['sourceOfWater', 'source_of_water', 'text'],
  ['waterConnectionNumber', 'water_connection_number', 'text'],
  ['isDisabled', 'is_disabled', 'boolean'],
  ['disabilityPercentage', 'disability_percentage', 'numeric'],
  ['disabilityDocumentId', 'disability_document_id', 'text'],
  ['isExDefensePersonalWidow', 'is_ex_defense_personal_widow', 'boolean'],
  ['exDefensePersonalDocumentId', 'ex_defense_personal_document_id', 'text'],
  ['latitude', 'latitude', 'numeric'],
  ['longitude', 'longitude', 'numeric'],
];

// Booleans with a column default: a registration that omits them stores false, never null.
const NOT_NULL_BOOLEANS = new Set(['is_metro_rail_property', 'is_disabled', 'is_ex_defense_personal_widow']);
// Required fields: an edit can change them but never empty them (a null keeps the stored value).
const REQUIRED = new Set([
  'owner_name',
  'zone_id',
  'ward_id',
  'mohalla_id',
  'house_category',
  'house_tax_applicable',
  'sewerage_connection_available',
  'water_tax_applicable',
  ...NOT_NULL_BOOLEANS,
]);

/** The value of one field of the jsonb `source`, typed as its column. */
export function fieldValue(source: string, key: string, type: SqlType): string {
  const text = `(${source} ->> '${key}')`;
  return type === 'text' ? text : `${text}::${type}`;
}

/** Column list and value list of an INSERT from the jsonb `source`. */
export function insertColumns(source: string): { columns: string; values: string } {
  return {
    columns: DETAIL_COLUMNS.map(([, column]) => column).join(', '),
    values: DETAIL_COLUMNS.map(([key, column, type]) =>
      NOT_NULL_BOOLEANS.has(column)
        ? `coalesce(${fieldValue(source, key, type)}, false)`
        : fieldValue(source, key, type),
    ).join(',\n'),
  };
}

/** SET items taking each field present in the jsonb `source` (null clears it), keeping the others. */
export function updateAssignments(source: string, target: string): string {
  return DETAIL_COLUMNS.map(
    ([key, column, type]) =>
      `${column} = CASE WHEN ${source} ? '${key}' THEN ${
        REQUIRED.has(column)
          ? `coalesce(${fieldValue(source, key, type)}, ${target}.${column})`
          : fieldValue(source, key, type)
      } ELSE ${target}.${column} END`,
  ).join(',\n');
}
