import { PassThrough } from 'node:stream';
import { nextBatch } from './readableBatches';

const objects = () => new PassThrough({ objectMode: true });

describe('taking batches from a subscription stream', () => {
  it('hands over what is buffered, up to the batch size', async () => {
    const stream = objects();
    for (const n of [1, 2, 3, 4, 5]) stream.write(n);
    expect(await nextBatch(stream, 2)).toEqual([1, 2]);
    expect(await nextBatch(stream, 10)).toEqual([3, 4, 5]);
  });

  it('waits for the next item when nothing is buffered', async () => {
    const stream = objects();
    const pending = nextBatch(stream, 10);
    setTimeout(() => stream.write('late'), 20);
    expect(await pending).toEqual(['late']);
  });

  it('ends with null once the stream has ended or was destroyed', async () => {
    const ended = objects();
    ended.end('last');
    expect(await nextBatch(ended, 10)).toEqual(['last']);
    expect(await nextBatch(ended, 10)).toBeNull();
    const destroyed = objects();
    const pending = nextBatch(destroyed, 10);
    destroyed.destroy();
    expect(await pending).toBeNull();
  });

  it('passes on the stream error', async () => {
    const stream = objects();
    const pending = nextBatch(stream, 10);
    stream.destroy(new Error('subscription dropped'));
    await expect(pending).rejects.toThrow('subscription dropped');
  });
});
