// The logs' acceptance journey: demo officials change the register through the API (the admin adds two
// properties, the CTAO edits one through PATCH properties/editProperty, the admin takes cash on it and
// shifts the payment to the other), then the super admin finds every change on /logs with who and
// when: the general log, the admin edits with a before/after view, the payment shifts from either
// side, the added properties by person, and a property's audit history one click away.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { officialToken } from './support/portalApi';
import {
  addProperty,
  demoPlace,
  editProperty,
  propertyForm,
  shiftPayment,
  takeCash,
} from './support/propertyApi';
import {
  changeRow as changeRowOf,
  expectMadeToday,
  indiaToday,
  logFilters,
  openLog as openLogOf,
  SUPER_ADMIN,
} from './support/logsPage';
import { chooseLanguage, signInAsOfficial } from './support/staffSession';
import { eventually } from './support/waiting';

// A long journey on a machine shared with other runs.
jest.setTimeout(300_000);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.setDefaultTimeout(45_000);
});
afterEach(() => page?.close());

const ADMIN = { email: 'admin@nagarnigam.demo', password: 'Admin@12345', name: 'Anil Verma' };
const CTAO = { email: 'ctao@nagarnigam.demo', password: 'Ctao@12345', name: 'Sunita Yadav' };

const OWNER = 'Lalit Narayan Tiwari';
const NEW_OWNER = 'Lalit Narayan Tripathi';
const SECOND_OWNER = 'Kamla Devi Awasthi';

/** Where the screens are saved to be looked at (E2E_SCREENSHOTS); nowhere when it is not set. */
async function screenshot(name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `logs-${name}.png`), fullPage: true });
}

const logTab = (name: string) => page.getByRole('tab', { name, exact: true });
const filters = () => logFilters(page);
const openLog = (tab: string, propertyUniqueId: string) => openLogOf(page, tab, propertyUniqueId);
const changeRow = (change: string, who: string) => changeRowOf(page, change, who);
const today = indiaToday;

/** Nothing falls off the side of the screen. */
async function expectNoSidewaysScroll() {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the logs, as the super admin finds what officials changed', () => {
  it('shows additions, an edit before and after, and a shifted payment with who and when', async () => {
    // 1. Changes made by the demo officials, through the API.
    const admin = await officialToken(ADMIN.email, ADMIN.password);
    const ctao = await officialToken(CTAO.email, CTAO.password);
    const place = await demoPlace();
    const stamp = Date.now().toString(36).toUpperCase();
    const first = await addProperty(admin, propertyForm(place, OWNER, `LOG-${stamp}-1`));
    const second = await addProperty(admin, propertyForm(place, SECOND_OWNER, `LOG-${stamp}-2`));
    await editProperty(ctao, first, propertyForm(place, NEW_OWNER, `LOG-${stamp}-1`));
    const txnId = await takeCash(admin, first, 500);
    await shiftPayment(admin, txnId, first, second, NEW_OWNER);

    // 2. The super admin opens Logs from the sidebar: every change to the first property, newest first.
    await signInAsOfficial(page, SUPER_ADMIN.email, SUPER_ADMIN.password, 'admin');
    await page.getByRole('menuitem', { name: 'Logs', exact: true }).click();
    await logTab('All changes').waitFor();
    await openLog('All changes', first);
    await expectMadeToday(changeRow('Property added', ADMIN.name));
    await expectMadeToday(changeRow('Property edited', CTAO.name));
    await expectMadeToday(changeRow('Payment received', ADMIN.name));
    await expectMadeToday(changeRow('Payment shifted out', ADMIN.name));
    await expect(changeRow('Property edited', CTAO.name).innerText()).resolves.toContain(CTAO.email);
    await screenshot('all-1366-en');
    await expectNoSidewaysScroll();

    // 3. Admin edits: the edit field by field, before and after.
    await openLog('Admin edits', first);
    const edit = changeRow('Property edited', CTAO.name);
    await edit.getByRole('button', { name: `Before and after: Property edited, ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: `Property edited: ${first}` });
    const owner = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Owner Name' }) });
    expect(await owner.getByRole('cell').allInnerTexts()).toEqual([OWNER, NEW_OWNER]);
    await expect(dialog.innerText()).resolves.toContain(`By ${CTAO.name} on ${today()}`);
    await screenshot('compare-1366-en');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // 4. Payment shifts: the shift is found from the property it went to, on both sides.
    await openLog('Payment shifts', second);
    await expectMadeToday(changeRow('Payment shifted in', ADMIN.name));
    await expectMadeToday(changeRow('Payment shifted out', ADMIN.name));
    await eventually(async () =>
      expect(await changeRow('Payment shifted out', ADMIN.name).innerText()).toContain('Amount: ₹500.00'),
    );

    // 5. Added properties, by the person who added them.
    await logTab('Added properties').click();
    await filters()
      .getByLabel('Changed By', { exact: true })
      .selectOption({ label: `${ADMIN.name} (${ADMIN.email})` });
    await filters().getByLabel('Property ID', { exact: true }).fill(second);
    await filters().getByRole('button', { name: 'Search' }).click();
    await expectMadeToday(changeRow('Property added', ADMIN.name).filter({ hasText: SECOND_OWNER }));

    // The workflow journeys (mutation, split, jalkal, notices) find their own changes here the same way
    // (support/logsPage.ts: expectInLogs).

    // 6. Hindi, and a phone's width in both languages.
    await openLog('All changes', first);
    await changeRow('Property edited', CTAO.name).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByText('Property edited', { exact: true }).first().waitFor();
    await screenshot('all-360-en');
    await expectNoSidewaysScroll();
    await page.setViewportSize({ width: 1366, height: 768 });
    await chooseLanguage(page, 'English', 'हिंदी');
    await page.getByRole('tab', { name: 'सभी बदलाव' }).waitFor();
    await changeRow('संपत्ति संपादित', CTAO.name).waitFor();
    await screenshot('all-1366-hi');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByText('संपत्ति संपादित', { exact: true }).first().waitFor();
    await screenshot('all-360-hi');
    await expectNoSidewaysScroll();
    await page.setViewportSize({ width: 1366, height: 768 });
    await chooseLanguage(page, 'हिंदी', 'English');
    await page.getByRole('tab', { name: 'All changes' }).waitFor();

    // 7. The property's audit history, one click from its change.
    await page
      .getByRole('link', { name: `Audit history of property ${first}` })
      .first()
      .click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/properties') && url.search.includes('money=history'),
    );
    await expect(
      page.getByRole('tab', { name: 'History (audit)' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    // The history names what happened in words, never the event's code ('PropertyEdited').
    await page.getByRole('cell', { name: 'Property edited' }).first().waitFor();
  });
});
