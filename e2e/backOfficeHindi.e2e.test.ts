import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkGuard, routePath, type RouteRule } from '@ptax/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_ROUTES, menuLinkPath } from '../admin-ui/src/routes/adminPaths';
import { dataWordsOf, englishWords } from '../admin-ui/src/testing/englishWords';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../ledger-service/src/seed/demoUsers';
import { demoPropertyId } from '../scripts/web/demoProperty';
import { launchBrowser, portalUrl } from './support/browser';

// Every back-office route for every demo user, on a shared machine.
jest.setTimeout(900_000);

/** The back office keeps react-admin's preferences under this store key (admin-ui/src/providers). */
const LOCALE_KEY = 'RaStorenagar-nigam-ptax-admin.locale';
const SCREENSHOTS = process.env.HINDI_SCREENSHOTS;

interface DemoUser {
  email: string;
  password: string;
  loginType: string;
  kind: 'official' | 'operator';
}

const USERS: DemoUser[] = [
  ...DEMO_OFFICIALS.map((user) => ({ ...user, kind: 'official' as const })),
  { ...DEMO_OPERATOR, kind: 'operator' },
];

let browser: Browser;
let propertyId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  propertyId = await demoPropertyId(portalUrl(''));
});
afterAll(() => browser?.close());

/** A page whose back office starts in Hindi, and the proper names every API answer brought to it. */
async function hindiPage(): Promise<{ page: Page; dataWords: Set<string> }> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.addInitScript(
    ([key]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, JSON.stringify('hi'));
    },
    [LOCALE_KEY],
  );
  const dataWords = new Set<string>();
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response
      .json()
      .then((body) => dataWordsOf(body, dataWords))
      .catch(() => undefined);
  });
  return { page, dataWords };
}

/** Signs in on the Hindi login page by the form's fields, not its (Hindi) labels. */
async function signIn(page: Page, user: DemoUser) {
  await page.goto(portalUrl('/admin/login'));
  await page.locator(`input[name=userKind][value=${user.kind}]`).check();
  await page.locator('input[type=email]').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.getByTestId('user-badge').waitFor();
}

/** What the screen shows a reader and a screen reader: its text, placeholders, titles and labels. */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll('[placeholder], [title], [aria-label]')).flatMap(
      (element) => ['placeholder', 'title', 'aria-label'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('[role=progressbar]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The browser path of a route with the demo property for its parameters. */
function pathOf(rule: RouteRule): string {
  const path = /:/.test(rule.path)
    ? routePath(rule, { propertyId, propertyUniqueId: propertyId })
    : menuLinkPath(rule);
  return `/admin${path}`;
}

type Findings = string[];
const walked = new Set<string>();

async function check(page: Page, dataWords: Set<string>, where: string, findings: Findings) {
  await settle(page);
  const words = englishWords(await visibleText(page), dataWords);
  if (words.length > 0) findings.push(`${where}: ${words.join(', ')}`);
}

/** Opens what a screen's add and filter buttons open (a dialog, a form, a menu) and checks it too. */
async function checkOpened(page: Page, dataWords: Set<string>, where: string, findings: Findings) {
  for (const icon of ['AddIcon', 'FilterListIcon']) {
    const button = page.locator(`button:has([data-testid=${icon}]):visible`).first();
    if ((await button.count()) === 0 || !(await button.isEnabled())) continue;
    await button.click();
    await check(page, dataWords, `${where} (${icon})`, findings);
    await page.keyboard.press('Escape');
  }
}

async function walkRoutes(user: DemoUser, findings: Findings) {
  const { page, dataWords } = await hindiPage();
  try {
    await check(page, dataWords, `${user.email} /admin/login`, findings);
    await signIn(page, user);
    await check(page, dataWords, `${user.email} home`, findings);
    // A route another user of the same login type already walked shows the same words.
    const allowed = ADMIN_ROUTES.filter(
      (rule) =>
        checkGuard(rule.guard, user.loginType) === 'allowed' && !walked.has(`${user.loginType}:${rule.key}`),
    );
    allowed.forEach((rule) => walked.add(`${user.loginType}:${rule.key}`));
    for (const rule of allowed) {
      const path = pathOf(rule);
      await page.goto(portalUrl(path));
      const where = `${user.email} ${path}`;
      await check(page, dataWords, where, findings);
      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(SCREENSHOTS, `${user.email.split('@')[0]}-${rule.key}.png`) });
      }
      await checkOpened(page, dataWords, where, findings);
    }
  } finally {
    await page.close();
  }
}

describe('the back office in Hindi shows no English word', () => {
  it.each(USERS.map((user) => [user.email, user] as const))(
    'on any screen %s can open, its dialogs and menus',
    async (_, user) => {
      const findings: Findings = [];
      await walkRoutes(user, findings);
      expect(findings).toEqual([]);
    },
  );
});
