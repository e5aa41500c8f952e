import { z } from 'zod';
import { at, eventSchema, id } from '../common';

export const zoneStream = (zoneId: string) => `zone-${zoneId}`;

export const ZoneAdded = eventSchema('ZoneAdded', 1, {
  zoneId: id(),
  cityId: id(),
  zoneNo: z.number().int().min(1),
  /** Optional: zones added before names were kept read as 'Zone {zoneNo}'. */
  name: z.string().min(1).optional(),
  addedAt: at(),
});

// Reference data the zones hang from (cities) and the payment forms pick from (banks), as events.
export const cityStream = (cityId: string) => `city-${cityId}`;
export const CityAdded = eventSchema('CityAdded', 1, {
  cityId: id(),
  name: z.string().min(1),
  /** The municipal corporation, e.g. 'Nagar Nigam Lucknow'. */
  corporationName: z.string().min(1),
  district: z.string().min(1),
  state: z.string().min(1),
  addedAt: at(),
});

export const bankStream = (bankId: string) => `bank-${bankId}`;
export const BankAdded = eventSchema('BankAdded', 1, {
  bankId: id(),
  name: z.string().min(1),
  /** The first four letters of the bank's IFSC codes (RBI), e.g. 'SBIN'. */
  ifscPrefix: z.string().regex(/^[A-Z]{4}$/),
  addedAt: at(),
});
