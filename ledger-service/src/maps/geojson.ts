// The layers as GeoJSON (RFC 7946): positions are [longitude, latitude]; money in integer paise.
import type { PropertyPoint, WardArea } from '@ptax/projections';

export interface Feature {
  type: 'Feature';
  id: string;
  geometry: unknown;
  properties: Record<string, unknown>;
}

export const featureCollection = (features: Feature[]) => ({ type: 'FeatureCollection' as const, features });

export const wardFeature = ({ boundary, ...ward }: WardArea): Feature => ({
  type: 'Feature',
  id: ward.wardId,
  geometry: boundary,
  properties: { ...ward, name: ward.wardName },
});

export const pointFeature = (
  { latitude, longitude, ...point }: PropertyPoint,
  extra: Record<string, unknown> = {},
): Feature => ({
  type: 'Feature',
  id: point.propertyUniqueId,
  geometry: { type: 'Point', coordinates: [longitude, latitude] },
  properties: { ...point, ...extra },
});
