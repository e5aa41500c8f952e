import { z } from 'zod';
import { at, eventSchema, id } from './common';
import { propertyDetails } from './property';

// Stream `jalkalEdit-<jalkalEditId>`: a water-department edit request, pending until approved or
// rejected (userId, comment), and archived afterwards (SPEC section 4).

export const jalkalEditStream = (jalkalEditId: string) => `jalkalEdit-${jalkalEditId}`;

export const JalkalEditRequested = eventSchema('JalkalEditRequested', 1, {
  jalkalEditId: id(),
  propertyUniqueId: id(),
  changes: propertyDetails.partial(),
  requestedAt: at(),
});

export const JalkalEditApproved = eventSchema('JalkalEditApproved', 1, {
  jalkalEditId: id(),
  userId: id(),
  comment: z.string().min(1),
  approvedAt: at(),
});

export const JalkalEditRejected = eventSchema('JalkalEditRejected', 1, {
  jalkalEditId: id(),
  userId: id(),
  comment: z.string().min(1),
  rejectedAt: at(),
});

export const JalkalEditArchived = eventSchema('JalkalEditArchived', 1, {
  jalkalEditId: id(),
  archivedAt: at(),
});

export const JalkalEditEvent = z.discriminatedUnion('type', [
  JalkalEditRequested,
  JalkalEditApproved,
  JalkalEditRejected,
  JalkalEditArchived,
]);
export type JalkalEditEvent = z.infer<typeof JalkalEditEvent>;
