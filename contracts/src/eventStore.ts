// The event-store port (ARCHITECTURE.md, "Event store semantics"). Types only: the adapters live in
// ledger-service/src/eventstore, and projections consume events through this interface.

/** 'no_stream': the stream must not exist; 'any': no check; a number: the stream's last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

/** Who, when, why: carried by every event. */
export interface EventMetadata {
  userId?: string;
  loginType?: string;
  /** Command name that produced the event (why). */
  command?: string;
  remarks?: string;
  correlationId?: string;
  causationId?: string;
  /** ISO date-time the event takes effect, where it differs from when it was recorded (backdating). */
  effectiveAt?: string;
  [key: string]: unknown;
}

export interface NewEvent<Data = unknown> {
  /** Unique id (UUID); appending an id that is already stored is a no-op. */
  id: string;
  type: string;
  /** Schema version of this event type (see contracts/src/events). */
  version: number;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Data = unknown> extends NewEvent<Data> {
  stream: string;
  /** 0-based index of the event in its stream. */
  revision: number;
  /** Global order; gap-free 1, 2, 3... on PostgreSQL, the commit position on EventStoreDB. */
  position: number;
  /** Opaque resume point meaning "after this event". */
  checkpoint: string;
  /** ISO date-time the store recorded the event. */
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: number;
  checkpoint: string;
  /** False when every event id was already stored (an idempotent retry). */
  appended: boolean;
}

/** One stream's part of an appendMany call. */
export interface StreamAppend {
  stream: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

/**
 * What appendMany did with one stream, in the order of its input. A wrong expected revision is
 * reported here (the other streams are appended); an idempotent retry is ok with appended=false.
 */
export type StreamAppendResult =
  | ({ stream: string; ok: true } & AppendResult)
  | { stream: string; ok: false; reason: 'wrong_expected_revision'; actualRevision: number | 'no_stream' };

export interface ReadStreamOptions {
  /** Start at this revision (inclusive). Default: the first (forwards) or last (backwards). */
  from?: number;
  direction?: 'forwards' | 'backwards';
  /** Only events recorded at or before this instant. */
  upTo?: Date;
  limit?: number;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Pass back to continue after the last returned event; unchanged when nothing was read. */
  checkpoint: string | null;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Largest batch handed to the handler. */
  batchSize?: number;
  onError?: (error: unknown) => void;
}

/** The result of recomputing a stream's hash chain. */
export type ChainCheck =
  { ok: true; events: number } | { ok: false; brokenAtRevision: number; eventId: string; reason: string };

export interface EventStore {
  append(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to many streams in one call (bulk work such as raising every property's demand). Each
   * stream is checked on its own: a wrong expected revision is reported in its result and the
   * others are appended. Event ids are idempotent as in `append`; a batch that mixes stored and new
   * ids (or reuses an id of another stream) throws DuplicateEventConflictError for the whole call.
   * A stream may appear once per call. PostgreSQL appends the whole call in one transaction with
   * contiguous positions in input order; EventStoreDB appends stream by stream, so after a throw
   * some streams may have landed (repeating the call is safe: the ids make it idempotent).
   */
  appendMany(appends: StreamAppend[]): Promise<StreamAppendResult[]>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events after `fromCheckpoint` (null: from the start) in global order. */
  readAll(fromCheckpoint: string | null, limit: number): Promise<ReadAllResult>;
  /** Catch up from the checkpoint, then follow live; the handler is awaited before the next batch. */
  subscribe(
    fromCheckpoint: string | null,
    handler: (events: RecordedEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription;
  /** The checkpoint after the newest stored event (null when empty): projection lag is measured against it. */
  headCheckpoint(): Promise<{ checkpoint: string | null; position: number }>;
  verifyStream(stream: string): Promise<ChainCheck>;
  close(): Promise<void>;
}
