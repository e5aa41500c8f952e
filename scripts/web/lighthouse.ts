// Lighthouse, programmatically, on Debian's Chromium: mobile form factor with the default simulated
// throttling (a mid-range phone on slow 4G), performance and accessibility only.
import type { Flags, Result } from 'lighthouse';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../../e2e/support/browser';

export interface RunScores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface Chromium {
  port: number;
  kill: () => void;
}

export async function launchChromium(): Promise<Chromium> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [...OFFLINE_CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  return { port: chrome.port, kill: () => chrome.kill() };
}

const FLAGS: Flags = {
  onlyCategories: ['performance', 'accessibility'],
  output: 'json',
  logLevel: 'error',
  // A page that has not loaded in 45 s is a failed run, not a slow one: the bench must end.
  maxWaitForLoad: 45_000,
};

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
  return Math.round(value * 100);
}

function metric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse measured no ${audit} on ${lhr.finalDisplayedUrl}`);
  return value;
}

/** The scores and metrics of one Lighthouse run; throws when the run produced none. */
export function scoresOf(lhr: Result): RunScores {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

/** One Lighthouse run of `url` in the Chromium listening on `port`; answers the full report too. */
export async function runLighthouse(url: string, port: number): Promise<{ scores: RunScores; lhr: Result }> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { ...FLAGS, port });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { scores: scoresOf(result.lhr), lhr: result.lhr };
}
