import type { Names, PeopleLanguage } from './words';

// Who recorded an event, as people read it: a person by their email, and the platform's own hands
// (the demo data, the automatic workers, the payment gateway, a citizen) by what they are.

export const ACTOR_NAMES = {
  seed: { en: 'Demo data', hi: 'नमूना आँकड़े' },
  system: { en: 'Automatic (the system)', hi: 'स्वचालित (प्रणाली)' },
  gateway: { en: 'Payment gateway', hi: 'भुगतान गेटवे' },
  citizen: { en: 'Citizen', hi: 'नागरिक' },
  unknown: { en: 'Not recorded', hi: 'दर्ज नहीं' },
} as const satisfies Record<string, Names>;

export type ActorKind = keyof typeof ACTOR_NAMES | 'person';

/** What kind of hand an event's metadata names: a seed's command marks demo data whoever ran it. */
export function actorKind(userId: unknown, command?: unknown): ActorKind {
  const user = typeof userId === 'string' ? userId.trim() : '';
  if (user === 'seed' || (typeof command === 'string' && command.startsWith('Seed'))) return 'seed';
  if (user === '') return 'unknown';
  if (user === 'system' || user.startsWith('system:')) return 'system';
  if (user.startsWith('gateway:')) return 'gateway';
  if (user === 'citizen') return 'citizen';
  return 'person';
}

/** 'admin@nagarnigam.demo' stays as it is; 'seed' -> 'Demo data', 'system:payments' -> 'Automatic (the system)'. */
export function actorName(userId: unknown, command: unknown, language: PeopleLanguage): string {
  const kind = actorKind(userId, command);
  return kind === 'person' ? String(userId).trim() : ACTOR_NAMES[kind][language];
}
