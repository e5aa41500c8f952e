import type { Pool } from 'pg';

const POLL_MS = 10;

/**
 * Resolves once every active read model has applied the event at `target`, so a screen reloading
 * after a write sees it. Positions are comparable on both stores (gap-free on PostgreSQL, commit
 * positions on EventStoreDB).
 */
export async function waitForReadModels(pool: Pick<Pool, 'query'>, target: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ behind: string; total: string }>(
      `SELECT count(*) FILTER (WHERE c.position < $1) AS behind, count(*) AS total
         FROM projection_checkpoints c
         JOIN projection_versions v ON v.name = c.name AND v.active_version = c.version`,
      [target],
    );
    if (Number(rows[0].total) > 0 && Number(rows[0].behind) === 0) return;
    if (Date.now() > deadline)
      throw new Error(`read models did not reach position ${target} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
