// One new stream of the generated city held in memory while its history is decided: each command
// goes to the domain's real decider on the state folded so far, and what it decides is recorded
// (ids derived from the seed, the stream and the revision, so a seed always writes the same events)
// and folded in. A refusal (HttpError) records nothing, as the API would answer 4xx and write nothing.
import type { EventMetadata, NewEvent, RecordedEvent, StreamAppend } from '@ptax/contracts';
import type { DomainEvent } from '../../src/eventsourcing/commandHandler';
import { HttpError } from '../../src/http/errors';
import { uuidFrom } from '../../src/tax/fingerprint';

export interface StreamRecorder<S> {
  stream: string;
  state: S;
  events: NewEvent[];
  /** Decides and records; answers the events recorded, or null when the decider refused. */
  decide<C extends { type: string }>(
    decide: (state: S, command: C) => DomainEvent[],
    command: C,
    at: string,
  ): DomainEvent[] | null;
  /** Records events decided elsewhere (an assessment is the tax engine's result, not a command). */
  record(events: DomainEvent[], at: string, command: string): void;
  append(): StreamAppend;
}

export function streamRecorder<S>(
  stream: string,
  initial: S,
  evolve: (state: S, event: RecordedEvent) => S,
  metadata: EventMetadata,
  idSeed: string,
): StreamRecorder<S> {
  const recorder: StreamRecorder<S> = {
    stream,
    state: initial,
    events: [],
    decide(decide, command, at) {
      let decided: DomainEvent[];
      try {
        decided = decide(recorder.state, command);
      } catch (error) {
        if (error instanceof HttpError) return null;
        throw error;
      }
      recorder.record(decided, at, command.type);
      return decided;
    },
    record(events, at, command) {
      for (const event of events) {
        const revision = recorder.events.length;
        const recorded: RecordedEvent = {
          id: uuidFrom(`${idSeed}|${stream}|${revision}`),
          type: event.type,
          version: event.version,
          data: event.data,
          metadata: { ...metadata, command },
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
    append: () => ({ stream, events: recorder.events, expectedRevision: 'no_stream' }),
  };
  return recorder;
}
