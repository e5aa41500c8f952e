import type { Result } from 'lighthouse';
import type { RunScores } from './lighthouse';

export interface PageResult {
  /** The path as the table shows it: '/ledger/<id>'. */
  page: string;
  runs: RunScores[];
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each score and metric is the median of its own runs (a single slow run does not drag the rest). */
export function medianScores(runs: RunScores[]): RunScores {
  const of = (key: keyof RunScores) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The medians as a Markdown table, ready for BENCHMARKS.md. */
export function scoresTable(pages: PageResult[]): string {
  const rows = pages.map(({ page, runs }) => {
    const m = medianScores(runs);
    const all = (key: 'performance' | 'accessibility') => runs.map((run) => run[key]).join('/');
    return (
      `| \`${page}\` | ${m.performance} (${all('performance')}) | ${m.accessibility} (${all('accessibility')}) ` +
      `| ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} |`
    );
  });
  return [
    '| Page | Performance (runs) | Accessibility (runs) | FCP | LCP | TBT | CLS |',
    '|---|---|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

/** Audits of the two categories scored under 0.9 (weighted or advice), with what Lighthouse says of them. */
export function weakAudits(lhr: Result): string[] {
  const ids = new Set(
    ['performance', 'accessibility'].flatMap(
      (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
    ),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
    .map(
      (audit) =>
        `${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` - ${audit.displayValue}` : ''}`,
    );
}
