import { z } from 'zod';
import { optionalText, wardSchema } from '@ptax/contracts';

/**
 * PATCH wards/edit/{id}: the spec's rename (existingName / updatedName, checked with contracts
 * wardRenameSchema), or the ward form itself, whose ward_fullname is then the new name.
 */
export const wardEditSchema = z.object({
  ward_fullname: optionalText(),
  ward_no: wardSchema.shape.ward_no.optional(),
  zone_id: wardSchema.shape.zone_id.optional(),
  /** Draws or redraws the ward's boundary (GeoJSON Polygon / MultiPolygon). */
  boundary: wardSchema.shape.boundary,
});

export const RENAME_FIELDS = ['existingName', 'updatedName'] as const;
