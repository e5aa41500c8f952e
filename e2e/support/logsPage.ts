// The /logs page as the super admin reads it: a tab, the changes of one property, a change's row by
// what it was and who made it. logs.e2e.test.ts walks the page; every workflow journey (mutation,
// split, jalkal, notices) ends by finding its own changes there with who and when.
import { formatDay } from '@ptax/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { signInAsOfficial } from './staffSession';
import { eventually } from './waiting';

export const SUPER_ADMIN = { email: 'superadmin@nagarnigam.demo', password: 'SuperAdmin@123' };

/** Today in India as the back office writes days, through its one formatter: '22-11-2026'. */
export const indiaToday = () => formatDay(new Date());

export const logTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
export const logFilters = (page: Page) => page.getByRole('search', { name: 'Log filters' });

/**
 * Opens a tab and shows its changes of one property. A tab may first list every change of its kind;
 * this waits for an answer about the property (to the tab, where it keeps the filter, or to Search),
 * so no row of another list is read as the property's.
 */
export async function openLog(page: Page, tab: string, propertyUniqueId: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/logs') &&
      new URL(response.url()).searchParams.get('propertyUniqueId') === propertyUniqueId,
  );
  await logTab(page, tab).click();
  // The tab's own list (and its empty filters) replaces the last one's: fill the field once it has.
  await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
  const field = logFilters(page).getByLabel('Property ID', { exact: true });
  await eventually(async () => {
    await field.fill(propertyUniqueId);
    expect(await field.inputValue()).toBe(propertyUniqueId);
  });
  await logFilters(page).getByRole('button', { name: 'Search' }).click();
  await answered;
}

/** The row of a change, by its name and the person who made it. */
export const changeRow = (page: Page, change: string, who: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByText(change, { exact: true }) })
    .filter({ hasText: who });

export async function expectMadeToday(row: Locator) {
  await row.first().waitFor();
  await eventually(async () => expect(await row.first().innerText()).toContain(indiaToday()));
}

/** The super admin opens Logs from the sidebar (on a page of their own: the journey's user stays signed in). */
export async function openLogsAsSuperAdmin(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.setDefaultTimeout(45_000);
  await signInAsOfficial(page, SUPER_ADMIN.email, SUPER_ADMIN.password, 'admin');
  await page.getByRole('menuitem', { name: 'Logs', exact: true }).click();
  await logTab(page, 'All changes').waitFor();
  return page;
}

export interface LoggedChange {
  tab: string;
  propertyUniqueId: string;
  change: string;
  /** The name of the person the row must name. */
  who: string;
}

/** Each change is on its tab for its property, made today by that person. */
export async function expectInLogs(browser: Browser, changes: LoggedChange[]) {
  const page = await openLogsAsSuperAdmin(browser);
  try {
    let shown = '';
    for (const { tab, propertyUniqueId, change, who } of changes) {
      // A search the list already shows is not asked again: open each tab and property once.
      if (shown !== `${tab} ${propertyUniqueId}`) await openLog(page, tab, propertyUniqueId);
      shown = `${tab} ${propertyUniqueId}`;
      await expectMadeToday(changeRow(page, change, who));
    }
  } finally {
    await page.close();
  }
}
