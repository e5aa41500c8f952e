// What deciding the payments of a seeded history needs (history/payments.ts), and its two small
// helpers: a command on a property's ledger, and the metadata the API would record for a person.
import type { EventMetadata, StreamAppend } from '@ptax/contracts';
import type { AccountState } from '../../ledger/account';
import type { LedgerCommand } from '../../ledger/commands';
import { decideLedger } from '../../ledger/decide';
import type { DayRules } from '../../ledger/rules';
import type { Counters } from './counters';
import type { StreamRecorder } from './recorder';

/** A property's stream (register and ledger) while its history is decided. */
export type Account = StreamRecorder<AccountState>;

/** Who records each step, as the API would (the counter clerk, a citizen, the gateway, a reviewer). */
export type Actor = 'counter' | 'citizen' | 'gateway' | 'reviewer';

export interface PayOdds {
  /** Of cheques and DDs. */
  bounced: number;
  /** Of counter cash and POS receipts, the same day. */
  cancelled: number;
  /** Of payments, shifted later to the other property of the pair. */
  shifted: number;
}

export interface PayTally {
  payments: Record<string, number>;
  refused: number;
}

export interface PayContext {
  counters: Pick<Counters, 'next'>;
  /** The recorder's metadata, for every step no actor is given for. */
  metadata: EventMetadata;
  idSeed: string;
  /** The last day anything happens on. */
  today: string;
  random: () => number;
  tally: PayTally;
  /** Where the new payment streams go; the property streams are the caller's. */
  appends: StreamAppend[];
  rulesOf(day: string): DayRules;
  odds: PayOdds;
  actors?: Partial<Record<Actor, EventMetadata>>;
  /** Events take effect at the moment decided (a past history recorded today). */
  backdated?: boolean;
  /** A stored transfer proof the NEFT entries refer to. */
  neftProofFileId?: string;
}

/** The actor's metadata for the API command, or none (the recorder's own) when no actor is given. */
export function by(
  ctx: PayContext,
  actor: Actor,
  command: string,
  extra: EventMetadata = {},
): EventMetadata | undefined {
  const who = ctx.actors?.[actor];
  return who ? { ...who, command, ...extra } : undefined;
}

/** Decides a ledger command on the property; a refusal is counted and records nothing. */
export function onLedger(
  ctx: PayContext,
  account: Account,
  command: LedgerCommand,
  metadata?: EventMetadata,
) {
  const decided = account.decide(decideLedger, command, command.at, metadata);
  if (!decided) ctx.tally.refused++;
  return decided;
}
