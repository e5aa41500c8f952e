import type { Result } from 'lighthouse';
import { scoresOf } from './lighthouse';

const report = (overrides: Partial<Record<string, unknown>> = {}) =>
  ({
    requestedUrl: 'http://127.0.0.1:8080/',
    finalDisplayedUrl: 'http://127.0.0.1:8080/',
    categories: { performance: { score: 0.974 }, accessibility: { score: 1 } },
    audits: {
      'first-contentful-paint': { numericValue: 1712.4 },
      'largest-contentful-paint': { numericValue: 2033.9 },
      'total-blocking-time': { numericValue: 41.5 },
      'cumulative-layout-shift': { numericValue: 0.024 },
    },
    ...overrides,
  }) as unknown as Result;

describe('the scores of a Lighthouse run', () => {
  it('are the two category scores out of 100 and the four metrics', () => {
    expect(scoresOf(report())).toEqual({
      performance: 97,
      accessibility: 100,
      fcpMs: 1712.4,
      lcpMs: 2033.9,
      tbtMs: 41.5,
      cls: 0.024,
    });
  });

  it('are refused when the page failed to load', () => {
    const failed = report({ runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'status 500' } });
    expect(() => scoresOf(failed)).toThrow('Lighthouse failed on http://127.0.0.1:8080/: status 500');
  });

  it('are refused when a category has no score', () => {
    const unscored = report({ categories: { performance: { score: null }, accessibility: { score: 1 } } });
    expect(() => scoresOf(unscored)).toThrow('no performance score');
  });
});
