import type { Request } from 'express';
import { LOGIN_TYPES } from '@ptax/contracts';
import type { StaffDirectory } from '../staff/directory';
import { currentUser } from './auth';
import { forbidden } from './errors';

/**
 * The zones and wards a signed-in official may see and change (accessibleZones / accessibleWards).
 * `null` means no limit: officials with empty lists, and public callers of public calls.
 */
export interface AccessScope {
  zones: string[] | null;
  wards: string[] | null;
}

export const UNLIMITED: AccessScope = { zones: null, wards: null };

export async function accessScopeOf(req: Request, directory: StaffDirectory): Promise<AccessScope> {
  if (!(req as { user?: unknown }).user) return UNLIMITED;
  const user = currentUser(req);
  if (user.loginType !== LOGIN_TYPES.nagarNigam && user.loginType !== LOGIN_TYPES.jalkal) return UNLIMITED;
  const account = await directory.findByEmail('official', user.email);
  if (!account) throw forbidden('Your account no longer exists');
  return {
    zones: account.accessibleZones.length ? account.accessibleZones : null,
    wards: account.accessibleWards.length ? account.accessibleWards : null,
  };
}

/** Refuses a change outside the caller's zones and wards (403), so a limit holds on the server. */
export function assertInScope(scope: AccessScope, zoneId: string | null, wardId: string | null): void {
  if (scope.zones && zoneId && !scope.zones.includes(zoneId))
    throw forbidden('This zone is outside your access');
  if (scope.wards && wardId && !scope.wards.includes(wardId))
    throw forbidden('This ward is outside your access');
}
