// Who counts as a person in the logs: anyone signed in, and citizens on the public pages. The seed,
// the workers (system, system:...) and the gateways' signed answers (gateway:...) are not people.
import type { EventMetadata } from '@ptax/contracts';

const MACHINE_USERS = new Set(['seed', 'system']);
const MACHINE_PREFIXES = ['system:', 'gateway:'];
const MACHINE_LOGIN_TYPES = new Set(['system', 'gateway']);

export function isPersonActor(metadata: EventMetadata): boolean {
  const { userId, loginType } = metadata;
  if (typeof userId !== 'string' || userId.trim() === '') return false;
  if (typeof loginType === 'string' && MACHINE_LOGIN_TYPES.has(loginType)) return false;
  const user = userId.trim().toLowerCase();
  return !MACHINE_USERS.has(user) && !MACHINE_PREFIXES.some((prefix) => user.startsWith(prefix));
}
