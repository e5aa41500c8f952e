import type { HttpClient } from '../providers/httpClient';

// What the map screens read: GET mapSession (background, extent, session) and GET
// taxDemands/getGISReport (the layers, GeoJSON, money in paise).

export interface MapSession {
  tiles: { url: string | null; attribution: string | null; maxZoom: number };
  /** [[south, west], [north, east]]; null when nothing is drawn yet. */
  bounds: [[number, number], [number, number]] | null;
  centre: [number, number] | null;
  session: { token: string; expiresAt: string };
}

export type PaymentStatus = 'paid' | 'partPaid' | 'unpaid' | 'noDemand';
export type LayerType = 'wards' | 'properties' | 'defaulters';

export interface WardProperties {
  wardId: string;
  wardNo: number;
  name: string;
  zoneName: string;
  properties: number;
  demandPaise: number;
  collectedPaise: number;
  balancePaise: number;
}

export interface PointProperties {
  propertyUniqueId: string;
  ownerName: string;
  address: string | null;
  wardName: string | null;
  mohallaName: string | null;
  status: PaymentStatus;
  demandPaise: number;
  collectedPaise: number;
  duesPaise: number;
  /** Defaulters only: dues over every year. */
  totalDuesPaise?: number;
}

export interface Feature<P> {
  type: 'Feature';
  id: string;
  geometry: { type: string; coordinates: unknown };
  properties: P;
}

export interface FeatureCollection<P> {
  type: 'FeatureCollection';
  features: Feature<P>[];
}

/** This year's payment statuses in the legend's order, with their colours (colour-blind safe). */
export const STATUSES: { status: PaymentStatus; label: string; colour: string }[] = [
  { status: 'paid', label: 'Paid', colour: '#1a9850' },
  { status: 'partPaid', label: 'Part paid', colour: '#fdae61' },
  { status: 'unpaid', label: 'Unpaid', colour: '#d73027' },
  { status: 'noDemand', label: 'No demand', colour: '#7b8794' },
];
export const DEFAULTER_COLOUR = '#5e3c99';

export const statusOf = (status: PaymentStatus) => STATUSES.find((s) => s.status === status) ?? STATUSES[3];

/** The place and defaulter bounds of the filters, as the layer calls take them. */
export type MapFilters = Partial<
  Record<'zoneId' | 'wardId' | 'mohallaId' | 'minAmount' | 'maxAmount', string>
>;

export async function fetchMapSession(http: HttpClient): Promise<MapSession> {
  const reply = await http<{ data: MapSession }>('/mapSession');
  return reply.json.data;
}

export async function fetchLayer<P>(
  http: HttpClient,
  reportType: LayerType,
  filters: MapFilters,
  session: string,
): Promise<FeatureCollection<P>> {
  const place =
    reportType === 'defaulters' ? filters : { ...filters, minAmount: undefined, maxAmount: undefined };
  const reply = await http<{ data: FeatureCollection<P> }>('/taxDemands/getGISReport', {
    query: { reportType, ...place, session },
  });
  return reply.json.data;
}
