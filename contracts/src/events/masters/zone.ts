import { z } from 'zod';
import { at, eventSchema, id } from '../common';

export const zoneStream = (zoneId: string) => `zone-${zoneId}`;

export const ZoneAdded = eventSchema('ZoneAdded', 1, {
  zoneId: id(),
  cityId: id(),
  zoneNo: z.number().int().min(1),
  addedAt: at(),
});
