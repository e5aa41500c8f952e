import { z } from 'zod';
import { fieldErrors } from './fieldErrors';
import { coordinatesShape, GEO_MESSAGES, optionalWardBoundary, requireBothCoordinates } from './geo';
import { propertyEditSchema } from './property';

const ring = (points: [number, number][]) => [...points, points[0]];
const square = {
  type: 'Polygon',
  coordinates: [
    ring([
      [80.9, 26.8],
      [80.91, 26.8],
      [80.91, 26.81],
      [80.9, 26.81],
    ]),
  ],
};
const boundary = z.object({ boundary: optionalWardBoundary() });
const errorOf = (value: unknown) => {
  const result = boundary.safeParse({ boundary: value });
  return result.success ? null : fieldErrors(result.error).boundary;
};

describe('a ward boundary', () => {
  it('accepts a closed Polygon or MultiPolygon, as an object or as JSON text', () => {
    expect(boundary.parse({ boundary: square }).boundary).toEqual(square);
    expect(boundary.parse({ boundary: JSON.stringify(square) }).boundary).toEqual(square);
    const multi = { type: 'MultiPolygon', coordinates: [square.coordinates, square.coordinates] };
    expect(boundary.parse({ boundary: multi }).boundary).toEqual(multi);
  });

  it('is optional: blank or absent is no boundary', () => {
    expect(boundary.parse({ boundary: '' }).boundary).toBeUndefined();
    expect(boundary.parse({}).boundary).toBeUndefined();
  });

  it('refuses other geometries, open or short rings and points outside India, on the field itself', () => {
    expect(errorOf({ type: 'Point', coordinates: [80.9, 26.8] })).toBe(GEO_MESSAGES.boundaryInvalid);
    expect(errorOf('{"type": "Polygon"')).toBe(GEO_MESSAGES.boundaryInvalid);
    expect(errorOf({ type: 'Polygon', coordinates: [square.coordinates[0].slice(0, 4)] })).toBe(
      GEO_MESSAGES.boundaryRing,
    );
    expect(
      errorOf({
        type: 'Polygon',
        coordinates: [
          [
            [80.9, 26.8],
            [80.91, 26.8],
            [80.9, 26.8],
          ],
        ],
      }),
    ).toBe(GEO_MESSAGES.boundaryRing);
    // Latitude and longitude swapped: [26.8, 80.9] lies in the Arctic, not in Lucknow.
    const swapped = square.coordinates[0].map(([lon, lat]) => [lat, lon]);
    expect(errorOf({ type: 'Polygon', coordinates: [swapped] })).toBe(GEO_MESSAGES.boundaryOutside);
    expect(errorOf({ type: 'Polygon', coordinates: [] })).toBe(GEO_MESSAGES.boundaryInvalid);
  });
});

describe('a property’s coordinates', () => {
  const point = z.object(coordinatesShape).superRefine(requireBothCoordinates);
  const errors = (value: object) => {
    const result = point.safeParse(value);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('are optional, numbers or numeric text, in India', () => {
    expect(point.parse({})).toEqual({});
    expect(point.parse({ latitude: '26.8467', longitude: '80.9462' })).toEqual({
      latitude: 26.8467,
      longitude: 80.9462,
    });
    expect(errors({ latitude: 80.9, longitude: 26.8 })).toEqual({
      latitude: GEO_MESSAGES.latitudeRange,
      longitude: GEO_MESSAGES.longitudeRange,
    });
    expect(errors({ latitude: 'north', longitude: 80 })).toEqual({ latitude: 'Latitude must be a number' });
  });

  it('come both or not at all', () => {
    expect(errors({ latitude: 26.8 })).toEqual({ longitude: GEO_MESSAGES.bothCoordinates });
    expect(errors({ latitude: '', longitude: 80.9 })).toEqual({ latitude: GEO_MESSAGES.bothCoordinates });
  });

  it('are checked by the property form', () => {
    const result = propertyEditSchema.safeParse({ latitude: 26.8 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!).longitude).toBe(GEO_MESSAGES.bothCoordinates);
  });
});
