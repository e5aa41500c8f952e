// The state portal journey: the demo admin takes a counter payment (through the API), pushes today's
// collections to e-Nagar Sewa on /admin/pushData, sees the batch sent and acknowledged by the sandbox
// receiver and the day agree with the ledger, pushes again and sees nothing new sent; then opens
// /admin/utility, reads the read models' lag and runs the audit verification to its result.
import { formatDay } from '@ptax/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { officialToken } from './support/portalApi';
import { addProperty, demoPlace, propertyForm, takeCash } from './support/propertyApi';
import { chooseLanguage, signInAsOfficial } from './support/staffSession';
import { eventually } from './support/waiting';

jest.setTimeout(300_000);

const ADMIN = { email: 'admin@nagarnigam.demo', password: 'Admin@12345' };

/** Today in India as the push screen writes days: 2026-11-22. */
const indiaToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

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

async function expectNoSidewaysScroll() {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const batchRows = () => page.getByRole('table', { name: 'Batches' }).getByTestId('batch');

describe('pushing the day’s collections to e-Nagar Sewa', () => {
  it('sends today’s receipts once, acknowledged and agreeing with the ledger', async () => {
    const token = await officialToken(ADMIN.email, ADMIN.password);
    const stamp = Date.now().toString(36).toUpperCase();
    const property = await addProperty(
      token,
      propertyForm(await demoPlace(), 'Shanti Devi Pandey', `ENS-${stamp}`),
    );
    await takeCash(token, property, 123.45);
    const today = indiaToday();
    // The day as the screen writes it for people (DD-MM-YYYY); the date box and the test ids keep ISO.
    const shown = formatDay(today);

    await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
    await page.goto(portalUrl('/admin/admin/pushData'));
    const day = page.getByTestId(`day-${today}`);
    await day.waitFor();
    await expect(page.getByRole('button', { name: 'Push', exact: true }).isVisible()).resolves.toBe(true);
    await expectNoSidewaysScroll();

    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        new RegExp(`^Push \\d+ receipts \\(\\d+ records, ₹[\\d,.]+\\) of ${shown} to e-Nagar Sewa\\?$`),
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(new RegExp(`^\\d+ records of ${shown} queued for e-Nagar Sewa$`)).waitFor();

    // The worker sends the batch to the sandbox receiver; the screen looks again until it is answered.
    await eventually(async () => {
      await expect(batchRows().first().getByText('Acknowledged', { exact: true }).isVisible()).resolves.toBe(
        true,
      );
    }, 60_000);
    await eventually(async () => {
      await expect(day.getByText('Agrees with the ledger').isVisible()).resolves.toBe(true);
      await expect(day.getByTestId('to-send').textContent()).resolves.toMatch(/^0 \/ ₹0\.00$/);
    }, 30_000);
    const acknowledged = await day.getByTestId('acknowledged').textContent();
    const ledger = await day.getByTestId('ledger').textContent();
    expect(acknowledged).toContain(`/ ${ledger}`);
    await expect(page.getByText('No differences').isVisible()).resolves.toBe(true);
    const batches = await batchRows().count();

    // A second push finds nothing new and sends nothing.
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await dialog
      .getByText(`Every receipt of ${shown} is with e-Nagar Sewa already. Pushing again sends nothing new.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Nothing new to send for ${shown}`).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await day.getByText('Agrees with the ledger').waitFor();
    expect(await batchRows().count()).toBe(batches);

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll();
    await page.setViewportSize({ width: 1366, height: 768 });
    await chooseLanguage(page, 'English', 'हिंदी');
    await day.getByText('खाता-बही से मेल खाता है').waitFor();
    await page.getByRole('heading', { name: 'ई-नगर सेवा को भेजें' }).waitFor();
    await page.getByRole('button', { name: 'भेजें', exact: true }).waitFor();
    await chooseLanguage(page, 'हिंदी', 'English');
  });
});

describe('the utilities', () => {
  it('shows how far the read models trail and runs the audit verification', async () => {
    await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
    await page.goto(portalUrl('/admin/admin/utility'));
    const ledger = page.getByRole('table', { name: 'Read models' }).getByTestId('read-model-ledger');
    await ledger.waitFor();
    expect(await ledger.getByTestId('lag').textContent()).toMatch(/^[\d,]+$/);
    await expectNoSidewaysScroll();

    const run = page.getByRole('button', { name: 'Run the audit verification' });
    await eventually(async () => expect(await run.isEnabled()).toBe(true));
    await run.click();
    await page.getByText('Audit verification started').waitFor();
    const result = page.getByTestId('audit-result');
    await eventually(async () => {
      expect(await result.textContent()).toMatch(
        /^[\d,]+ streams, [\d,]+ events checked in [\d.]+ s; Every hash chain intact; Every ledger matches its stream$/,
      );
    }, 180_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll();
  });
});
