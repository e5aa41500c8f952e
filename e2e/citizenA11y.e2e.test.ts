// Every citizen route, on a 360 px phone and a 1280 px desktop, in English and in Hindi (chosen with the
// top bar's language switch, which the app remembers): one h1, no serious axe violation, and on the phone
// nothing wider than the screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoPropertyId } from '../scripts/web/demoProperty';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchBrowser, portalUrl } from './support/browser';

const PHONE_WIDTH = 360;
const VIEWPORTS = [
  { width: PHONE_WIDTH, height: 740 },
  { width: 1280, height: 800 },
];
const LANGUAGES = [
  { lang: 'en', name: 'English', button: 'EN' },
  { lang: 'hi', name: 'Hindi', button: 'हिंदी' },
];
// ':id' is a property of the demo city, found through the public search.
const ROUTES = [
  '/',
  '/searchProperty',
  '/ledger',
  '/ledger/:id',
  '/paymentReceipt',
  '/arv/:id',
  '/pay-online-tax/:id',
  '/self-assessment',
  '/self-assessment/status',
  '/self-assessment/nigam',
  '/objections/status',
  '/payment',
  '/under-maintenance',
  '/no-such-page',
];

let browser: Browser;
let propertyId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  propertyId = await demoPropertyId(portalUrl(''));
});
afterAll(() => browser?.close());

/** Opens the route and waits for its h1 (the page chunk has replaced the spinner) and its data requests. */
async function visit(page: Page, route: string) {
  await page.goto(portalUrl(route.replace(':id', encodeURIComponent(propertyId))), {
    waitUntil: 'networkidle',
  });
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

const sidewaysWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

/** Everything wrong with the page as it stands: h1 count, sideways scrolling, axe findings. */
async function problemsOf(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${headings} h1 elements, not 1`);
  const scrollWidth = await sidewaysWidth(page);
  if (width === PHONE_WIDTH && scrollWidth > PHONE_WIDTH)
    problems.push(`scrolls sideways: ${scrollWidth} px wide at ${PHONE_WIDTH} px`);
  await expectNoSeriousAxeViolations(page).catch((error: Error) => problems.push(error.message));
  return problems;
}

describe('the axe check', () => {
  it('fails on a page with an unlabelled button and an image without alt, naming rule and element', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<html lang="en"><title>Broken</title><main><h1>Broken</h1><img src="data:," id="seal">' +
        '<button class="close"></button></main></html>',
    );
    const failure = await expectNoSeriousAxeViolations(page).catch((error: Error) => error.message);
    await page.close();
    expect(failure).toMatch(/^2 serious axe violation\(s\)/);
    expect(failure).toMatch(/button-name \(critical\): .+\n\s+button\n/);
    expect(failure).toMatch(/image-alt \(critical\): .+\n\s+#seal$/);
  });
});

describe.each(VIEWPORTS)('at $width x $height', ({ width, height }) => {
  describe.each(LANGUAGES)('in $name', ({ lang, button }) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width, height }, locale: 'en-IN' });
      page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(portalUrl('/'));
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
    });
    afterAll(() => context?.close());

    it.each(ROUTES)('%s has one h1, no serious axe violation and fits the screen', async (route) => {
      await visit(page, route);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await problemsOf(page, width)).toEqual([]);
    });
  });
});
