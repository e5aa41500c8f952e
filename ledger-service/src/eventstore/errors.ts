// The event store's own failures. Both carry an HTTP status so the API's one error middleware can
// answer them; command handlers catch WrongExpectedRevisionError and retry a bounded number of times.
import type { ExpectedRevision } from '@ptax/contracts';

/** The stream is not at the revision the caller decided on: reload the stream, decide again. */
export class WrongExpectedRevisionError extends Error {
  readonly status = 409;
  readonly stream: string;
  readonly expected: ExpectedRevision;
  /** The stream's last revision, or 'no_stream' when it has no events. */
  readonly actual: number | 'no_stream';

  constructor(stream: string, expected: ExpectedRevision, actual: number | 'no_stream') {
    super(`stream ${stream}: expected revision ${expected}, but it is at ${actual}`);
    this.name = 'WrongExpectedRevisionError';
    this.stream = stream;
    this.expected = expected;
    this.actual = actual;
  }
}

/**
 * A batch mixes ids already stored with new ones, or reuses an id stored in another stream. A plain
 * retry repeats the whole batch (a no-op), so this is a caller bug and is never retried.
 */
export class DuplicateEventConflictError extends Error {
  readonly status = 409;
  readonly stream: string;
  readonly eventIds: readonly string[];

  constructor(stream: string, eventIds: readonly string[], reason: string) {
    super(`stream ${stream}: ${reason}`);
    this.name = 'DuplicateEventConflictError';
    this.stream = stream;
    this.eventIds = eventIds;
  }
}
