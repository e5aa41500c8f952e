import { z } from 'zod';

// Officials and operators (streams `official-<id>` and `operator-<id>`). Password hashes never enter
// the event log: it is kept forever and credentials must be replaceable and erasable.

const officialProfile = {
  officialId: z.string().min(1),
  username: z.string().min(1),
  email: z.string().email(),
  mobile: z.string().optional(),
  designation: z.string().optional(),
  loginType: z.string().min(1),
  accessId: z.string().min(1),
  accessName: z.string().min(1),
  accessType: z.string().min(1),
  isSuperAdmin: z.boolean(),
  cityId: z.string().min(1),
  accessibleZones: z.array(z.string()),
  accessibleWards: z.array(z.string()),
  minValue: z.number().int().nonnegative(),
  maxValue: z.number().int().nonnegative(),
};

export const OfficialRegistered = z.object({
  type: z.literal('OfficialRegistered'),
  version: z.literal(1),
  data: z.object(officialProfile),
});

export const OperatorRegistered = z.object({
  type: z.literal('OperatorRegistered'),
  version: z.literal(1),
  data: z.object({
    operatorId: z.string().min(1),
    username: z.string().min(1),
    email: z.string().email(),
    mobile: z.string().optional(),
    designation: z.string().optional(),
    loginType: z.string().min(1),
    accessId: z.string().min(1),
    accessName: z.string().min(1),
    accessType: z.string().min(1),
    cityId: z.string().min(1),
  }),
});

/** A user changed their own password, or an administrator reset it. The hash is not in the event. */
export const StaffPasswordChanged = z.object({
  type: z.literal('StaffPasswordChanged'),
  version: z.literal(1),
  data: z.object({
    email: z.string().email(),
    kind: z.enum(['official', 'operator']),
    how: z.enum(['changed', 'reset']),
    byEmail: z.string().email(),
  }),
});

/** PATCH officials: the profile fields that changed, with their new values. */
export const OfficialUpdated = z.object({
  type: z.literal('OfficialUpdated'),
  version: z.literal(1),
  data: z.object({
    officialId: z.string().min(1),
    changes: z.object(officialProfile).omit({ officialId: true, loginType: true }).partial(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
});

/** DELETE officials/delete/{id}: the official can no longer sign in; their history stays. */
export const OfficialDeleted = z.object({
  type: z.literal('OfficialDeleted'),
  version: z.literal(1),
  data: z.object({ officialId: z.string().min(1), deletedAt: z.iso.datetime({ offset: true }) }),
});

export const StaffEvent = z.discriminatedUnion('type', [
  OfficialRegistered,
  OperatorRegistered,
  StaffPasswordChanged,
  OfficialUpdated,
  OfficialDeleted,
]);
export type StaffEvent = z.infer<typeof StaffEvent>;
export type OfficialRegisteredData = z.infer<typeof OfficialRegistered>['data'];
export type OperatorRegisteredData = z.infer<typeof OperatorRegistered>['data'];

export const officialStream = (officialId: string) => `official-${officialId}`;
export const operatorStream = (operatorId: string) => `operator-${operatorId}`;
