import { z } from 'zod';
import { ZONE_NO_MIN } from '../constants';
import { optionalText, requiredId, requiredNumber } from './common';

// SPEC section 5, zone master.

export const ZONE_NO_MIN_MESSAGE = `Zone number must be at least ${ZONE_NO_MIN}`;

export const zoneSchema = z.object({
  city_id: requiredId('City is required'),
  zone_no: requiredNumber('Zone number', (n) =>
    n.int('Zone number must be a whole number').min(ZONE_NO_MIN, ZONE_NO_MIN_MESSAGE),
  ),
  /** Optional display name; the server names a zone 'Zone {zone_no}' without one. */
  name: optionalText(),
});
export type ZoneInput = z.infer<typeof zoneSchema>;
