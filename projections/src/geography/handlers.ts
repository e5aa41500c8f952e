// Pure: one geography event in, the statements that apply it out. Additions insert only a missing row;
// later events update a row only when it is older than the event (revision < the event's), so a replay,
// even of old events after newer ones, changes nothing.
import type { RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { GeographyTable } from './tables';

type Rates = Record<string, Record<string, number>>;
type Tables = TableNames<GeographyTable>;
type Handler = (event: RecordedEvent, t: Tables) => SqlStatement[];

/** '2026-27' -> 2026. */
const firstYearOf = (financialYear: string) => Number(financialYear.slice(0, 4));

const cityAdded: Handler = (event, t) => {
  const d = event.data as {
    cityId: string;
    name: string;
    corporationName: string;
    district: string;
    state: string;
  };
  return [
    {
      text: `INSERT INTO ${t.cities} (id, name, corporation_name, district, state, revision)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      values: [d.cityId, d.name, d.corporationName, d.district, d.state, event.revision],
    },
  ];
};

const bankAdded: Handler = (event, t) => {
  const d = event.data as { bankId: string; name: string; ifscPrefix: string };
  return [
    {
      text: `INSERT INTO ${t.banks} (id, name, ifsc_prefix, revision) VALUES ($1, $2, $3, $4)
             ON CONFLICT (id) DO NOTHING`,
      values: [d.bankId, d.name, d.ifscPrefix, event.revision],
    },
  ];
};

const zoneAdded: Handler = (event, t) => {
  const d = event.data as { zoneId: string; cityId: string; zoneNo: number; name?: string };
  return [
    {
      text: `INSERT INTO ${t.zones} (id, city_id, zone_no, name, revision) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (id) DO NOTHING`,
      values: [d.zoneId, d.cityId, d.zoneNo, d.name ?? `Zone ${d.zoneNo}`, event.revision],
    },
  ];
};

const wardAdded: Handler = (event, t) => {
  const d = event.data as {
    wardId: string;
    cityId: string;
    zoneId: string;
    wardNo: number;
    wardFullname: string;
    boundary?: unknown;
  };
  return [
    {
      text: `INSERT INTO ${t.wards} (id, city_id, zone_id, ward_no, ward_fullname, boundary, revision)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      values: [
        d.wardId,
        d.cityId,
        d.zoneId,
        d.wardNo,
        d.wardFullname,
        d.boundary === undefined ? null : JSON.stringify(d.boundary),
        event.revision,
      ],
    },
  ];
};

const wardBoundaryMapped: Handler = (event, t) => {
  const d = event.data as { wardId: string; boundary: unknown };
  return [
    {
      text: `UPDATE ${t.wards} SET boundary = $2, revision = $3 WHERE id = $1 AND revision < $3`,
      values: [d.wardId, JSON.stringify(d.boundary), event.revision],
    },
  ];
};

const wardRenamed: Handler = (event, t) => {
  const d = event.data as { wardId: string; updatedName: string };
  return [
    {
      text: `UPDATE ${t.wards} SET ward_fullname = $2, revision = $3 WHERE id = $1 AND revision < $3`,
      values: [d.wardId, d.updatedName, event.revision],
    },
  ];
};

function rateSchedule(t: Tables, mohallaId: string, revision: number, rates: Rates, financialYear?: string) {
  return {
    text: `INSERT INTO ${t.mohalla_rates}
             (mohalla_id, revision, effective_from_year, effective_from_financial_year, rates)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (mohalla_id, revision) DO NOTHING`,
    values: [
      mohallaId,
      revision,
      financialYear ? firstYearOf(financialYear) : 0,
      financialYear ?? null,
      rates,
    ],
  };
}

const mohallaAdded: Handler = (event, t) => {
  const d = event.data as {
    mohallaId: string;
    name: string;
    zoneId: string;
    wardId: string;
    waterTaxAvailable: boolean;
    sewerTaxAvailable: boolean;
    rates: Rates;
  };
  return [
    {
      text: `INSERT INTO ${t.mohallas}
               (id, name, zone_id, ward_id, water_tax_availability, sewer_tax_availability, rates, revision)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      values: [
        d.mohallaId,
        d.name,
        d.zoneId,
        d.wardId,
        d.waterTaxAvailable,
        d.sewerTaxAvailable,
        d.rates,
        event.revision,
      ],
    },
    rateSchedule(t, d.mohallaId, event.revision, d.rates),
  ];
};

// The row shows the schedule with the latest effective year (the latest event among equals).
const mohallaRatesRevised: Handler = (event, t) => {
  const d = event.data as { mohallaId: string; rates: Rates; effectiveFromFinancialYear: string };
  return [
    rateSchedule(t, d.mohallaId, event.revision, d.rates, d.effectiveFromFinancialYear),
    {
      text: `UPDATE ${t.mohallas}
                SET rates = (SELECT r.rates FROM ${t.mohalla_rates} r WHERE r.mohalla_id = $1
                              ORDER BY r.effective_from_year DESC, r.revision DESC LIMIT 1),
                    revision = $2
              WHERE id = $1 AND revision < $2`,
      values: [d.mohallaId, event.revision],
    },
  ];
};

const mohallaRenamed: Handler = (event, t) => {
  const d = event.data as { mohallaId: string; mohallaNewName: string };
  return [
    {
      text: `UPDATE ${t.mohallas} SET name = $2, revision = $3 WHERE id = $1 AND revision < $3`,
      values: [d.mohallaId, d.mohallaNewName, event.revision],
    },
  ];
};

const mohallaServicesChanged: Handler = (event, t) => {
  const d = event.data as { mohallaId: string; waterTaxAvailable: boolean; sewerTaxAvailable: boolean };
  return [
    {
      text: `UPDATE ${t.mohallas} SET water_tax_availability = $2, sewer_tax_availability = $3, revision = $4
              WHERE id = $1 AND revision < $4`,
      values: [d.mohallaId, d.waterTaxAvailable, d.sewerTaxAvailable, event.revision],
    },
  ];
};

const HANDLERS: Record<string, Handler> = {
  CityAdded: cityAdded,
  BankAdded: bankAdded,
  ZoneAdded: zoneAdded,
  WardAdded: wardAdded,
  WardRenamed: wardRenamed,
  WardBoundaryMapped: wardBoundaryMapped,
  MohallaAdded: mohallaAdded,
  MohallaRatesRevised: mohallaRatesRevised,
  MohallaRenamed: mohallaRenamed,
  MohallaServicesChanged: mohallaServicesChanged,
};

export const GEOGRAPHY_EVENT_TYPES = Object.keys(HANDLERS);

export function applyGeographyEvent(event: RecordedEvent, t: Tables): SqlStatement[] {
  const handler = Object.hasOwn(HANDLERS, event.type) ? HANDLERS[event.type] : undefined;
  return handler ? handler(event, t) : [];
}
