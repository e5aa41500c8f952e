export { geographyProjection } from './projection';
export { applyGeographyEvent } from './handlers';
export { createGeographyTables, type GeographyTable } from './tables';
export {
  findCity,
  findMohalla,
  findMohallaIdByName,
  findWard,
  findWardIdByName,
  findWardIdByNumber,
  findZone,
  findZoneIdByNumber,
  mohallaRatesFor,
  type City,
  type Mohalla,
  type Ward,
  type Zone,
} from './queries';
export {
  listBanks,
  listCities,
  listMohallas,
  listWards,
  listZones,
  type GeographyFilter,
  type GeographyScope,
  type ListPage,
  type ListResult,
  type MohallaRow,
  type WardRow,
  type ZoneRow,
} from './lists';
