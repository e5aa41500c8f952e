// Crash tests for processes (decisions that write to several streams): a test double of OUR event
// store that fails a chosen append, standing in for a process killed between two writes.
//
// How to use it: `const faults = appendFaults(t.ctx)` puts a pass-through double in place of
// `ctx.store` (every route and worker reads `ctx.store` when it runs, so HTTP requests go through it
// too; the read models keep reading the real store). `faults.failAppend({ stream: 'property-' })` arms
// one failure: the next append (or appendMany) touching a stream whose name starts with that prefix
// throws an `InjectedCrash` and writes nothing (`skip: n` lets n matching appends through first;
// `after: true` lets the write land and throws after it, a crash before the reply). The request then
// answers 500, or the direct call rejects. Then show the retry (or `runProcessesOnce`) finishes the
// work exactly once, and that a second run writes nothing: `faults.landed()` lists the streams that
// received new events through the double since the last `faults.clear()`. Call `faults.restore()` in
// `afterEach`/`afterAll` so the next test sees the real store, or let `appendFaultsEachTest(() => ctx)`
// register both hooks (and quieten the crashed requests' error log) and answer each test's double.
import type { EventStore, NewEvent, StreamAppend } from '@ptax/contracts';
import type { ModuleContext } from '../moduleContract';

/** The failure a test asked for; nothing else throws it. */
export class InjectedCrash extends Error {
  constructor(readonly stream: string) {
    super(`injected crash while appending to ${stream}`);
    this.name = 'InjectedCrash';
  }
}

export interface AppendFault {
  /** Fail only appends touching a stream that starts with this (default: any stream). */
  stream?: string;
  /** Let this many matching appends through before failing one (default 0). */
  skip?: number;
  /** Write first, then throw: the events land but the caller never learns it (default false). */
  after?: boolean;
}

export interface AppendFaults {
  /** Arms one failure; several armed failures fire in the order they were armed. */
  failAppend(fault?: AppendFault): void;
  /** How many armed failures have fired. */
  readonly fired: number;
  /** Streams that received new events through the double since the last clear, in order. */
  landed(): string[];
  clear(): void;
  /** Puts the real store back in `ctx.store` and disarms everything. */
  restore(): void;
}

export function appendFaults(ctx: ModuleContext): AppendFaults {
  const real = ctx.store;
  const armed: Required<AppendFault>[] = [];
  let fired = 0;
  let landed: string[] = [];

  /** The armed fault this append triggers, taken off the list; counts down `skip` otherwise. */
  const triggered = (streams: string[]): Required<AppendFault> | undefined => {
    const fault = armed[0];
    if (!fault || !streams.some((stream) => stream.startsWith(fault.stream))) return undefined;
    if (fault.skip > 0) {
      fault.skip -= 1;
      return undefined;
    }
    armed.shift();
    fired += 1;
    return fault;
  };

  const guarded = async <T>(
    streams: string[],
    write: () => Promise<T>,
    landedOf: (result: T) => string[],
  ) => {
    const fault = triggered(streams);
    const crash = () => new InjectedCrash(streams.find((stream) => stream.startsWith(fault!.stream))!);
    if (fault && !fault.after) throw crash();
    const result = await write();
    landed.push(...landedOf(result));
    if (fault) throw crash();
    return result;
  };

  const double: EventStore = {
    ...bound(real),
    append: (stream: string, events: NewEvent[], expected) =>
      guarded(
        [stream],
        () => real.append(stream, events, expected),
        (result) => (result.appended ? [stream] : []),
      ),
    appendMany: (appends: StreamAppend[]) =>
      guarded(
        appends.map((one) => one.stream),
        () => real.appendMany(appends),
        (results) => results.filter((one) => one.ok && one.appended).map((one) => one.stream),
      ),
  };
  ctx.store = double;

  return {
    failAppend: ({ stream = '', skip = 0, after = false } = {}) => {
      armed.push({ stream, skip, after });
    },
    get fired() {
      return fired;
    },
    landed: () => [...landed],
    clear: () => {
      landed = [];
    },
    restore: () => {
      armed.length = 0;
      ctx.store = real;
    },
  };
}

/** The real store's methods bound to it, so the double can spread them (adapters may be classes). */
function bound(store: EventStore): EventStore {
  return {
    append: store.append.bind(store),
    appendMany: store.appendMany.bind(store),
    readStream: store.readStream.bind(store),
    readAll: store.readAll.bind(store),
    subscribe: store.subscribe.bind(store),
    headCheckpoint: store.headCheckpoint.bind(store),
    verifyStream: store.verifyStream.bind(store),
    close: store.close.bind(store),
  };
}

/**
 * In a test file: a fresh double in `ctx.store` before each test and the real store back after it;
 * the error middleware's log of the injected crashes is silenced meanwhile. Answers the current double.
 */
export function appendFaultsEachTest(ctxOf: () => ModuleContext): () => AppendFaults {
  let faults: AppendFaults;
  beforeEach(() => {
    faults = appendFaults(ctxOf());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    faults.restore();
    jest.restoreAllMocks();
  });
  return () => faults;
}
