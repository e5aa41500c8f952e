// Rebuilding a read model from /admin/utility without downtime. The code's definition is built again
// as a new version beside the active one (projections' version tables) and takes over once level;
// readers keep reading the active version meanwhile. Versions made at run time are recorded with the
// code version they were built from (`readmodel_rebuilds`) and lie 1000 above it, out of the range a
// release uses. The code's own version then stands superseded, so whoever runs that code follows the
// runtime version instead: the followers below, started by the rebuild and, on every instance, by a
// poll. A release that changes the definition (a new code version below the active runtime one) is
// built the same way at once, so it never stands superseded for good.
import type { Projection, ProjectionWorker } from '@ptax/projections';
import { startWorker } from '@ptax/projections';
import type { Pool } from 'pg';
import type { ModuleContext, Worker } from '../moduleContract';

const RUNTIME_OFFSET = 1000;
const POLL_MS = 30_000;

export interface RebuildFollowers extends Worker {
  /** Follows this version of a read model in this process (standing by while another instance does). */
  follow(projection: Projection): void;
  /** Builds the code's definition as a new version and follows it; answers the version. */
  rebuild(projection: Projection, requestedBy: string): Promise<number>;
  /** Starts what this instance should follow (after a start, or another instance's rebuild). */
  sync(): Promise<void>;
}

async function activeVersion(db: Pool, name: string): Promise<number | null> {
  const { rows } = await db.query<{ active_version: number }>(
    'SELECT active_version FROM projection_versions WHERE name = $1',
    [name],
  );
  return rows[0]?.active_version ?? null;
}

async function recorded(db: Pool, name: string): Promise<{ version: number; base_version: number }[]> {
  const { rows } = await db.query<{ version: number; base_version: number }>(
    'SELECT version, base_version FROM readmodel_rebuilds WHERE name = $1 ORDER BY version DESC',
    [name],
  );
  return rows;
}

export function startRebuildFollowers(ctx: ModuleContext, pollMs = POLL_MS): RebuildFollowers {
  const workers = new Map<string, ProjectionWorker>();
  const projections = ctx.projections ?? [];

  const follow = (projection: Projection) => {
    const key = `${projection.name}@${projection.version}`;
    if (workers.has(key)) return;
    const worker = startWorker({
      store: ctx.store,
      pool: ctx.pool,
      projection,
      batchSize: 1000,
      standbyPollMs: 1000,
      retryMs: 1000,
    });
    workers.set(key, worker);
    // A version superseded by a later rebuild ends by itself; the next sync may start its successor.
    void worker.done.finally(() => workers.delete(key)).catch(() => undefined);
  };

  const rebuild = async (projection: Projection, requestedBy: string) => {
    const active = (await activeVersion(ctx.pool, projection.name)) ?? 0;
    const highest = (await recorded(ctx.pool, projection.name))[0]?.version ?? 0;
    const version = Math.max(active + 1, highest + 1, projection.version + RUNTIME_OFFSET);
    // Two instances (or a poll and a request) may decide the same rebuild at once: the first records
    // it, the other follows the same version.
    await ctx.pool.query(
      `INSERT INTO readmodel_rebuilds (name, version, base_version, requested_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [projection.name, version, projection.version, requestedBy],
    );
    follow({ ...projection, version });
    return version;
  };

  const syncOne = async (projection: Projection) => {
    const active = (await activeVersion(ctx.pool, projection.name)) ?? 0;
    const versions = await recorded(ctx.pool, projection.name);
    // A version built from this code's definition that is active, or still being built.
    const mine = versions.find((v) => v.base_version === projection.version && v.version >= active);
    if (mine) return follow({ ...projection, version: mine.version });
    // The active version was built at run time from another definition: build this code's one.
    if (active > projection.version && versions.some((v) => v.version === active)) {
      const version = await rebuild(projection, 'release');
      console.log(`[utility] ${projection.name}: building this release's definition as version ${version}`);
    }
  };

  // One sync at a time in this process: the poll and a caller's sync must not both start a rebuild.
  let syncing: Promise<void> = Promise.resolve();
  const sync = () => {
    syncing = syncing
      .catch(() => undefined)
      .then(async () => {
        for (const projection of projections) await syncOne(projection);
      });
    return syncing;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = sync()
      .catch((error: Error) => console.warn(`[utility] rebuild followers: ${error.message}`))
      .then(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    follow,
    rebuild,
    sync,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.all([...workers.values()].map((worker) => worker.stop()));
    },
  };
}

/** Each platform's followers (set by the module's worker; absent where background work does not run). */
export const followersOf = new WeakMap<ModuleContext, RebuildFollowers>();
