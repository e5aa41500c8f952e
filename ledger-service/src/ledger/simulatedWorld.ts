// Test support: the world a simulated money history plays in (two properties, a calendar day,
// shifts in flight), and recording what the real ledger decider decides (simulatedHistory.ts plays
// the steps).
import { type HeadMoney, type PropertyDetails, type RecordedEvent } from '@ptax/contracts';
import { HttpError } from '../http/errors';
import { evolveAccount, initialAccountState, type AccountState } from './account';
import type { LedgerCommand } from './commands';
import { decideLedger } from './decide';

export type Who = 'A' | 'B';
export const PROPERTY_IDS: Record<Who, string> = { A: 'PROPERTYAAAAAAAAA', B: 'PROPERTYBBBBBBBBB' };

/** One step of a history; numbers are interpreted against the state (a payment to reverse by index). */
export type Step =
  | { kind: 'wait'; days: number }
  | { kind: 'demand'; who: Who; yearsBack: number; amounts: HeadMoney }
  | { kind: 'pay'; who: Who; amountPaise: number; online: boolean }
  | { kind: 'payInFull'; who: Who; online: boolean }
  | { kind: 'note'; who: Who; credit: boolean; yearsBack: number; amounts: HeadMoney }
  | { kind: 'correct'; who: Who; yearsBack: number; revised: HeadMoney }
  | { kind: 'reverse'; who: Who; pick: number }
  | { kind: 'shiftOut'; who: Who; pick: number; deliverNow: boolean }
  | { kind: 'deliverShift'; pick: number };

export interface Account {
  id: string;
  state: AccountState;
  events: RecordedEvent[];
}

export interface PendingShift {
  txnId: string;
  from: Who;
  to: Who;
  amountPaise: number;
}

export interface World {
  day: string;
  accounts: Record<Who, Account>;
  /** Shifted out, not yet shifted in (the process manager has not run yet). */
  inFlight: PendingShift[];
  serial: number;
}

export const START_DAY = '2023-04-03';
export const at = (day: string) => `${day}T10:00:00+05:30`;
export const other = (who: Who): Who => (who === 'A' ? 'B' : 'A');

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function yearBefore(financialYear: string, years: number): string {
  const start = Number(financialYear.slice(0, 4)) - years;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const DETAILS: PropertyDetails = {
  ownerName: 'Ramesh Kumar',
  propertyAddress: '12, Narhi, Hazratganj, Lucknow',
  zoneId: 'zone-1',
  wardId: 'ward-1',
  mohallaId: 'mohalla-1',
  houseCategory: 'residential',
  isMetroRailProperty: false,
  houseTaxApplicable: true,
  sewerageConnectionAvailable: true,
  waterTaxApplicable: true,
  isDisabled: false,
  isExDefensePersonalWidow: false,
};

function record(world: World, account: Account, type: string, data: unknown, recordedAt: string) {
  world.serial += 1;
  const event: RecordedEvent = {
    id: `00000000-0000-4000-8000-${String(world.serial).padStart(12, '0')}`,
    type,
    version: 1,
    data,
    metadata: { userId: 'tester@nagarnigam.demo', loginType: 'nagar_nigam' },
    stream: `property-${account.id}`,
    revision: account.events.length,
    position: world.serial,
    checkpoint: String(world.serial),
    recordedAt: new Date(recordedAt).toISOString(),
  };
  account.events.push(event);
  account.state = evolveAccount(account.state, event);
}

export function newWorld(ids: Record<Who, string> = PROPERTY_IDS): World {
  const world: World = { day: START_DAY, accounts: {} as World['accounts'], inFlight: [], serial: 0 };
  for (const who of ['A', 'B'] as const) {
    const account: Account = { id: ids[who], state: initialAccountState, events: [] };
    world.accounts[who] = account;
    const data = { propertyUniqueId: account.id, details: DETAILS, floors: [], registeredAt: at(START_DAY) };
    record(world, account, 'PropertyRegistered', data, at(START_DAY));
  }
  return world;
}

/** Decides a command on one account and records what it decided; a refusal (HttpError) records nothing. */
export function decideOn(world: World, who: Who, command: LedgerCommand): RecordedEvent[] {
  const account = world.accounts[who];
  let decided;
  try {
    decided = decideLedger(account.state, command);
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
  const before = account.events.length;
  for (const event of decided) record(world, account, event.type, event.data, at(world.day));
  return account.events.slice(before);
}

/** Payments standing on the account (received or shifted in, not undone), by txn id. */
export const standing = (account: Account) =>
  Object.values(account.state.ledger.payments).filter((p) => p.status === 'received' && p.amountPaise > 0);
