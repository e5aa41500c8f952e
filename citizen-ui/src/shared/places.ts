import { callApi } from './api';
import { useLoad, type Loaded } from './useLoad';

// Zone, then ward, then mohalla (GET zones, wards?zoneId, mohallas?zoneId&wardId: public masters),
// for every page that narrows by place; each page draws its own selects.

export interface Zone {
  id: string;
  zone_no: number;
  name: string;
}

export interface Ward {
  id: string;
  ward_no: number;
  ward_fullname: string;
}

export interface Mohalla {
  id: string;
  name: string;
}

export type PlaceKey = 'zoneId' | 'wardId' | 'mohallaId';
export const PLACE_KEYS: readonly PlaceKey[] = ['zoneId', 'wardId', 'mohallaId'];
export type Place = Record<PlaceKey, string>;

export interface PlaceOption {
  value: string;
  label: string;
}

export interface PlaceList {
  /** The list can be asked for: the choice above it is made. */
  open: boolean;
  state: Loaded<PlaceOption[]>;
}

// A zone has some ten wards and a ward a few mohallas: one page of 100 holds them all.
const ALL = 'limit=100';

export const fetchZones = () => callApi<Zone[]>(`zones?${ALL}`);
export const fetchWards = (zoneId: string) =>
  callApi<Ward[]>(`wards?${new URLSearchParams({ zoneId })}&${ALL}`);
/** `place` is the query 'zoneId=..&wardId=..'. */
export const fetchMohallas = (place: string) => callApi<Mohalla[]>(`mohallas?${place}&${ALL}`);

const optionsOf = <Row>(state: Loaded<Row[]>, option: (row: Row) => PlaceOption): Loaded<PlaceOption[]> =>
  state.status === 'loaded' ? { status: 'loaded', data: state.data.map(option) } : state;

/** The three lists for the place chosen so far; `wardLabel` writes a ward's option. */
export function usePlaceLists(
  place: Place,
  wardLabel: (ward: Ward) => string = (ward) => `${ward.ward_no} - ${ward.ward_fullname}`,
): Record<PlaceKey, PlaceList> {
  const zones = useLoad('zones', fetchZones);
  const wards = useLoad(place.zoneId || null, fetchWards);
  const mohallas = useLoad(
    place.zoneId && place.wardId
      ? new URLSearchParams({ zoneId: place.zoneId, wardId: place.wardId }).toString()
      : null,
    fetchMohallas,
  );
  return {
    zoneId: {
      open: true,
      state: optionsOf(zones.state, (z) => ({ value: z.id, label: z.name || String(z.zone_no) })),
    },
    wardId: {
      open: Boolean(place.zoneId),
      state: optionsOf(wards.state, (w) => ({ value: w.id, label: wardLabel(w) })),
    },
    mohallaId: {
      open: Boolean(place.wardId),
      state: optionsOf(mohallas.state, (m) => ({ value: m.id, label: m.name })),
    },
  };
}
