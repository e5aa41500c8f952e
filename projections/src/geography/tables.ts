// The geography read model: cities, zones, wards and mohallas (with their rate schedules) and banks.
// Other read models and services rely on these view names and columns: the property register checks
// zone / ward / mohalla ids against them and the tax engine reads the mohalla rates (integer paise).
import type { TableNames } from '../projection';

export type GeographyTable = 'cities' | 'banks' | 'zones' | 'wards' | 'mohallas' | 'mohalla_rates';

export const GEOGRAPHY_TABLES: readonly GeographyTable[] = [
  'cities',
  'banks',
  'zones',
  'wards',
  'mohallas',
  'mohalla_rates',
];

// No UNIQUE on the natural keys (zone_no per city, ward_no per zone, name per ward): the command side
// enforces them, and one bad event must not halt the whole read model. The indexes serve the filters.
export function createGeographyTables(t: TableNames<GeographyTable>): string {
  return `
    CREATE TABLE ${t.cities} (
      id text PRIMARY KEY,
      name text NOT NULL,
      corporation_name text NOT NULL,
      district text NOT NULL,
      state text NOT NULL,
      revision integer NOT NULL
    );
    CREATE TABLE ${t.banks} (
      id text PRIMARY KEY,
      name text NOT NULL,
      ifsc_prefix text NOT NULL,
      revision integer NOT NULL
    );
    CREATE TABLE ${t.zones} (
      id text PRIMARY KEY,
      city_id text NOT NULL,
      zone_no integer NOT NULL,
      name text NOT NULL,
      revision integer NOT NULL
    );
    CREATE INDEX ${t.zones}_city_no ON ${t.zones} (city_id, zone_no);
    CREATE TABLE ${t.wards} (
      id text PRIMARY KEY,
      city_id text NOT NULL,
      zone_id text NOT NULL,
      ward_no integer NOT NULL,
      ward_fullname text NOT NULL,
      -- GeoJSON Polygon / MultiPolygon (the map's ward layer); null: not drawn.
      boundary jsonb,
      revision integer NOT NULL
    );
    CREATE INDEX ${t.wards}_zone_no ON ${t.wards} (zone_id, ward_no);
    CREATE INDEX ${t.wards}_city_no ON ${t.wards} (city_id, ward_no);
    CREATE TABLE ${t.mohallas} (
      id text PRIMARY KEY,
      name text NOT NULL,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      water_tax_availability boolean NOT NULL,
      sewer_tax_availability boolean NOT NULL,
      -- {"road_w_l_12": {"rcc_rbc": paise, "other_pucca": .., "kachha": .., "vacant_land": ..}, ...}:
      -- the newest schedule (latest effective year); mohalla_rates keeps every schedule.
      rates jsonb NOT NULL,
      revision integer NOT NULL
    );
    CREATE INDEX ${t.mohallas}_ward_name ON ${t.mohallas} (ward_id, lower(name));
    CREATE INDEX ${t.mohallas}_zone ON ${t.mohallas} (zone_id);
    CREATE TABLE ${t.mohalla_rates} (
      mohalla_id text NOT NULL,
      -- Revision of the mohalla-<id> event that set the schedule.
      revision integer NOT NULL,
      -- First calendar year of the financial year the schedule applies from; 0: since the mohalla was added.
      effective_from_year integer NOT NULL,
      effective_from_financial_year text,
      rates jsonb NOT NULL,
      PRIMARY KEY (mohalla_id, revision)
    );`;
}
