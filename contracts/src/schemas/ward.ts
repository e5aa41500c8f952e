import { z } from 'zod';
import { WARD_NO_MIN } from '../constants';
import { ALWAYS, mustDiffer, requiredId, requiredNumber, requiredText } from './common';
import { optionalWardBoundary } from './geo';

// SPEC section 5, ward master.

export const WARD_MESSAGES = {
  wardNoMin: `Ward number must be at least ${WARD_NO_MIN}`,
  sameName: 'New ward name must be different from the old name',
} as const;

export const wardSchema = z.object({
  city_id: requiredId('City is required'),
  zone_id: requiredId('Zone is required'),
  ward_no: requiredNumber('Ward number', (n) =>
    n.int('Ward number must be a whole number').min(WARD_NO_MIN, WARD_MESSAGES.wardNoMin),
  ),
  ward_fullname: requiredText('Ward name is required'),
  /** GeoJSON Polygon / MultiPolygon (object or JSON text), for the map; optional. */
  boundary: optionalWardBoundary(),
});
export type WardInput = z.infer<typeof wardSchema>;

/** PATCH wards/edit/{id}: the new name must differ from the old. */
export const wardRenameSchema = z
  .object({
    existingName: requiredText('Existing ward name is required'),
    updatedName: requiredText('New ward name is required'),
  })
  .superRefine(mustDiffer('existingName', 'updatedName', WARD_MESSAGES.sameName), ALWAYS);
export type WardRenameInput = z.infer<typeof wardRenameSchema>;
