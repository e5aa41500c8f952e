import { z } from 'zod';
import { at, eventSchema, financialYear, id, paise } from './common';

// Stream `jalkalEdit-<jalkalEditId>`: a request to change a property's water and sewer facts
// (DOMAIN.md "Jalkal edit requests"), pending until a jalkal official approves or rejects it. An
// approval is a process: JalkalEditApproved carries everything needed to change the property and
// re-assess the year; JalkalEditCompleted closes it once that is done. Archiving is not an event: a
// request decided in an earlier financial year than today's is listed as archived.

export const jalkalEditStream = (jalkalEditId: string) => `jalkalEdit-${jalkalEditId}`;

/** The water and sewer facts a request may change; a text set to null is cleared. */
export const waterSewerChanges = z.object({
  waterTaxApplicable: z.boolean().optional(),
  sewerageConnectionAvailable: z.boolean().optional(),
  sourceOfWater: z.string().nullable().optional(),
  waterConnectionNumber: z.string().nullable().optional(),
});
export type WaterSewerChanges = z.infer<typeof waterSewerChanges>;

/** The current year's water and sewer tax of the property, in paise. */
export const waterSewerTax = z.object({ waterPaise: paise(), sewerPaise: paise() });
export type WaterSewerTax = z.infer<typeof waterSewerTax>;

export const JalkalEditRequested = eventSchema('JalkalEditRequested', 1, {
  jalkalEditId: id(),
  propertyUniqueId: id(),
  changes: waterSewerChanges,
  /** The same facts on the property when the request was raised (null: empty). */
  previous: waterSewerChanges,
  reason: z.string().min(1),
  /** YYYY-MM-DD in India: the change counts from this day. */
  effectiveDate: z.iso.date(),
  documentIds: z.array(id()),
  documentNames: z.array(z.string()),
  requestedAt: at(),
});

export const JalkalEditApproved = eventSchema('JalkalEditApproved', 1, {
  jalkalEditId: id(),
  propertyUniqueId: id(),
  changes: waterSewerChanges,
  /** When the property's change takes effect (metadata effectiveAt of the property's edit). */
  effectiveAt: at(),
  /** The deciding official (the signed-in user; the spec's body userId names them). */
  userId: id(),
  comment: z.string().min(1),
  /** The year re-assessed, and its water and sewer tax before the change (null: not assessed yet). */
  financialYear: financialYear(),
  taxBefore: waterSewerTax.nullable(),
  approvedAt: at(),
});

export const JalkalEditRejected = eventSchema('JalkalEditRejected', 1, {
  jalkalEditId: id(),
  userId: id(),
  comment: z.string().min(1),
  rejectedAt: at(),
});

/** The approved change is on the property and the year re-assessed: the process is finished. */
export const JalkalEditCompleted = eventSchema('JalkalEditCompleted', 1, {
  jalkalEditId: id(),
  propertyUniqueId: id(),
  financialYear: financialYear(),
  /** The year's water and sewer tax after the change (null: the year could not be assessed). */
  taxAfter: waterSewerTax.nullable(),
  reassessed: z.boolean(),
  demandReplaced: z.boolean(),
  completedAt: at(),
});

export const JalkalEditEvent = z.discriminatedUnion('type', [
  JalkalEditRequested,
  JalkalEditApproved,
  JalkalEditRejected,
  JalkalEditCompleted,
]);
export type JalkalEditEvent = z.infer<typeof JalkalEditEvent>;
