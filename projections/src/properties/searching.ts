// The trigram thresholds of the name search are settings of pg_trgm, read by the `%` and `<%`
// operators (and so by the GIN index scan). They are set for one transaction only, on one
// connection, so nothing else that shares the pool sees them. So is enable_seqscan = off: the
// planner does not know that computing a trigram similarity costs microseconds, and for a few hundred
// expected matches it would compare the text with every one of tens of thousands of names (measured:
// 190 ms instead of 5); every search has an index that serves it.
import type { Queryable } from '../staff/queries';
import { NAME_SIMILARITY_THRESHOLD, NAME_WORD_SIMILARITY_THRESHOLD } from './filters';

interface PoolLike extends Queryable {
  totalCount: number;
  connect(): Promise<Queryable & { release(): void }>;
}

const isPool = (db: Queryable): db is PoolLike =>
  'totalCount' in db && typeof (db as PoolLike).connect === 'function';

const SETTINGS = `BEGIN;
  SET LOCAL pg_trgm.similarity_threshold = ${NAME_SIMILARITY_THRESHOLD};
  SET LOCAL pg_trgm.word_similarity_threshold = ${NAME_WORD_SIMILARITY_THRESHOLD};
  SET LOCAL enable_seqscan = off`;

/** Runs reads with the search's thresholds, in a read-only transaction of their own. */
export async function searching<T>(db: Queryable, read: (client: Queryable) => Promise<T>): Promise<T> {
  const client = isPool(db) ? await db.connect() : null;
  const target = client ?? db;
  try {
    await target.query(`${SETTINGS}; SET TRANSACTION READ ONLY`);
    const result = await read(target);
    await target.query('COMMIT');
    return result;
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client?.release();
  }
}
