// Rendering notices is the CPU-heavy part of a bulk job (text shaping for Devanagari): a few worker
// threads render parts while the job's own thread numbers, records and stores the next ones, so a
// job uses every core. NOTICE_RENDER_THREADS=0 renders in the job's thread.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderNoticesPdf, type NoticeDocument } from '../documents';

export interface NoticeRenderer {
  render(notices: NoticeDocument[], createdAt: Date): Promise<{ pdf: Buffer; pages: number }>;
  close(): Promise<void>;
}

export const inThreadRenderer: NoticeRenderer = {
  render: renderNoticesPdf,
  close: async () => undefined,
};

// The worker loads the TypeScript module through tsx's require hook, whatever runs the service (tsx,
// jest): a worker thread does not inherit the parent's loaders.
const BOOTSTRAP = `require('tsx/cjs/api').register(); require(${JSON.stringify(join(__dirname, 'renderWorker.ts'))});`;

/** Enough for a part of 100 notices (measured with bench:notices); the collector runs early. */
const RENDER_THREAD_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

type Pending = { resolve: (value: { pdf: Buffer; pages: number }) => void; reject: (error: Error) => void };

export function threadsFromEnv(): number {
  const asked = Number(process.env.NOTICE_RENDER_THREADS ?? Math.min(2, availableParallelism()));
  return Number.isInteger(asked) && asked >= 0 ? asked : 1;
}

interface Reply {
  pdf?: Uint8Array;
  pages?: number;
  error?: string;
}

/**
 * `size` worker threads, each rendering one part at a time. A thread that dies (out of memory, a
 * crash) fails the part it had, which the job retries, and is replaced.
 */
export function threadRenderer(size: number): NoticeRenderer {
  const idle: Worker[] = [];
  const waiting: (() => void)[] = [];
  const busy = new Map<Worker, Pending>();
  let closed = false;

  const release = (worker: Worker) => {
    idle.push(worker);
    waiting.shift()?.();
  };
  const spawn = () => {
    // A part is rendered and sent back whole; a small old generation keeps each thread's memory flat.
    const worker = new Worker(BOOTSTRAP, { eval: true, resourceLimits: RENDER_THREAD_LIMITS });
    worker.on('message', (reply: Reply) => {
      const call = busy.get(worker);
      busy.delete(worker);
      release(worker);
      if (reply.error !== undefined) call?.reject(new Error(reply.error));
      else call?.resolve({ pdf: Buffer.from(reply.pdf!), pages: reply.pages! });
    });
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error);
      busy.delete(worker);
    });
    worker.on('exit', () => {
      const call = busy.get(worker);
      busy.delete(worker);
      call?.reject(new Error('a notice render thread stopped'));
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      if (!closed) release(spawn());
    });
    return worker;
  };
  for (let i = 0; i < size; i += 1) release(spawn());

  const take = async (): Promise<Worker> => {
    while (idle.length === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    return idle.pop()!;
  };
  return {
    async render(notices, createdAt) {
      const worker = await take();
      return new Promise((resolve, reject) => {
        busy.set(worker, { resolve, reject });
        worker.postMessage({ notices, createdAt: createdAt.toISOString() });
      });
    },
    async close() {
      closed = true;
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}
