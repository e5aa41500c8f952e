// A step of a process writes to another stream with the decision event's id as its causation id; the
// step's decider then finds on that stream whether the decision has already been carried out there,
// inside handleCommand's read-decide-append loop, so a repeat or a concurrent run writes nothing.
import type { EventMetadata, RecordedEvent } from '@ptax/contracts';
import type { Decider } from '../eventsourcing/commandHandler';

export interface Caused<State> {
  state: State;
  /** An event on the stream was caused by the decision already. */
  done: boolean;
}

/** Wraps a stream's decider so that the command is decided only while `decisionId` left no event there. */
export function onceFor<State, Command>(
  decider: Decider<State, Command>,
  decisionId: string,
): Decider<Caused<State>, Command> {
  return {
    initialState: { state: decider.initialState, done: false },
    evolve: (caused, event) => ({
      state: decider.evolve(caused.state, event),
      done: caused.done || causedBy(event, decisionId),
    }),
    decide: (caused, command) => (caused.done ? [] : decider.decide(caused.state, command)),
  };
}

export const causedBy = (event: RecordedEvent, decisionId: string) =>
  event.metadata.causationId === decisionId;

/** The metadata of a step: who decided (from the decision event), and that the decision caused it. */
export function stepMetadata(decision: RecordedEvent, command: string): EventMetadata {
  const { userId, loginType, correlationId, remarks } = decision.metadata;
  return {
    ...(userId ? { userId } : {}),
    ...(loginType ? { loginType } : {}),
    ...(remarks ? { remarks } : {}),
    command,
    correlationId: correlationId ?? decision.id,
    causationId: decision.id,
  };
}
