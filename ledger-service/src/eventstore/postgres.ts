// The PostgreSQL adapter of the event-store port: the default everywhere (embedded, tests, one server).
// Appends are one call to es_append (postgresSchema.ts) or es_append_many (postgresAppendManySql.ts);
// subscriptions poll with LISTEN/NOTIFY wake-ups.
import type {
  AppendResult,
  ChainCheck,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllResult,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  StreamAppendResult,
  SubscribeOptions,
  Subscription,
} from '@ptax/contracts';
import { Pool } from 'pg';
import { migrate } from '../db/migrate';
import {
  appendManyError,
  isStreamCreatedMeanwhile,
  toStreamAppendResult,
  type AppendManyRow,
} from './postgresAppendMany';
import { DuplicateEventConflictError, WrongExpectedRevisionError } from './errors';
import { PgNotifier } from './pgNotifier';
import { startPollingSubscription, type Page } from './pollingSubscription';
import { positionAfter, statements, toRecordedEvent, type EventRow } from './postgresRows';
import { EVENTS_CHANNEL, eventStoreMigrations } from './postgresSchema';
import { verifyPostgresStream } from './postgresVerify';
import { assertValidAppend, assertValidAppendMany } from './validate';

export { eventStoreMigrations } from './postgresSchema';

export interface PostgresEventStoreOptions {
  connectionString: string;
  poolSize?: number;
  /** How often a caught-up subscription looks for events when no notification came. */
  pollIntervalMs?: number;
}

interface AppendRow {
  last_position: string;
  next_revision: string;
  appended: boolean;
}

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  message: string;
}

function appendError(
  error: unknown,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): unknown {
  const pgError = error as PgError;
  const ids = events.map((event) => event.id);
  if (pgError.code === 'ES409') {
    const actual = Number(pgError.detail);
    return new WrongExpectedRevisionError(stream, expected, actual < 0 ? 'no_stream' : actual);
  }
  if (pgError.code === 'ES410') return new DuplicateEventConflictError(stream, ids, pgError.message);
  if (pgError.code === '23505' && pgError.constraint === 'events_id_key') {
    return new DuplicateEventConflictError(
      stream,
      ids,
      'an event id was stored in another stream at the same time',
    );
  }
  return error;
}

export class PostgresEventStore implements EventStore {
  private readonly notifier: PgNotifier;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly db: Pool,
    connectionString: string,
    private readonly pollIntervalMs: number,
  ) {
    this.notifier = new PgNotifier(connectionString, EVENTS_CHANNEL);
  }

  /** The store's pool, for callers that want to share its connections (the store still owns it). */
  get pool(): Pool {
    return this.db;
  }

  async append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    assertValidAppend(stream, events, expectedRevision);
    try {
      const { rows } = await this.db.query<AppendRow>(statements.append(stream, expectedRevision, events));
      const row = rows[0];
      return {
        nextRevision: Number(row.next_revision),
        position: Number(row.last_position),
        checkpoint: row.last_position,
        appended: row.appended,
      };
    } catch (error) {
      throw appendError(error, stream, events, expectedRevision);
    }
  }

  /** One call to es_append_many: one transaction, positions contiguous in input order. */
  async appendMany(appends: StreamAppend[]): Promise<StreamAppendResult[]> {
    assertValidAppendMany(appends);
    if (appends.length === 0) return [];
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { rows } = await this.db.query<AppendManyRow>(statements.appendMany(appends));
        return rows.map((row, index) => toStreamAppendResult(appends[index].stream, row));
      } catch (error) {
        // Another writer created one of the call's new streams meanwhile: nothing was stored, and
        // the repeated call finds that stream (each new stream can make this happen once at most).
        if (isStreamCreatedMeanwhile(error) && attempt <= appends.length) continue;
        throw appendManyError(error, appends);
      }
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const query = options.direction === 'backwards' ? statements.readBackwards : statements.readForwards;
    const { rows } = await this.db.query<EventRow>(
      query(stream, options.from ?? null, options.upTo ?? null, options.limit ?? null),
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(fromCheckpoint: string | null, limit: number): Promise<ReadAllResult> {
    const { events, checkpoint } = await this.readPage(fromCheckpoint, limit);
    return { events, checkpoint };
  }

  subscribe(
    fromCheckpoint: string | null,
    handler: (events: RecordedEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription {
    positionAfter(fromCheckpoint); // a foreign checkpoint fails here, not in the loop
    const subscription = startPollingSubscription({
      read: (checkpoint, limit) => this.readPage(checkpoint, limit),
      onNewEvents: (listener) => this.notifier.listen(listener),
      fromCheckpoint,
      handler,
      options,
      pollIntervalMs: this.pollIntervalMs,
    });
    const tracked: Subscription = {
      stop: async () => {
        this.subscriptions.delete(tracked);
        await subscription.stop();
      },
    };
    this.subscriptions.add(tracked);
    return tracked;
  }

  async headCheckpoint(): Promise<{ checkpoint: string | null; position: number }> {
    // The counter is committed in position order, so it is the newest committed position.
    const { rows } = await this.db.query<{ last: string }>(statements.head());
    const position = Number(rows[0].last);
    return { checkpoint: position > 0 ? String(position) : null, position };
  }

  verifyStream(stream: string): Promise<ChainCheck> {
    return verifyPostgresStream(this.db, stream);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.notifier.close();
    await this.db.end();
  }

  /**
   * Events after the checkpoint, cut at the first missing position. Positions are gap-free by
   * construction (es_append), so a gap means a damaged table: wait and report, never skip past it.
   */
  private async readPage(fromCheckpoint: string | null, limit: number): Promise<Page> {
    const after = positionAfter(fromCheckpoint);
    if (!Number.isSafeInteger(limit) || limit < 0)
      throw new TypeError(`readAll: limit must be a count, not ${limit}`);
    if (limit === 0) return { events: [], checkpoint: fromCheckpoint };
    const { rows } = await this.db.query<EventRow>(statements.readAll(after, limit));
    const events: RecordedEvent[] = [];
    for (const row of rows) {
      const expected = after + events.length + 1;
      if (Number(row.position) !== expected) {
        const gap = `event store position ${expected} is missing (next stored: ${row.position}); waiting, not skipping`;
        return { events, checkpoint: events.at(-1)?.checkpoint ?? fromCheckpoint, gap };
      }
      events.push(toRecordedEvent(row));
    }
    return { events, checkpoint: events.at(-1)?.checkpoint ?? fromCheckpoint };
  }
}

export async function createPostgresEventStore(
  options: PostgresEventStoreOptions,
): Promise<PostgresEventStore> {
  const pool = new Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
  // An idle connection that drops is discarded by the pool and the next query opens a new one;
  // without a listener the 'error' event would crash the process.
  pool.on('error', () => undefined);
  try {
    await migrate(pool, eventStoreMigrations);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PostgresEventStore(pool, options.connectionString, options.pollIntervalMs ?? 1_000);
}
