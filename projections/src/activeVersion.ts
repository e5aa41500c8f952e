// Whether a read model's active version (what its views show) has reached the one a reader needs.
// After an upgrade the new version is built beside the old one, which keeps answering until it has
// caught up; a reader of columns or tables only the new version has must take its older path meanwhile.
import type { Queryable } from './staff/queries';

const TTL_MS = 5_000;
const cache = new WeakMap<object, { at: number; versions: Promise<Map<string, number>> }>();

async function readVersions(db: Queryable): Promise<Map<string, number>> {
  const { rows: found } = await db.query<{ ok: boolean }>(
    "SELECT to_regclass('projection_versions') IS NOT NULL AS ok",
  );
  if (!found[0].ok) return new Map();
  const { rows } = await db.query<{ name: string; active_version: number }>(
    'SELECT name, active_version FROM projection_versions',
  );
  return new Map(rows.map((row) => [row.name, Number(row.active_version)]));
}

/**
 * True when `name`'s active version is at least `version`, or when the read model is not registered
 * (tables made by hand in a test: nothing is being rebuilt). Read at most every few seconds per pool.
 */
export async function activeVersionAtLeast(db: Queryable, name: string, version: number): Promise<boolean> {
  const now = Date.now();
  let entry = cache.get(db);
  if (!entry || now - entry.at > TTL_MS) {
    const versions = readVersions(db);
    entry = { at: now, versions };
    cache.set(db, entry);
    // A failed read is not kept: the next reader asks again.
    versions.catch(() => cache.get(db)?.versions === versions && cache.delete(db));
  }
  const active = (await entry.versions).get(name);
  return active === undefined || active >= version;
}
