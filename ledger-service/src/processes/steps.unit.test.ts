import type { RecordedEvent } from '@ptax/contracts';
import type { Decider } from '../eventsourcing/commandHandler';
import { onceFor, stepMetadata } from './steps';

// A counter stream: every command adds one, so a step that ran twice would show it.
const counter: Decider<number, { type: 'Add' }> = {
  initialState: 0,
  evolve: (total) => total + 1,
  decide: () => [{ type: 'Added', version: 1, data: {} }],
};

const recorded = (causationId?: string) =>
  ({ type: 'Added', data: {}, metadata: causationId ? { causationId } : {} }) as unknown as RecordedEvent;

const decide = (history: RecordedEvent[]) => {
  const step = onceFor(counter, 'decision-1');
  return step.decide(history.reduce(step.evolve, step.initialState), { type: 'Add' });
};

describe('a process step', () => {
  it('is decided while the decision left nothing on the stream', () => {
    expect(decide([recorded(), recorded('decision-0')])).toHaveLength(1);
  });

  it('writes nothing once an event on the stream was caused by the decision', () => {
    expect(decide([recorded(), recorded('decision-1'), recorded()])).toEqual([]);
  });

  it('carries who decided and the decision as its cause', () => {
    const decision = {
      id: 'decision-1',
      metadata: {
        userId: 'admin@nagarnigam.demo',
        loginType: 'nagar_nigam',
        command: 'AcceptSelfAssessment',
      },
    } as unknown as RecordedEvent;
    expect(stepMetadata(decision, 'AddProperty')).toEqual({
      userId: 'admin@nagarnigam.demo',
      loginType: 'nagar_nigam',
      command: 'AddProperty',
      correlationId: 'decision-1',
      causationId: 'decision-1',
    });
  });
});
