// axe-core in the page under test: WCAG 2.0 A/AA and 2.1 AA rules; serious and critical findings fail.
import { readFileSync } from 'node:fs';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const BLOCKING_IMPACTS = ['serious', 'critical'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

/** Runs axe on the page (or within `context`, e.g. 'main' or { exclude: ['.map'] }); answers the serious findings. */
export async function seriousAxeViolations(page: Page, context?: Axe.SerialContextObject | string) {
  // A new document has no axe; injecting twice into one document would be harmless but slow.
  // Through the DevTools protocol, as a console would: the portal's CSP refuses an injected script tag.
  if (!(await page.evaluate(() => 'axe' in window))) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Runtime.evaluate', { expression: readFileSync(AXE_SCRIPT, 'utf8') });
    await devtools.detach();
  }
  const violations = await page.evaluate(
    async ({ scope, tags }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(scope ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { scope: context, tags: WCAG_TAGS },
  );
  return violations.filter((violation: AxeFinding) => BLOCKING_IMPACTS.includes(violation.impact));
}

const describe = (finding: AxeFinding) =>
  `${finding.id} (${finding.impact}): ${finding.help}\n    ${finding.targets.join('\n    ')}`;

/** Fails listing every serious or critical axe violation: rule, what it asks, and the elements. */
export async function expectNoSeriousAxeViolations(
  page: Page,
  context?: Axe.SerialContextObject | string,
): Promise<void> {
  const findings = await seriousAxeViolations(page, context);
  if (findings.length === 0) return;
  const lang = await page.evaluate(() => document.documentElement.lang);
  const size = page.viewportSize();
  throw new Error(
    `${findings.length} serious axe violation(s) on ${page.url()} (${size?.width}x${size?.height}, lang ${lang}):\n` +
      findings.map(describe).join('\n'),
  );
}
