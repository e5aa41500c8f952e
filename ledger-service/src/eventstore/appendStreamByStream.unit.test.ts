import type { AppendResult, NewEvent, StreamAppend } from '@ptax/contracts';
import { appendStreamByStream } from './appendStreamByStream';
import { WrongExpectedRevisionError } from './errors';

const appendsTo = (...streams: string[]): StreamAppend[] =>
  streams.map((stream) => ({ stream, events: [] as NewEvent[], expectedRevision: 0 }));

const landed = (position: number): AppendResult => ({
  nextRevision: 1,
  position,
  checkpoint: String(position),
  appended: true,
});

describe('appending stream by stream', () => {
  it('reports every stream in input order, a wrong expected revision as that stream result', async () => {
    const results = await appendStreamByStream(
      appendsTo('a', 'b', 'c'),
      async (stream) => {
        await new Promise((resolve) => setTimeout(resolve, stream === 'a' ? 20 : 1));
        if (stream === 'b') throw new WrongExpectedRevisionError(stream, 0, 'no_stream');
        return landed(stream === 'a' ? 1 : 3);
      },
      2,
    );
    expect(results).toEqual([
      { stream: 'a', ok: true, ...landed(1) },
      { stream: 'b', ok: false, reason: 'wrong_expected_revision', actualRevision: 'no_stream' },
      { stream: 'c', ok: true, ...landed(3) },
    ]);
  });

  it('keeps at most the given number of appends under way', async () => {
    let running = 0;
    let most = 0;
    await appendStreamByStream(
      appendsTo(...Array.from({ length: 20 }, (_, index) => `s-${index}`)),
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
        return landed(1);
      },
      4,
    );
    expect(most).toBe(4);
  });

  it('takes no new stream after another failure, and throws it once the appends under way settled', async () => {
    const started: string[] = [];
    let settled = 0;
    const failure = appendStreamByStream(
      appendsTo('a', 'b', 'c', 'd'),
      async (stream) => {
        started.push(stream);
        if (stream === 'a') throw new Error('server gone');
        await new Promise((resolve) => setTimeout(resolve, 10));
        settled += 1;
        return landed(1);
      },
      2,
    );
    await expect(failure).rejects.toThrow('server gone');
    expect(started).toEqual(['a', 'b']);
    expect(settled).toBe(1);
  });
});
