// The administrator's maintenance page (/admin/utility, calls under admin/utility/*): read-model lag
// and rebuilds, the audit verification run, the outboxes and the background jobs.

export interface UtilityReadModel {
  name: string;
  version: number;
  state: 'active' | 'building' | 'retired';
  position: number;
  headPosition: number;
  lag: number;
  updatedAt: string;
  /** The rebuild of this read model under way or last finished, if any since the service started. */
  rebuild: UtilityRun | null;
}

/** A background run started from the page (a rebuild, an audit verification). */
export interface UtilityRun {
  id: string;
  kind: 'rebuild' | 'auditVerification';
  target: string | null;
  status: 'running' | 'succeeded' | 'failed';
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  /** Progress while running, the outcome when finished, in words. */
  summary: string | null;
  /** The run's report (the audit's streams, events, broken chains, mismatches). */
  report: Record<string, unknown> | null;
}

export interface UtilityOutbox {
  name: 'messages' | 'statePortal';
  counts: Record<string, number>;
  failures: { id: string; about: string; attempts: number; error: string | null; at: string }[];
}

export interface UtilityJob {
  name: string;
  status: string;
  /** 0 to 100 where the job knows its size. */
  percent: number | null;
  /** What the job counts (found, completed, busy, errors; total, done, issued, skipped). */
  counts: Record<string, number>;
  updatedAt: string | null;
}
