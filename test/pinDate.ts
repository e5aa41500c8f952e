// UI tests: a screen reads the browser's clock (Date.now) for "this year" and "today", and the test
// works out what it expects from the same clock. Stopping Date (timers keep running, so waits and
// user events behave) at the instant the file loads makes the two agree even when the run crosses
// midnight or 31 March in India.
const EVERYTHING_BUT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Stops Date at `at` (default: now) for the rest of the test file; answers the instant. */
export function pinDate(at: number = Date.now()): number {
  jest.useFakeTimers({ now: at, doNotFake: [...EVERYTHING_BUT_DATE] });
  return at;
}
