import type { AccessScope } from '../http/scope';
import { assertInScope } from '../http/scope';
import { forbidden } from '../http/errors';

/**
 * An administrator limited to zones / wards may only give, change or take away an official whose
 * zones and wards all lie inside their own. An empty list means every zone (ward), so only an
 * administrator without that limit may give it.
 */
export function assertCoverageInScope(scope: AccessScope, zones: string[], wards: string[]): void {
  if (scope.zones && zones.length === 0) throw forbidden('This zone is outside your access');
  if (scope.wards && wards.length === 0) throw forbidden('This ward is outside your access');
  zones.forEach((zone) => assertInScope(scope, zone, null));
  wards.forEach((ward) => assertInScope(scope, null, ward));
}
