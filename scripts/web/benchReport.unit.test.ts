import type { Result } from 'lighthouse';
import { median, medianScores, scoresTable, weakAudits } from './benchReport';
import type { RunScores } from './lighthouse';

const run = (performance: number, lcpMs: number): RunScores => ({
  performance,
  accessibility: 100,
  fcpMs: 1200,
  lcpMs,
  tbtMs: 40,
  cls: 0.02,
});

describe('the median', () => {
  it('is the middle value of an odd count, the mean of the middle two of an even one', () => {
    expect(median([98, 71, 96])).toBe(96);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('is taken per score and metric, so one slow run does not decide them all', () => {
    const middle = medianScores([run(98, 2100), run(60, 9000), run(95, 2500)]);
    expect(middle).toMatchObject({ performance: 95, lcpMs: 2500, accessibility: 100 });
  });
});

describe('the scores table', () => {
  it('shows the medians with every run, times in seconds, TBT in ms and CLS to three places', () => {
    const table = scoresTable([{ page: '/', runs: [run(98, 2100), run(96, 2240), run(97, 2000)] }]);
    expect(table.split('\n')).toEqual([
      '| Page | Performance (runs) | Accessibility (runs) | FCP | LCP | TBT | CLS |',
      '|---|---|---|---:|---:|---:|---:|',
      '| `/` | 97 (98/96/97) | 100 (100/100/100) | 1.2 s | 2.1 s | 40 ms | 0.020 |',
    ]);
  });
});

describe('the audits that cost points', () => {
  it('are those of the two categories scored under 0.9, with their display value', () => {
    const lhr = {
      categories: {
        performance: {
          auditRefs: [
            { id: 'unused-javascript', weight: 0 },
            { id: 'speed-index', weight: 10 },
          ],
        },
        accessibility: {
          auditRefs: [
            { id: 'color-contrast', weight: 7 },
            { id: 'manual-check', weight: 0 },
          ],
        },
      },
      audits: {
        'unused-javascript': {
          id: 'unused-javascript',
          score: 0,
          title: 'Reduce unused JavaScript',
          displayValue: '47 KiB',
        },
        'speed-index': { id: 'speed-index', score: 0.95, title: 'Speed Index' },
        'color-contrast': { id: 'color-contrast', score: 0, title: 'Contrast' },
        'manual-check': { id: 'manual-check', score: null, title: 'Manual' },
        'other-category': { id: 'other-category', score: 0, title: 'Not ours' },
      },
    } as unknown as Result;
    expect(weakAudits(lhr)).toEqual([
      'unused-javascript (0): Reduce unused JavaScript - 47 KiB',
      'color-contrast (0): Contrast',
    ]);
  });
});
