// The back office's own accessibility, as citizenA11y does for the citizen's pages: every screen of the
// admin routes table, opened by the demo user who may open it, has no serious axe finding; and on a
// 360 px phone the top bar keeps every control inside the screen (none clipped off its right edge).
import { ROUTES, browserPath, routePath, type RouteRule } from '@ptax/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_ROUTES } from '../admin-ui/src/routes/adminPaths';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, portalUrl } from './support/browser';
import { portalApi } from './support/portalApi';

jest.setTimeout(900_000);

const STAFF = {
  admin: { email: 'admin@nagarnigam.demo', password: 'Admin@12345', as: 'Nigam Official', badge: 'ADMIN' },
  operator: {
    email: 'operator@nagarnigam.demo',
    password: 'Operator@123',
    as: 'Operator',
    badge: 'OPERATOR',
  },
  jalkal: {
    email: 'jalkal@nagarnigam.demo',
    password: 'Jalkal@12345',
    as: 'Nigam Official',
    badge: 'JALKAL',
  },
};
type Staff = (typeof STAFF)[keyof typeof STAFF];
const staffFor = (rule: RouteRule): Staff =>
  rule.guard === 'operator' ? STAFF.operator : rule.guard === 'jalkal' ? STAFF.jalkal : STAFF.admin;

let browser: Browser;
let propertyId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const found = await portalApi<{ propertyUniqueId: string }[]>('/properties/search', {
    method: 'POST',
    body: { ownerName: 'Sharma', limit: 1 },
  });
  propertyId = found.body.data[0].propertyUniqueId;
});
afterAll(() => browser?.close());

const addressOf = (rule: RouteRule) =>
  browserPath({ ...rule, path: routePath(rule, { propertyId, propertyUniqueId: propertyId }) });

async function signIn(page: Page, staff: Staff) {
  await page.goto(portalUrl('/admin/login'));
  await page.getByLabel(staff.as, { exact: true }).check();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-badge').getByText(staff.badge, { exact: true }).waitFor();
}

async function open(page: Page, address: string) {
  await page.goto(portalUrl(address));
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

/** The top bar's controls that do not lie wholly inside the window. */
const clippedInTopBar = () => {
  const width = document.documentElement.clientWidth;
  const bar = document.querySelector('header');
  if (!bar) return ['no top bar'];
  return Array.from(bar.querySelectorAll('button, a, [data-testid="user-badge"]'))
    .filter((control) => {
      const rect = control.getBoundingClientRect();
      return rect.width > 0 && (rect.left < -1 || rect.right > width + 1);
    })
    .map((control) => `${(control.getAttribute('aria-label') || control.textContent || '').trim()} clipped`);
};

describe('the back office for screen readers and small screens', () => {
  it('has no serious axe finding on any screen, each opened by the demo user who may', async () => {
    const problems: string[] = [];
    for (const staff of Object.values(STAFF)) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      page.setDefaultTimeout(45_000);
      try {
        await signIn(page, staff);
        for (const rule of ADMIN_ROUTES.filter((route) => staffFor(route) === staff)) {
          await open(page, addressOf(rule));
          for (const finding of await seriousAxeViolations(page))
            problems.push(
              `${rule.key} (${addressOf(rule)}): ${finding.id} (${finding.impact}) ${finding.targets.join(', ')}`,
            );
        }
      } finally {
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the whole top bar inside a 360 px phone, in English and in Hindi', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      await signIn(page, STAFF.admin);
      const problems: string[] = [];
      for (const rule of [ROUTES.properties, ROUTES.mastersZone]) {
        await open(page, addressOf(rule));
        for (const clipped of await page.evaluate(clippedInTopBar))
          problems.push(`${rule.key} (en): ${clipped}`);
        for (const finding of await seriousAxeViolations(page))
          problems.push(`${rule.key} (360 px): ${finding.id} ${finding.targets.join(', ')}`);
      }
      await page.evaluate(() => localStorage.setItem('RaStore.locale', '"hi"'));
      await open(page, addressOf(ROUTES.properties));
      for (const clipped of await page.evaluate(clippedInTopBar))
        problems.push(`properties (hi): ${clipped}`);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
