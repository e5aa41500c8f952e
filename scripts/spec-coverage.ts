// Writes docs/SPEC-COVERAGE.md: every route of SPEC section 2 and every call of section 7, where it
// is implemented and which tests cover it. Routes and calls come from contracts (the transcription
// of the spec), checked here against SPEC.md itself so that nothing of the spec is forgotten.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { API_CALLS, ROUTE_LIST, browserPath } from '@ptax/contracts';
import { specSections, specRouteTokens, specCallMentioned } from './spec-coverage/spec';
import { testFiles, testsMentioning } from './spec-coverage/tests';
import { mountedApiCalls, uiRouteImplementations } from './spec-coverage/implementations';

export const root = join(__dirname, '..');
export const coverageFile = join(root, 'docs', 'SPEC-COVERAGE.md');

/** The spec lives beside the repository (../shared/SPEC.md), or where SPEC_MD says for a clone elsewhere. */
export function specFile(env: NodeJS.ProcessEnv = process.env): string {
  const file = env.SPEC_MD || join(root, '..', 'shared', 'SPEC.md');
  if (!existsSync(file))
    throw new Error(`SPEC.md not found at ${file}: clone beside shared/ or set SPEC_MD to its path`);
  return file;
}

/** The coverage document for the current tree. */
export function renderCoverage(): { text: string; summary: string } {
  const spec = readFileSync(specFile(), 'utf8');
  const sections = specSections(spec);
  const tests = testFiles(root);
  const mounted = mountedApiCalls();
  const ui = uiRouteImplementations(root);
  const lines: string[] = [
    '# Spec coverage',
    '',
    'Written by `npm run coverage:spec` (scripts/spec-coverage.ts); do not edit by hand.',
    'Routes and calls are read from contracts (`ROUTE_LIST`, `API_CALLS`) and checked against ../shared/SPEC.md.',
    '',
    '## Routes (SPEC section 2)',
    '',
    '| Route | Browser path | Guard | Implemented in | Page | Tests |',
    '|---|---|---|---|---|---|',
  ];
  for (const route of ROUTE_LIST) {
    const where = ui.get(route.key);
    const covering = testsMentioning(tests, [browserPath(route), route.path]).map((file) =>
      relative(root, file),
    );
    lines.push(
      `| ${route.path} | ${browserPath(route)} | ${route.guard} | ${where?.file ?? 'not yet'} | ${where?.page ?? '-'} | ${covering.join('<br>') || '-'} |`,
    );
  }
  const knownPaths = new Set(ROUTE_LIST.map((route) => route.path));
  const missingRoutes = specRouteTokens(sections.routes).filter((token) => !knownPaths.has(token));
  lines.push(
    '',
    `Spec route paths not in contracts: ${missingRoutes.length ? missingRoutes.join(', ') : 'none'}.`,
  );

  lines.push(
    '',
    '## Calls (SPEC section 7)',
    '',
    '| Call | Guard | Implemented in | Tests |',
    '|---|---|---|---|',
  );
  for (const call of API_CALLS) {
    const handler = mounted.find((m) => m.method === call.method && m.path === call.path);
    const covering = testsMentioning(
      tests,
      // A test bed's own call helper may take the path without /api/ ('properties/notices/count').
      call.path.includes('/') ? [`/api/${call.path}`, call.path] : [`/api/${call.path}`],
      [`${call.method} ${call.path}`],
    ).map((file) => relative(root, file));
    lines.push(
      `| ${call.method} ${call.path} | ${call.guard} | ${handler ? relative(root, handler.file) : 'not yet'} | ${covering.join('<br>') || '-'} |`,
    );
  }
  const unmentioned = API_CALLS.filter((call) => !specCallMentioned(sections.calls, call.path));
  lines.push(
    '',
    `Calls in contracts whose name SPEC section 7 does not mention: ${unmentioned.length ? unmentioned.map((c) => c.path).join(', ') : 'none'}.`,
  );
  const implemented = API_CALLS.filter((call) =>
    mounted.some((m) => m.method === call.method && m.path === call.path),
  );
  const screens = [...ui.values()].filter((where) => where.page !== 'placeholder').length;
  lines.push(
    '',
    `Implemented: ${screens} of ${ROUTE_LIST.length} routes with their screen (the others are routed and guarded, showing a placeholder), ${implemented.length} of ${API_CALLS.length} calls.`,
    '',
  );
  return { text: lines.join('\n'), summary: lines[lines.length - 2] };
}

if (require.main === module) {
  const { text, summary } = renderCoverage();
  writeFileSync(coverageFile, text);
  console.log(summary);
}
