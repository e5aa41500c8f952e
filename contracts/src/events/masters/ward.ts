import { z } from 'zod';
import { wardBoundary } from '../../schemas/geo';
import { at, eventSchema, id } from '../common';

export const wardStream = (wardId: string) => `ward-${wardId}`;

export const WardAdded = eventSchema('WardAdded', 1, {
  wardId: id(),
  cityId: id(),
  zoneId: id(),
  wardNo: z.number().int().min(1),
  wardFullname: z.string().min(1),
  /** GeoJSON Polygon / MultiPolygon (issue 11; absent on earlier events). */
  boundary: wardBoundary.optional(),
  addedAt: at(),
});

export const WardRenamed = eventSchema('WardRenamed', 1, {
  wardId: id(),
  existingName: z.string().min(1),
  updatedName: z.string().min(1),
  renamedAt: at(),
});

/** The ward's boundary was drawn or redrawn (wards/edit, or the demo city's map for wards added before it). */
export const WardBoundaryMapped = eventSchema('WardBoundaryMapped', 1, {
  wardId: id(),
  boundary: wardBoundary,
  /** The boundary before, when there was one. */
  previous: wardBoundary.optional(),
  mappedAt: at(),
});
