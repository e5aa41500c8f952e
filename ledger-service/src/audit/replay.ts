// The auditor's replay of one property: its ledger rebuilt from the stream (the same fold the money
// decisions use), compared with the read model's row, and the stream's hash chain recomputed.
import {
  evolveLedger,
  foldLedger,
  propertyStream,
  type ChainCheck,
  type LedgerState,
  type RecordedEvent,
} from '@ptax/contracts';
import { findLedgerAccount, LEDGER_HANDLED_TYPES, waitForReadModels } from '@ptax/projections';
import type { ModuleContext } from '../moduleContract';
import { jsonDifferences, type Difference } from './jsonDiff';

/** What the ledger read model keeps of a property (ledger_accounts). */
export interface ReadModelLedger {
  revision: number;
  state: LedgerState;
}

export interface ReplayReport {
  propertyUniqueId: string;
  events: number;
  /** Revision of the stream's last event of a type the read model applies (-1: none). */
  revision: number;
  readModelRevision: number | null;
  matches: boolean;
  differences: Difference[];
  chain: ChainCheck;
}

const HANDLED = new Set(LEDGER_HANDLED_TYPES);

/** A property's ledger rebuilt from its stream, and the revision the read model should be at. */
export interface Replayed {
  ledger: LedgerState;
  /** Revision of the last event of a type the read model applies (-1: none). */
  revision: number;
  /** Global position of the last event folded (0: none). */
  position: number;
}

export const emptyReplay = (): Replayed => ({ ledger: foldLedger([]), revision: -1, position: 0 });

/** One more event of the stream (events come in stream order). */
export function replayEvent(replayed: Replayed, event: RecordedEvent): Replayed {
  return {
    ledger: evolveLedger(replayed.ledger, event),
    revision: HANDLED.has(event.type) ? event.revision : replayed.revision,
    position: event.position,
  };
}

export const replay = (events: readonly RecordedEvent[]) => events.reduce(replayEvent, emptyReplay());

/** Differences between a replayed ledger and the read model's row (none: they match). */
export function compareWithReadModel(replayed: Replayed, row: ReadModelLedger | null): Difference[] {
  const { revision } = replayed;
  if (!row) return revision < 0 ? [] : [{ path: 'row', replayed: revision, readModel: null }];
  const differences: Difference[] =
    row.revision === revision ? [] : [{ path: 'revision', replayed: revision, readModel: row.revision }];
  const state = jsonDifferences(replayed.ledger, row.state).map((d) => ({
    ...d,
    path: d.path ? `state.${d.path}` : 'state',
  }));
  return [...differences, ...state];
}

/** How long the auditor's replay waits for the read models before comparing with what they have. */
const CATCH_UP_MS = 10_000;

export async function replayProperty(
  ctx: Pick<ModuleContext, 'store' | 'pool'>,
  propertyUniqueId: string,
  events: RecordedEvent[],
): Promise<ReplayReport> {
  const last = events.at(-1);
  // A lagging read model is reported as it is (its revision shows it), not waited for forever.
  if (last) await waitForReadModels(ctx.pool, last.position, CATCH_UP_MS).catch(() => undefined);
  const [account, chain] = await Promise.all([
    findLedgerAccount(ctx.pool, propertyUniqueId),
    ctx.store.verifyStream(propertyStream(propertyUniqueId)),
  ]);
  const replayed = replay(events);
  const differences = compareWithReadModel(replayed, account);
  return {
    propertyUniqueId,
    events: events.length,
    revision: replayed.revision,
    readModelRevision: account?.revision ?? null,
    matches: differences.length === 0,
    differences,
    chain,
  };
}
