import type { RecordedEvent } from '@ptax/contracts';
import type { Decider, DomainEvent } from './commandHandler';

/** given([events]).when(command).then([events]) / .thenThrows(message) for pure decisions (STYLE.md). */
export function given<State, Command>(decider: Decider<State, Command>, history: DomainEvent[]) {
  const recorded = history.map(
    (event, revision) =>
      ({
        ...event,
        id: `e${revision}`,
        stream: 's',
        revision,
        position: revision + 1,
        checkpoint: String(revision + 1),
        recordedAt: '',
        metadata: {},
      }) as RecordedEvent,
  );
  const state = recorded.reduce(decider.evolve, decider.initialState);
  return {
    when: (command: Command) => ({
      then: (expected: DomainEvent[]) => expect(decider.decide(state, command)).toEqual(expected),
      thenThrows: (message: string) => expect(() => decider.decide(state, command)).toThrow(message),
    }),
  };
}
