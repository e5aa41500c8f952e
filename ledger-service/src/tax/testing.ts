// Test support: properties in the property register's read-model shape (views `properties`,
// `property_floors`). While the register's module is not mounted the tests create tables of that
// shape themselves; once it is, the same properties are registered through its events.
import { randomUUID } from 'node:crypto';
import { propertyStream, type EventStore } from '@ptax/contracts';
import type { Queryable } from '@ptax/projections';

export interface ExampleFloor {
  floorNumber: number;
  rentType: 'self' | 'rented';
  rentUsage: 'residential' | 'nonresidential';
  areaSqft: number;
  category?: number;
  subCategory?: number;
}

export interface ExampleProperty {
  propertyUniqueId: string;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  houseCategory: 'residential' | 'nonresidential';
  category?: number;
  subCategory?: number;
  constType?: 'rcc_rbc' | 'other_pucca' | 'kachha';
  roadWidth?: number;
  plotArea?: number;
  constructionYear?: number;
  houseTaxApplicable?: boolean;
  waterTaxApplicable?: boolean;
  sewerageConnectionAvailable?: boolean;
  isDisabled?: boolean;
  isExDefensePersonalWidow?: boolean;
  isMetroRailProperty?: boolean;
  floors: ExampleFloor[];
}

/** The columns the tax adapter reads, as the register's read model has them. */
export const REGISTER_SHAPE_SQL = `
  CREATE TABLE properties (
    property_unique_id text PRIMARY KEY, zone_id text NOT NULL, ward_id text NOT NULL, mohalla_id text NOT NULL,
    owner_name text NOT NULL, house_category text NOT NULL, category integer, sub_category integer, const_type text,
    road_width numeric, plot_area numeric, construction_year integer, house_tax_applicable boolean NOT NULL,
    water_tax_applicable boolean NOT NULL, sewerage_connection_available boolean NOT NULL,
    is_disabled boolean NOT NULL DEFAULT false, is_ex_defense_personal_widow boolean NOT NULL DEFAULT false,
    is_metro_rail_property boolean NOT NULL DEFAULT false, occupancy_status text,
    status text NOT NULL DEFAULT 'active', revision integer NOT NULL DEFAULT 0
  );
  CREATE TABLE property_floors (
    property_unique_id text NOT NULL, floor_index integer NOT NULL, floor_number integer NOT NULL,
    rent_type text NOT NULL, rent_usage text NOT NULL, type text NOT NULL, category integer, sub_category integer,
    area_sqft numeric NOT NULL, PRIMARY KEY (property_unique_id, floor_index)
  );`;

const flags = (p: ExampleProperty) => ({
  houseTaxApplicable: p.houseTaxApplicable ?? true,
  waterTaxApplicable: p.waterTaxApplicable ?? true,
  sewerageConnectionAvailable: p.sewerageConnectionAvailable ?? true,
  isDisabled: p.isDisabled ?? false,
  isExDefensePersonalWidow: p.isExDefensePersonalWidow ?? false,
  isMetroRailProperty: p.isMetroRailProperty ?? false,
});

export async function registerIsMounted(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    "SELECT to_regclass('properties') IS NOT NULL AS found",
  );
  return rows[0].found;
}

/** Inserts the property into tables of the register's shape (REGISTER_SHAPE_SQL). */
export async function insertProperty(db: Queryable, p: ExampleProperty): Promise<void> {
  const f = flags(p);
  await db.query(
    `INSERT INTO properties (property_unique_id, zone_id, ward_id, mohalla_id, owner_name, house_category, category,
       sub_category, const_type, road_width, plot_area, construction_year, house_tax_applicable, water_tax_applicable,
       sewerage_connection_available, is_disabled, is_ex_defense_personal_widow, is_metro_rail_property)
     VALUES ($1, $2, $3, $4, 'Ram Prasad', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      p.propertyUniqueId,
      p.zoneId,
      p.wardId,
      p.mohallaId,
      p.houseCategory,
      p.category ?? null,
      p.subCategory ?? null,
      p.constType ?? null,
      p.roadWidth ?? null,
      p.plotArea ?? null,
      p.constructionYear ?? null,
      f.houseTaxApplicable,
      f.waterTaxApplicable,
      f.sewerageConnectionAvailable,
      f.isDisabled,
      f.isExDefensePersonalWidow,
      f.isMetroRailProperty,
    ],
  );
  for (const [index, floor] of p.floors.entries()) {
    await db.query(`INSERT INTO property_floors VALUES ($1, $2, $3, $4, $5, 'pucca', $6, $7, $8)`, [
      p.propertyUniqueId,
      index,
      floor.floorNumber,
      floor.rentType,
      floor.rentUsage,
      floor.category ?? null,
      floor.subCategory ?? null,
      floor.areaSqft,
    ]);
  }
}

/** Registers the property through the register's own event (when its read model is mounted). */
export async function appendRegistration(store: EventStore, p: ExampleProperty, at: string): Promise<void> {
  const { floors, propertyUniqueId, ...details } = p;
  const event = {
    id: randomUUID(),
    type: 'PropertyRegistered',
    version: 1,
    metadata: { userId: 'test' },
    data: {
      propertyUniqueId,
      details: { ownerName: 'Ram Prasad', occupancyStatus: 'occupied', ...details, ...flags(p) },
      floors: floors.map((floor, index) => ({
        propertyPremiseId: `${propertyUniqueId}-${index}`,
        type: 'pucca',
        ...floor,
      })),
      registeredAt: at,
    },
  };
  await store.append(propertyStream(propertyUniqueId), [event], 'no_stream');
}
