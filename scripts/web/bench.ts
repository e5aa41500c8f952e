// `npm run bench:web`: builds the apps, starts the portal as the browser tests do (throwaway data,
// removed after), and runs Lighthouse (mobile, simulated throttling) 3 times on the citizen home page
// and a demo property's ledger; prints the medians and the initial JavaScript. Exit 1 when a run
// produces no scores. `--no-build` measures the build already in citizen-ui/dist.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import globalTeardown from '../../e2e/support/globalTeardown';
import { startPortal, type RunningPortal } from '../../e2e/support/portal';
import { initialLine, topChunks } from './bundleReport';
import { scoresTable, weakAudits, type PageResult } from './benchReport';
import { demoPropertyId } from './demoProperty';
import { initialBundle, type InitialBundle } from './initialBundle';
import { launchChromium, runLighthouse, type Chromium } from './lighthouse';

const repoRoot = resolve(__dirname, '..', '..');
const citizenDist = resolve(repoRoot, 'citizen-ui', 'dist');
const RUNS = 3;
// Building and the portal's first start come before; six Lighthouse runs take 1-3 minutes on 2 cores.
const MEASURE_DEADLINE_MS = 6 * 60_000;

function build() {
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (status !== 0) throw new Error(`npm run build failed (exit ${status})`);
}

/** Rejects after `ms`, so a hung browser or page ends the bench instead of holding it. */
function deadline(ms: number): Promise<never> {
  return new Promise((_, fail) =>
    setTimeout(() => fail(new Error(`Lighthouse runs took longer than ${ms / 60_000} minutes`)), ms).unref(),
  );
}

interface Target {
  /** How the table names the page: '/ledger/<id>'. */
  page: string;
  path: string;
}

async function measure(chromium: Chromium, baseUrl: string, targets: Target[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const { page, path } of targets) {
    const result: PageResult = { page, runs: [] };
    for (let run = 1; run <= RUNS; run++) {
      const { scores, lhr } = await runLighthouse(`${baseUrl}${path}`, chromium.port);
      console.log(
        `${page} run ${run}: performance ${scores.performance}, accessibility ${scores.accessibility}`,
      );
      result.runs.push(scores);
      if (run === RUNS) for (const line of weakAudits(lhr)) console.log(`  ${line}`);
    }
    results.push(result);
  }
  return results;
}

/** Initial files without the .gz that `npm run build` writes (a bare vite build does not; under 1 KiB never). */
const withoutGzip = (bundle: InitialBundle) =>
  bundle.files
    .filter(({ file, rawBytes }) => rawBytes >= 1024 && !existsSync(resolve(citizenDist, `${file}.gz`)))
    .map(({ file }) => file);

/** The build the portal serves: its index.html and which initial files it can send compressed. */
const servedBuild = (bundle: InitialBundle) =>
  `${readFileSync(resolve(citizenDist, 'index.html'), 'utf8')}\n${withoutGzip(bundle).join('\n')}`;

// The e2e teardown stops the portal (SIGTERM, so PostgreSQL stops cleanly) and removes its data folder.
async function stopPortal(portal: RunningPortal) {
  (globalThis as { __PTAX_PORTAL__?: RunningPortal }).__PTAX_PORTAL__ = portal;
  await globalTeardown();
}

// Simulated throttling scales the CPU time it observes: a busy machine lowers the scores.
const load = () => `load average ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`;

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) build();
  const bundle = initialBundle(citizenDist);
  const served = servedBuild(bundle);
  if (withoutGzip(bundle).length > 0)
    console.warn(
      'citizen-ui/dist has no .gz files (not built by `npm run build`): it is served uncompressed',
    );
  console.log('Starting the portal (a fresh demo city takes about a minute)…');
  const portal = await startPortal();
  let chromium: Chromium | undefined;
  try {
    const id = await demoPropertyId(portal.baseUrl);
    chromium = await launchChromium();
    console.log(`Lighthouse starts: ${load()}`);
    const pages = await Promise.race([
      measure(chromium, portal.baseUrl, [
        { page: '/', path: '/' },
        { page: '/ledger/<id>', path: `/ledger/${id}` },
      ]),
      deadline(MEASURE_DEADLINE_MS),
    ]);
    if (servedBuild(initialBundle(citizenDist)) !== served)
      throw new Error('citizen-ui/dist was rebuilt during the runs (another build?): run the bench again');
    console.log(`\n${scoresTable(pages)}\n(<id> = ${id}; end: ${load()})`);
    console.log(`Initial JavaScript of the citizen app: ${initialLine(bundle)}`);
    console.log(`Heaviest chunks:\n${topChunks(bundle, 5)}`);
    return 0;
  } finally {
    chromium?.kill();
    await stopPortal(portal);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
