// A decision that writes to several streams (a mutation approved, a split, a jalkal edit approved, a
// self-assessment accepted, an objection resolved) is a process: its decision event is recorded first
// on its own stream with everything needed to finish, then each later write is a step that decides
// again on the stream it writes to (so a repeat writes nothing), and a completion event closes it.
// The request that records the decision completes it at once; after a crash the process worker
// finds it unfinished (in a read model) and completes it, exactly once in effect.
import type { ModuleContext } from '../moduleContract';

export interface ProcessDefinition {
  /** Names the kind in logs and the worker's report, e.g. 'mutationApproval'. */
  kind: string;
  /** Ids of processes decided before `decidedBefore` (ISO) but not completed, read from a read model. */
  unfinished(ctx: ModuleContext, decidedBefore: string): Promise<string[]>;
  /** Finishes one process; every step is idempotent. Says whether it wrote anything. */
  complete(ctx: ModuleContext, id: string): Promise<boolean>;
}
