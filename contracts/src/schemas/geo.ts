import { z } from 'zod';
import { optionalNumber } from './numbers';
import { fieldOf } from './refinements';
import { isBlank } from './text';

// Places on the map (DOMAIN.md "Maps"): a property's point and a ward's boundary, WGS84 degrees.
// The bounds are a sanity check for an Indian city: a point outside them is a typo (or latitude and
// longitude swapped), not a property of the corporation.

/** India's mainland and islands with a margin: latitude 6..37.5 N, longitude 68..97.5 E. */
export const INDIA_BOUNDS = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

export const GEO_MESSAGES = {
  latitudeRange: `Latitude must be between ${INDIA_BOUNDS.south} and ${INDIA_BOUNDS.north} (degrees north, in India)`,
  longitudeRange: `Longitude must be between ${INDIA_BOUNDS.west} and ${INDIA_BOUNDS.east} (degrees east, in India)`,
  bothCoordinates: 'Give both latitude and longitude, or neither',
  boundaryInvalid: 'Boundary must be a GeoJSON Polygon or MultiPolygon',
  boundaryRing:
    'Each ring of the boundary must have at least four [longitude, latitude] positions and end where it starts',
  boundaryOutside: 'Every point of the boundary must lie in India (longitude 68 to 97.5, latitude 6 to 37.5)',
} as const;

const inRange = (from: number, to: number, message: string) => (n: z.ZodNumber) =>
  n.min(from, message).max(to, message);

export const optionalLatitude = () =>
  optionalNumber('Latitude', inRange(INDIA_BOUNDS.south, INDIA_BOUNDS.north, GEO_MESSAGES.latitudeRange));
export const optionalLongitude = () =>
  optionalNumber('Longitude', inRange(INDIA_BOUNDS.west, INDIA_BOUNDS.east, GEO_MESSAGES.longitudeRange));

/** The coordinates of a form: optional, but a point needs both (reported on the one missing). */
export const coordinatesShape = { latitude: optionalLatitude(), longitude: optionalLongitude() };

export function requireBothCoordinates(value: unknown, ctx: z.RefinementCtx) {
  const latitude = isBlank(fieldOf(value, 'latitude'));
  const longitude = isBlank(fieldOf(value, 'longitude'));
  if (latitude === longitude) return;
  ctx.addIssue({
    code: 'custom',
    path: [latitude ? 'latitude' : 'longitude'],
    message: GEO_MESSAGES.bothCoordinates,
  });
}

/** GeoJSON position: [longitude, latitude] (RFC 7946 order), inside INDIA_BOUNDS. */
const position = z
  .tuple([z.number().finite(), z.number().finite()], { error: GEO_MESSAGES.boundaryInvalid })
  .refine(
    ([lon, lat]) =>
      lon >= INDIA_BOUNDS.west &&
      lon <= INDIA_BOUNDS.east &&
      lat >= INDIA_BOUNDS.south &&
      lat <= INDIA_BOUNDS.north,
    GEO_MESSAGES.boundaryOutside,
  );

/** A closed linear ring: four positions or more, the last equal to the first. */
const ring = z
  .array(position, { error: GEO_MESSAGES.boundaryInvalid })
  .refine(
    (points) =>
      points.length >= 4 &&
      points[0][0] === points[points.length - 1][0] &&
      points[0][1] === points[points.length - 1][1],
    GEO_MESSAGES.boundaryRing,
  );
const polygonRings = z
  .array(ring, { error: GEO_MESSAGES.boundaryInvalid })
  .min(1, GEO_MESSAGES.boundaryInvalid);

export const polygonGeometry = z.object({ type: z.literal('Polygon'), coordinates: polygonRings });
export const multiPolygonGeometry = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z
    .array(polygonRings, { error: GEO_MESSAGES.boundaryInvalid })
    .min(1, GEO_MESSAGES.boundaryInvalid),
});

/** A ward's boundary as stored in its events: a Polygon or MultiPolygon, nothing else. */
export const wardBoundary = z.discriminatedUnion('type', [polygonGeometry, multiPolygonGeometry], {
  error: GEO_MESSAGES.boundaryInvalid,
});
export type WardBoundary = z.infer<typeof wardBoundary>;

/** JSON text of a form field as the value it holds; anything else as it is. */
function parsedJson(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A form field holding a boundary: the object, or its JSON text (multipart and text areas); blank is
 * absent. A fault anywhere inside is reported on the field itself, where the form shows it.
 */
export const optionalWardBoundary = () =>
  z.preprocess(
    parsedJson,
    z.unknown().transform((value, ctx): WardBoundary | undefined => {
      if (value === undefined) return undefined;
      const parsed = wardBoundary.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? GEO_MESSAGES.boundaryInvalid,
      });
      return z.NEVER;
    }),
  );
