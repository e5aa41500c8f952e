// Reads of the geography views (`zones`, `wards`, `mohallas`, `mohalla_rates`, `cities`, `banks`):
// single records for other domains (camelCase), and the API's list rows (the spec's field names).
import type { MohallaRates } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';

export interface Zone {
  id: string;
  cityId: string;
  zoneNo: number;
  name: string;
}

export interface Ward {
  id: string;
  cityId: string;
  zoneId: string;
  wardNo: number;
  wardFullname: string;
}

export interface Mohalla {
  id: string;
  name: string;
  zoneId: string;
  wardId: string;
  waterTaxAvailability: boolean;
  sewerTaxAvailability: boolean;
  /** The newest schedule, paise per sq ft per month; mohallaRatesFor gives a given year's. */
  rates: MohallaRates;
}

async function one<Row extends object>(db: Queryable, text: string, values: unknown[]): Promise<Row | null> {
  const { rows } = await db.query<Row & Record<string, unknown>>(text, values);
  return rows[0] ?? null;
}

export const findZone = (db: Queryable, id: string) =>
  one<Zone>(db, 'SELECT id, city_id AS "cityId", zone_no AS "zoneNo", name FROM zones WHERE id = $1', [id]);

export const findWard = (db: Queryable, id: string) =>
  one<Ward>(
    db,
    `SELECT id, city_id AS "cityId", zone_id AS "zoneId", ward_no AS "wardNo", ward_fullname AS "wardFullname"
       FROM wards WHERE id = $1`,
    [id],
  );

export const findMohalla = (db: Queryable, id: string) =>
  one<Mohalla>(
    db,
    `SELECT id, name, zone_id AS "zoneId", ward_id AS "wardId", water_tax_availability AS "waterTaxAvailability",
            sewer_tax_availability AS "sewerTaxAvailability", rates
       FROM mohallas WHERE id = $1`,
    [id],
  );

/** The rates in force in a financial year ('2026-27'): the schedule with the latest start not after it. */
export async function mohallaRatesFor(db: Queryable, id: string, financialYear: string) {
  const row = await one<{ rates: MohallaRates }>(
    db,
    `SELECT rates FROM mohalla_rates WHERE mohalla_id = $1 AND effective_from_year <= $2
      ORDER BY effective_from_year DESC, revision DESC LIMIT 1`,
    [id, Number(financialYear.slice(0, 4))],
  );
  return row?.rates ?? null;
}

export interface City {
  id: string;
  name: string;
  corporationName: string;
  district: string;
  state: string;
}

export const findCity = (db: Queryable, id: string) =>
  one<City>(
    db,
    'SELECT id, name, corporation_name AS "corporationName", district, state FROM cities WHERE id = $1',
    [id],
  );

// Natural keys, looked up before a change so a duplicate is refused with a clear message.
export const findZoneIdByNumber = async (db: Queryable, cityId: string, zoneNo: number) =>
  (
    await one<{ id: string }>(db, 'SELECT id FROM zones WHERE city_id = $1 AND zone_no = $2', [
      cityId,
      zoneNo,
    ])
  )?.id ?? null;

export const findWardIdByNumber = async (db: Queryable, zoneId: string, wardNo: number) =>
  (
    await one<{ id: string }>(db, 'SELECT id FROM wards WHERE zone_id = $1 AND ward_no = $2', [
      zoneId,
      wardNo,
    ])
  )?.id ?? null;

export const findWardIdByName = async (db: Queryable, zoneId: string, name: string) =>
  (
    await one<{ id: string }>(
      db,
      'SELECT id FROM wards WHERE zone_id = $1 AND lower(ward_fullname) = lower($2)',
      [zoneId, name],
    )
  )?.id ?? null;

export const findMohallaIdByName = async (db: Queryable, wardId: string, name: string) =>
  (
    await one<{ id: string }>(db, 'SELECT id FROM mohallas WHERE ward_id = $1 AND lower(name) = lower($2)', [
      wardId,
      name,
    ])
  )?.id ?? null;
