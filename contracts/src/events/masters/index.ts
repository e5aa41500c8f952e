import { z } from 'zod';
import { CategoryAdded, CategoryDeleted, CategoryEdited } from './category';
import { DiscountAdded, DiscountEdited } from './discount';
import { MohallaAdded, MohallaRatesRevised, MohallaRenamed, MohallaServicesChanged } from './mohalla';
import { RoleAdded, RoleEdited } from './role';
import { WardAdded, WardBoundaryMapped, WardRenamed } from './ward';
import { BankAdded, CityAdded, ZoneAdded } from './zone';

export * from './category';
export * from './discount';
export * from './mohalla';
export * from './role';
export * from './ward';
export * from './zone';

/** Events of the master data streams (city-, bank-, zone-, ward-, mohalla-, discount-, role-, category-<id>). */
export const MasterEvent = z.discriminatedUnion('type', [
  CityAdded,
  BankAdded,
  ZoneAdded,
  WardAdded,
  WardRenamed,
  WardBoundaryMapped,
  MohallaAdded,
  MohallaRatesRevised,
  MohallaRenamed,
  MohallaServicesChanged,
  DiscountAdded,
  DiscountEdited,
  RoleAdded,
  RoleEdited,
  CategoryAdded,
  CategoryEdited,
  CategoryDeleted,
]);
export type MasterEvent = z.infer<typeof MasterEvent>;
