import type { Pool } from 'pg';

/** A unique natural key: what it is, the parent it is unique in, and its value. */
export interface NaturalKey {
  kind: 'zone_no' | 'ward_no' | 'ward_name' | 'mohalla_name';
  parentId: string;
  key: string;
}

// A claim left by a process that died between reserving and appending is taken over after this long,
// once the read model (checked by the caller first) shows no holder.
const STALE_CLAIM = '1 minute';

const normalised = (key: NaturalKey) => [key.kind, key.parentId, key.key.trim().toLowerCase()];

/** Reservations of natural keys in geography_keys (migrations.ts). */
export function createKeyRegistry(pool: Pick<Pool, 'query'>) {
  async function claim(key: NaturalKey, ownerId: string): Promise<boolean> {
    const values = [...normalised(key), ownerId];
    const inserted = await pool.query(
      `INSERT INTO geography_keys (kind, parent_id, key, owner_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      values,
    );
    if (inserted.rowCount === 1) return true;
    const taken = await pool.query(
      `UPDATE geography_keys SET owner_id = $4, claimed_at = now()
        WHERE kind = $1 AND parent_id = $2 AND key = $3
          AND (owner_id = $4 OR claimed_at < now() - interval '${STALE_CLAIM}')`,
      values,
    );
    return taken.rowCount === 1;
  }

  async function release(key: NaturalKey, ownerId: string): Promise<void> {
    await pool.query(
      'DELETE FROM geography_keys WHERE kind = $1 AND parent_id = $2 AND key = $3 AND owner_id = $4',
      [...normalised(key), ownerId],
    );
  }

  /** Records keys of records appended without a claim (the demo seed); a held key stays its holder's. */
  async function record(entries: { key: NaturalKey; ownerId: string }[]): Promise<void> {
    if (entries.length === 0) return;
    const columns = entries.map(({ key, ownerId }) => [...normalised(key), ownerId]);
    await pool.query(
      `INSERT INTO geography_keys (kind, parent_id, key, owner_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
      [0, 1, 2, 3].map((i) => columns.map((row) => row[i])),
    );
  }

  return {
    claim,
    release,
    record,
    /**
     * Claims each key not already held in the read model (`heldBy` looks it up) and reports which are
     * taken. The claims are released if `work` fails, so a refused change leaves no reservation.
     */
    async withClaims<T>(
      ownerId: string,
      keys: { key: NaturalKey; heldBy: () => Promise<string | null> }[],
      work: (taken: boolean[]) => Promise<T>,
    ): Promise<T> {
      const claimed: NaturalKey[] = [];
      const taken: boolean[] = [];
      try {
        for (const { key, heldBy } of keys) {
          const holder = await heldBy();
          // The owner already holding the key (a rename that only changes case) keeps it as it is.
          const free = holder === ownerId || (holder === null && (await claim(key, ownerId)));
          if (free && holder === null) claimed.push(key);
          taken.push(!free);
        }
        return await work(taken);
      } catch (error) {
        await Promise.all(claimed.map((key) => release(key, ownerId)));
        throw error;
      }
    },
  };
}

export type KeyRegistry = ReturnType<typeof createKeyRegistry>;
