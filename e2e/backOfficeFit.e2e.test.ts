// Every back-office screen fits the usual office laptop: signed in as the demo user who may open it,
// each route of the admin routes table is opened at 1366x768 (and 1280) and measured: the page and every
// table fit the window, and each row action and pagination control can be seen without scrolling
// sideways. At 683 px (a 1366 screen at 200% zoom) the sidebar is folded away behind the menu button
// and still nothing spills. The routes come from admin-ui's table, so a new screen is measured too.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, browserPath, routePath, type RouteRule } from '@ptax/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_ROUTES } from '../admin-ui/src/routes/adminPaths';
import { launchBrowser, portalUrl } from './support/browser';
import { portalApi } from './support/portalApi';

// Sixty screens, three widths, on a machine shared with other runs.
jest.setTimeout(900_000);

interface Staff {
  email: string;
  password: string;
  as: 'Nigam Official' | 'Operator';
  badge: string;
}

const ADMIN: Staff = {
  email: 'admin@nagarnigam.demo',
  password: 'Admin@12345',
  as: 'Nigam Official',
  badge: 'ADMIN',
};
const OPERATOR: Staff = {
  email: 'operator@nagarnigam.demo',
  password: 'Operator@123',
  as: 'Operator',
  badge: 'OPERATOR',
};
const JALKAL: Staff = {
  email: 'jalkal@nagarnigam.demo',
  password: 'Jalkal@12345',
  as: 'Nigam Official',
  badge: 'JALKAL',
};

/** Who may open a route: the operator area is the operator's, the Jalkal dashboard the Jalkal engineer's. */
const staffFor = (rule: RouteRule): Staff =>
  rule.guard === 'operator' ? OPERATOR : rule.guard === 'jalkal' ? JALKAL : ADMIN;

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

/** A route's address in the browser, its parameters filled with a demo property. */
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

/** Where the screens are saved to be looked at (E2E_SCREENSHOTS); nowhere when it is not set. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `fit-${name}.png`) });
}

/** Opens a screen and waits until its data has come and nothing is loading. */
async function open(page: Page, address: string) {
  await page.goto(portalUrl(address));
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  // Lazy chunks, queries that start after the first answer, a drawer sliding in.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/**
 * What does not fit, measured in the page: the document wider than the window; a table wider than the
 * room it is shown in (the window, or a scrolling box around it); a row action, a pagination control or
 * a menu link outside what can be seen without scrolling sideways.
 */
function misfits(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  const name = (element: Element) => {
    const text = (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()} "${text}"`;
  };
  // The part of the window an element can be seen in: the window, narrowed by each clipping box around it.
  const room = (element: Element) => {
    let [left, right] = [0, width];
    for (let box = element.parentElement; box; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'visible') continue;
      const rect = box.getBoundingClientRect();
      left = Math.max(left, rect.left + box.clientLeft);
      right = Math.min(right, rect.left + box.clientLeft + box.clientWidth);
    }
    return { left, right };
  };
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const outside = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const { left, right } = room(element);
    return rect.left < left - 1 || rect.right > right + 1;
  };
  if (document.documentElement.scrollWidth > width + 1)
    found.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
  document.querySelectorAll('table').forEach((table) => {
    if (!shown(table) || table.closest('.leaflet-container')) return;
    const { left, right } = room(table);
    const rect = table.getBoundingClientRect();
    if (outside(table))
      found.push(
        `a table "${(table.querySelector('th')?.textContent ?? '').trim()}..." is ${Math.round(rect.width)} px wide in ${Math.round(right - left)} px`,
      );
  });
  const controls = [
    'table button',
    'table a',
    'table [role="button"]',
    '.MuiTablePagination-root button',
    '.MuiTablePagination-root [role="combobox"]',
    '.MuiTablePagination-selectLabel',
    '.MuiTablePagination-displayedRows',
    '.MuiPagination-root button',
  ].join(', ');
  document.querySelectorAll(controls).forEach((control) => {
    if (shown(control) && outside(control)) found.push(`${name(control)} is off screen`);
  });
  return found;
}

/** react-admin's generated empty text from a resource name ("No Propertiesediteds found", "No Oldproperties yet"). */
const GENERATED_EMPTY = /\bNo [A-Z][a-z]+ (found|yet)\b/;

/** The screen's title as the top bar shows it. */
async function titleOf(page: Page): Promise<string> {
  return (
    await page
      .getByTestId('page-title')
      .innerText()
      .catch(() => '')
  ).trim();
}

async function measureEvery(width: number, height: number) {
  const problems: string[] = [];
  for (const staff of [ADMIN, OPERATOR, JALKAL]) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.setDefaultTimeout(45_000);
    try {
      await signIn(page, staff);
      for (const rule of ADMIN_ROUTES.filter((route) => staffFor(route) === staff)) {
        await open(page, addressOf(rule));
        await screenshot(page, `${width}-${rule.key}`);
        const where = `${rule.key} (${addressOf(rule)}, ${width} px)`;
        for (const misfit of await page.evaluate(misfits)) problems.push(`${where}: ${misfit}`);
        if (!(await titleOf(page))) problems.push(`${where}: no title`);
        const text = await page
          .locator('main')
          .innerText()
          .catch(() => '');
        const garbled = GENERATED_EMPTY.exec(text);
        if (garbled) problems.push(`${where}: generated empty text "${garbled[0]}"`);
      }
      if (staff === ADMIN) {
        // The property drawer's tables (floors, ARV) fit beside the list.
        await open(page, browserPath(ROUTES.properties));
        await page.locator('tbody tr').first().click();
        await page.locator('.MuiDrawer-paper table').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(600);
        await screenshot(page, `${width}-property-drawer`);
        for (const misfit of await page.evaluate(misfits))
          problems.push(`property drawer (${width} px): ${misfit}`);
      }
    } finally {
      await page.close();
    }
  }
  return problems;
}

describe('every back-office screen fits the office laptop', () => {
  it('fits 1366 px: no page or table wider than the window, every row action and page control in view', async () => {
    expect(await measureEvery(1366, 768)).toEqual([]);
  });

  it('fits 1280 px as well', async () => {
    expect(await measureEvery(1280, 720)).toEqual([]);
  });
});

describe('at 200% zoom (683 px) the sidebar folds away', () => {
  it('starts closed, opens over the page from the menu button, and nothing spills sideways', async () => {
    const page = await browser.newPage({ viewport: { width: 683, height: 384 } });
    page.setDefaultTimeout(45_000);
    try {
      await signIn(page, ADMIN);
      const problems: string[] = [];
      for (const rule of ADMIN_ROUTES.filter((route) => staffFor(route) === ADMIN)) {
        await open(page, addressOf(rule));
        await screenshot(page, `683-${rule.key}`);
        const where = `${rule.key} (683 px)`;
        const docked = await page.locator('.RaSidebar-docked').count();
        if (docked > 0) problems.push(`${where}: the sidebar is docked beside the page`);
        const contentLeft = await page.evaluate(
          () => document.querySelector('#main-content')?.getBoundingClientRect().left ?? 0,
        );
        if (contentLeft > 24)
          problems.push(`${where}: the page starts ${Math.round(contentLeft)} px from the left`);
        for (const misfit of await page.evaluate(misfits)) problems.push(`${where}: ${misfit}`);
      }
      expect(problems).toEqual([]);

      // The menu button opens the sidebar over the page, and choosing an entry folds it away again.
      await open(page, browserPath(ROUTES.mastersZone));
      await page
        .getByRole('button', { name: /open menu|menu/i })
        .first()
        .click();
      const sidebar = page.getByRole('menu', { name: 'Sidebar' }).or(page.locator('[aria-label="Sidebar"]'));
      await sidebar.first().waitFor();
      await screenshot(page, '683-sidebar-open');
      await page.locator('.MuiModal-root .MuiDrawer-paper').waitFor();
      await page.locator('[aria-label="Sidebar"]').getByText('Wards', { exact: true }).first().click();
      await page.waitForURL('**/admin/masters/ward');
      await page.locator('.MuiModal-root .MuiDrawer-paper').waitFor({ state: 'detached' });
    } finally {
      await page.close();
    }
  });
});
