// Reading getGISReport's own parameters: which layer, and the optional map area (bbox). Place, year
// and the defaulters' bounds are read as the demand reports read them.
import type { BoundingBox } from '@ptax/projections';
import { badRequest } from '../http/errors';

export const GIS_REPORT_TYPES = ['wards', 'properties', 'defaulters'] as const;
export type GisReportType = (typeof GIS_REPORT_TYPES)[number];

/** Points in one answer: the whole demo city and any ward; a big city asks for a ward or an area. */
export const MAX_MAP_POINTS = 20_000;

export const GIS_TEXT = {
  reportType: `reportType must be one of ${GIS_REPORT_TYPES.join(', ')}`,
  bbox: 'bbox must be west,south,east,north in degrees, west < east and south < north',
  tooMany: `More than ${MAX_MAP_POINTS.toLocaleString('en-IN')} properties: choose a zone, a ward or a map area (bbox)`,
} as const;

export function reportTypeOf(value: unknown): GisReportType {
  if (typeof value === 'string' && (GIS_REPORT_TYPES as readonly string[]).includes(value))
    return value as GisReportType;
  throw badRequest(GIS_TEXT.reportType, { reportType: GIS_TEXT.reportType });
}

export function bboxOf(value: unknown): BoundingBox | undefined {
  if (value === undefined || value === '') return undefined;
  const parts = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [];
  const numbers = parts.map((part) => (part === '' ? NaN : Number(part)));
  const [west, south, east, north] = numbers;
  const valid =
    numbers.length === 4 &&
    numbers.every(Number.isFinite) &&
    west >= -180 &&
    east <= 180 &&
    south >= -90 &&
    north <= 90 &&
    west < east &&
    south < north;
  if (!valid) throw badRequest(GIS_TEXT.bbox, { bbox: GIS_TEXT.bbox });
  return [west, south, east, north];
}
