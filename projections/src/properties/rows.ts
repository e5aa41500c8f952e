// A `properties` row as the API answers it: camelCase, numbers as numbers, `id` = propertyUniqueId.
import { DETAIL_COLUMNS } from './columns';

export interface PropertyRow {
  id: string;
  propertyUniqueId: string;
  ownerName: string;
  fatherName: string | null;
  husbandName: string | null;
  propertyAddress: string | null;
  mobileNumber: string | null;
  emailId: string | null;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  houseNumber: string | null;
  oldPropertyTaxId: string | null;
  buildingId: string | null;
  oldArvPaise: number | null;
  plotArea: number | null;
  constType: string | null;
  houseCategory: string;
  category: number | null;
  subCategory: number | null;
  occupancyStatus: string | null;
  roadType: string | null;
  roadWidth: number | null;
  constructionYear: number | null;
  financialYear: string | null;
  isMetroRailProperty: boolean;
  houseTaxApplicable: boolean;
  sewerageConnectionAvailable: boolean;
  waterTaxApplicable: boolean;
  sourceOfWater: string | null;
  waterConnectionNumber: string | null;
  isDisabled: boolean;
  disabilityPercentage: number | null;
  disabilityDocumentId: string | null;
  isExDefensePersonalWidow: boolean;
  exDefensePersonalDocumentId: string | null;
  latitude: number | null;
  longitude: number | null;
  images: Record<string, string>;
  matchingStatus: 'matched' | 'unmatched';
  matching: Record<string, unknown> | null;
  status: 'active' | 'deleted';
  deletion: Record<string, unknown> | null;
  splitFromPropertyUniqueId: string | null;
  /** The properties split off this one (one property's row only, not the lists). */
  splitIntoPropertyUniqueIds?: string[];
  edited: boolean;
  editedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  revision: number;
}

// bigint and numeric arrive as text from node-postgres.
const NUMERIC = new Set(['bigint', 'numeric']);
const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === null ? null : String(value);

export function toPropertyRow(row: Record<string, unknown>): PropertyRow {
  const out: Record<string, unknown> = {
    id: row.property_unique_id,
    propertyUniqueId: row.property_unique_id,
  };
  for (const [key, column, type] of DETAIL_COLUMNS) {
    out[key] = NUMERIC.has(type) ? toNumber(row[column]) : (row[column] ?? null);
  }
  return {
    ...(out as unknown as PropertyRow),
    images: (row.images as Record<string, string>) ?? {},
    matchingStatus: row.matching ? 'matched' : 'unmatched',
    matching: (row.matching as Record<string, unknown>) ?? null,
    status: row.status as PropertyRow['status'],
    deletion: (row.deletion as Record<string, unknown>) ?? null,
    splitFromPropertyUniqueId: (row.split_from as string) ?? null,
    ...(Array.isArray(row.split_into) ? { splitIntoPropertyUniqueIds: row.split_into as string[] } : {}),
    edited: Boolean(row.edited),
    editedAt: iso(row.edited_at),
    createdAt: iso(row.created_at) as string,
    createdBy: (row.created_by as string) ?? null,
    updatedAt: iso(row.updated_at) as string,
    updatedBy: (row.updated_by as string) ?? null,
    revision: Number(row.revision),
  };
}

export interface FloorRow {
  floorIndex: number;
  floorNumber: number;
  rentType: string;
  rentUsage: string;
  type: string;
  category: number | null;
  subCategory: number | null;
  areaSqft: number;
  propertyPremiseId: string;
}

export const toFloorRow = (row: Record<string, unknown>): FloorRow => ({
  floorIndex: Number(row.floor_index),
  floorNumber: Number(row.floor_number),
  rentType: row.rent_type as string,
  rentUsage: row.rent_usage as string,
  type: row.type as string,
  category: toNumber(row.category),
  subCategory: toNumber(row.sub_category),
  areaSqft: Number(row.area_sqft),
  propertyPremiseId: row.property_premise_id as string,
});

export interface HistoryRow {
  revision: number;
  type: string;
  kind: string;
  at: string;
  by: string | null;
  loginType: string | null;
  changes: Record<string, unknown>;
}

export const toHistoryRow = (row: Record<string, unknown>): HistoryRow => ({
  revision: Number(row.revision),
  type: row.type as string,
  kind: row.kind as string,
  at: iso(row.at) as string,
  by: (row.by_user as string) ?? null,
  loginType: (row.login_type as string) ?? null,
  changes: (row.changes as Record<string, unknown>) ?? {},
});
