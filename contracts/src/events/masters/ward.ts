import { z } from 'zod';
import { at, eventSchema, id } from '../common';

export const wardStream = (wardId: string) => `ward-${wardId}`;

export const WardAdded = eventSchema('WardAdded', 1, {
  wardId: id(),
  cityId: id(),
  zoneId: id(),
  wardNo: z.number().int().min(1),
  wardFullname: z.string().min(1),
  addedAt: at(),
});

export const WardRenamed = eventSchema('WardRenamed', 1, {
  wardId: id(),
  existingName: z.string().min(1),
  updatedName: z.string().min(1),
  renamedAt: at(),
});
