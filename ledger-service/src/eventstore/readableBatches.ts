// Batches from a Node Readable in object mode (the EventStoreDB client's subscription): whatever is
// buffered, up to a size, so a catch-up hands over big batches and a live tail small ones at once.
type ReadableEvent = 'readable' | 'close' | 'error';

/** The part of a Node Readable (object mode) that batching pulls from. */
interface PullStream {
  read(): unknown;
  readonly readableEnded: boolean;
  readonly destroyed: boolean;
  on(event: ReadableEvent, listener: (error?: Error) => void): unknown;
  off(event: ReadableEvent, listener: (error?: Error) => void): unknown;
}

/** Resolves when the stream has data, ended or closed; rejects on its error. */
function whenReadable(readable: PullStream): Promise<void> {
  const events: ReadableEvent[] = ['readable', 'close', 'error'];
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      for (const event of events) readable.off(event, settle);
      if (error) reject(error);
      else resolve();
    };
    for (const event of events) readable.on(event, settle);
  });
}

/** Whatever the stream has buffered, up to `size` (waiting for at least one); null once it has ended. */
export async function nextBatch<T>(readable: PullStream, size: number): Promise<T[] | null> {
  const batch: T[] = [];
  while (batch.length < size) {
    const item = readable.read() as T | null;
    if (item !== null) batch.push(item);
    else if (batch.length > 0) return batch;
    else if (readable.readableEnded || readable.destroyed) return null;
    else await whenReadable(readable);
  }
  return batch;
}
