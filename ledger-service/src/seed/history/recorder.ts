// One stream held in memory while a seeded history is decided (the benchmarks' generated city, the
// demo payments): each command goes to the domain's real decider on the state folded so far, and
// what it decides is recorded (ids derived from the seed, the stream and the revision, so a seed
// always writes the same events) and folded in. A refusal (HttpError) records nothing, as the API
// would answer 4xx and write nothing. A stream may go on from the events the store holds.
import type { EventMetadata, NewEvent, RecordedEvent, StreamAppend } from '@ptax/contracts';
import type { DomainEvent } from '../../eventsourcing/commandHandler';
import { HttpError } from '../../http/errors';
import { uuidFrom } from '../../tax/fingerprint';

export interface RecorderOptions {
  /** Who records, unless a decision names someone else. */
  metadata: EventMetadata;
  idSeed: string;
  /** The stream's stored events, folded first (none: a new stream). */
  stored?: readonly RecordedEvent[];
  /** Each event takes effect when it was decided (metadata effectiveAt): the past, recorded today. */
  backdated?: boolean;
}

export interface StreamRecorder<S> {
  stream: string;
  state: S;
  /** The events decided here, after the stored ones. */
  events: NewEvent[];
  /** Decides and records; answers the events recorded, or null when the decider refused. */
  decide<C extends { type: string }>(
    decide: (state: S, command: C) => DomainEvent[],
    command: C,
    at: string,
    metadata?: EventMetadata,
  ): DomainEvent[] | null;
  /** Records events decided elsewhere (an assessment is the tax engine's result, not a command). */
  record(events: DomainEvent[], at: string, command: string, metadata?: EventMetadata): void;
  /** The new events, appended at the revision the stream stood at. */
  append(): StreamAppend;
}

export function streamRecorder<S>(
  stream: string,
  initial: S,
  evolve: (state: S, event: RecordedEvent) => S,
  options: RecorderOptions,
): StreamRecorder<S> {
  const stored = options.stored ?? [];
  const recorder: StreamRecorder<S> = {
    stream,
    state: stored.reduce(evolve, initial),
    events: [],
    decide(decide, command, at, metadata) {
      let decided: DomainEvent[];
      try {
        decided = decide(recorder.state, command);
      } catch (error) {
        if (error instanceof HttpError) return null;
        throw error;
      }
      recorder.record(decided, at, command.type, metadata);
      return decided;
    },
    record(events, at, command, metadata) {
      // A decision's own metadata names its command as the API's would; the default, the command's type.
      const who = metadata ? { command, ...metadata } : { ...options.metadata, command };
      for (const event of events) {
        const revision = stored.length + recorder.events.length;
        const recorded: RecordedEvent = {
          id: uuidFrom(`${options.idSeed}|${stream}|${revision}`),
          type: event.type,
          version: event.version,
          data: event.data,
          metadata: options.backdated ? { ...who, effectiveAt: at } : who,
          stream,
          revision,
          position: 0,
          checkpoint: '0',
          recordedAt: new Date(at).toISOString(),
        };
        const { id, type, version, data } = recorded;
        recorder.events.push({ id, type, version, data, metadata: recorded.metadata });
        recorder.state = evolve(recorder.state, recorded);
      }
    },
    append: () => ({
      stream,
      events: recorder.events,
      expectedRevision: stored.length === 0 ? 'no_stream' : stored.length - 1,
    }),
  };
  return recorder;
}
