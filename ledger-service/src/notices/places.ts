// The names a notice prints for its property's zone, ward and mohalla, and the corporation's name,
// read once per job run for every place its pages meet.
import {
  findCity,
  findMohalla,
  findWard,
  findZone,
  type NoticeSubject,
  type Queryable,
} from '@ptax/projections';
import type { BillPlaces } from '../demands/bill';

const FALLBACK_CITY = 'Nagar Nigam';

export function createPlaceNames(db: Queryable) {
  const zones = new Map<string, BillPlaces['zone']>();
  const wards = new Map<string, BillPlaces['ward']>();
  const mohallas = new Map<string, BillPlaces['mohalla']>();
  const cities = new Map<string, string>();

  const fill = async <T>(cache: Map<string, T>, ids: (string | null)[], find: (id: string) => Promise<T>) => {
    const missing = [...new Set(ids)].filter((id): id is string => id !== null && !cache.has(id));
    for (const id of missing) cache.set(id, await find(id));
  };

  return {
    /** Reads the places of these subjects not read yet. */
    async load(subjects: NoticeSubject[]): Promise<void> {
      const accounts = subjects.map((subject) => subject.account);
      await fill(
        zones,
        accounts.map((a) => a.zoneId),
        (id) => findZone(db, id),
      );
      await fill(
        wards,
        accounts.map((a) => a.wardId),
        (id) => findWard(db, id),
      );
      await fill(
        mohallas,
        accounts.map((a) => a.mohallaId),
        (id) => findMohalla(db, id),
      );
      const cityIds = [...zones.values()].map((zone) => zone?.cityId ?? null);
      await fill(cities, cityIds, async (id) => (await findCity(db, id))?.corporationName ?? FALLBACK_CITY);
    },
    placesOf(subject: NoticeSubject): BillPlaces {
      const { zoneId, wardId, mohallaId } = subject.account;
      return {
        zone: (zoneId && zones.get(zoneId)) || null,
        ward: (wardId && wards.get(wardId)) || null,
        mohalla: (mohallaId && mohallas.get(mohallaId)) || null,
      };
    },
    cityNameOf(cityId: string | null): string {
      return (cityId && cities.get(cityId)) || FALLBACK_CITY;
    },
  };
}

export type PlaceNames = ReturnType<typeof createPlaceNames>;
