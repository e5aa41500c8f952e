// The mutation fee table on the server: its versions are events of `mutationFeeTable` (each
// MutationFeeTableAdopted is the next version), DOMAIN.md's defaults are seeded as version 1, and a
// request's fee comes from the version in force on the day it is made.
import {
  DEFAULT_MUTATION_FEE_RULES,
  DEFAULT_MUTATION_FEE_TABLE_FROM,
  feeTableOn,
  mutationFeeRules,
  mutationFeeTableStream,
  type EventMetadata,
  type EventStore,
  type MutationFeeRules,
  type MutationFeeTable,
  type RecordedEvent,
} from '@ptax/contracts';
import { mutationFeeTables, type Queryable } from '@ptax/projections';
import { handleCommand, type Decider, type DomainEvent } from '../eventsourcing/commandHandler';
import { badRequest, conflict } from '../http/errors';
import { MUTATION_DECISIONS } from './decide';

export interface AdoptFeeTable {
  type: 'AdoptFeeTable';
  effectiveFrom: string;
  rules: MutationFeeRules;
  reason?: string;
  at: string;
}

/** How many versions the stream holds. */
type FeeTableState = { versions: number };

export const FEE_TABLE_TEXT = { invalid: 'The mutation fee table is not valid' } as const;

function adopt(_state: FeeTableState, c: AdoptFeeTable): DomainEvent[] {
  const parsed = mutationFeeRules.safeParse(c.rules);
  if (!parsed.success) throw badRequest(FEE_TABLE_TEXT.invalid);
  const data = {
    effectiveFrom: c.effectiveFrom,
    rules: parsed.data,
    ...(c.reason ? { reason: c.reason } : {}),
    adoptedAt: c.at,
  };
  return [{ type: 'MutationFeeTableAdopted', version: 1, data }];
}

export const feeTableDecider: Decider<FeeTableState, AdoptFeeTable> = {
  initialState: { versions: 0 },
  evolve: (state: FeeTableState, event: RecordedEvent) =>
    event.type === 'MutationFeeTableAdopted' ? { versions: state.versions + 1 } : state,
  decide: adopt,
};

export function adoptFeeTable(store: EventStore, command: AdoptFeeTable, metadata: EventMetadata) {
  return handleCommand(store, mutationFeeTableStream, feeTableDecider, command, metadata);
}

/** DOMAIN.md's defaults as version 1 when the table has no version yet; a second run adds nothing. */
export async function seedDefaultFeeTable(store: EventStore, now: () => number): Promise<boolean> {
  if ((await store.readStream(mutationFeeTableStream)).length > 0) return false;
  await adoptFeeTable(
    store,
    {
      type: 'AdoptFeeTable',
      effectiveFrom: DEFAULT_MUTATION_FEE_TABLE_FROM,
      rules: DEFAULT_MUTATION_FEE_RULES,
      reason: "DOMAIN.md's default mutation fees",
      at: new Date(now()).toISOString(),
    },
    { userId: 'seed', command: 'AdoptFeeTable' },
  );
  return true;
}

/** The version in force for a request made on `day` (YYYY-MM-DD); 409 when there is none. */
export async function feeTableInForce(db: Queryable, day: string): Promise<MutationFeeTable> {
  const table = feeTableOn(await mutationFeeTables(db), day);
  if (!table) throw conflict(MUTATION_DECISIONS.noFeeTable);
  return table;
}
