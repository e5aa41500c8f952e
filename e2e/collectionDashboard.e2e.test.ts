// The collection dashboard's acceptance journey: a counter (cash) payment taken by the demo admin and
// an online payment through the sandbox gateway, both made during the test, then the report dashboard
// showing today's collection with both, by mode; the cash receipt found on the collection list by an
// operator; and a collection report downloaded as XLSX with its total row.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { downloaded } from './support/downloads';
import { payInFullThroughSandbox } from './support/onlinePayment';
import { owingPropertyFoundByMisspelling } from './support/owingProperty';
import { officialToken, portalApi } from './support/portalApi';
import { signInAsOfficial } from './support/staffSession';
import { eventually } from './support/waiting';

// A gateway round trip and three screens, on a machine shared with other runs.
jest.setTimeout(300_000);

const ADMIN = { email: 'admin@nagarnigam.demo', password: 'Admin@12345' };
const OPERATOR = { email: 'operator@nagarnigam.demo', password: 'Operator@123' };
const CASH_RUPEES = 1_234;

/** Rupees as the back office writes them (Intl en-IN, INR): 123400 -> '₹1,234.00'. */
const backOfficeRupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(
    paise / 100,
  );

interface ModeRow {
  mode: string;
  modeName: string;
  amountPaise: number;
}
interface Dashboard {
  periods: { key: string; amountPaise: number; receipts: number }[];
  todayModes: ModeRow[];
}

let browser: Browser;
let page: Page;
let token = '';

beforeAll(async () => {
  browser = await launchBrowser();
  token = await officialToken(ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());
afterEach(() => page?.context().close());

const newPage = async (viewport = { width: 1366, height: 768 }) => {
  const context = await browser.newContext({ viewport, locale: 'en-IN', acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(45_000);
  return page;
};

const dashboard = async () => (await portalApi<Dashboard>('/taxCollections/dashboard', { token })).body.data;
const todayBy = (d: Dashboard, mode: string) =>
  d.todayModes.find((row) => row.mode === mode)?.amountPaise ?? 0;

describe('the collection dashboard', () => {
  let before: Dashboard;
  let onlinePaise = 0;
  let cashReceipt = '';

  it("counts today's online and counter payments, by mode, as soon as they are made", async () => {
    before = await dashboard();

    // A citizen pays a property in full online, through the sandbox gateway.
    const online = await owingPropertyFoundByMisspelling();
    onlinePaise = online.netPayableOnlinePaise;
    await newPage();
    await page.goto(portalUrl(`/pay-online-tax/${online.propertyId}`));
    await payInFullThroughSandbox(page, {
      lang: 'en',
      netPayablePaise: onlinePaise,
      payer: { name: 'Sunita Devi', mobile: '9876501234', email: 'sunita.devi@example.in' },
    });
    await page.context().close();

    // The demo admin takes cash at the counter for another property.
    // The next property that owes: the one paid online owes nothing once the ledger has the payment.
    let counter = online;
    await eventually(async () => {
      counter = await owingPropertyFoundByMisspelling();
      expect(counter.propertyId).not.toBe(online.propertyId);
    });
    const paid = await portalApi<{ receiptNumber: string }>('/transactions', {
      method: 'POST',
      token,
      body: {
        propertyUniqueId: counter.propertyId,
        type: 'Property Tax',
        transactionType: 'Cash',
        paidAmount: CASH_RUPEES,
      },
    });
    expect(paid.status).toBe(201);
    cashReceipt = paid.body.data.receiptNumber;

    // The read model takes both in: today's cash and online grow by exactly the two payments.
    let after = before;
    await eventually(async () => {
      after = await dashboard();
      expect(todayBy(after, 'cash') - todayBy(before, 'cash')).toBe(CASH_RUPEES * 100);
      expect(todayBy(after, 'online') - todayBy(before, 'online')).toBe(onlinePaise);
    });
    const started = Date.now();
    await dashboard();
    expect(Date.now() - started).toBeLessThan(1_000);

    await newPage();
    await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
    await page.goto(portalUrl('/admin/reports/dashboard'));
    const today = page.getByRole('region', { name: 'Today', exact: true });
    await eventually(async () =>
      expect(await today.getByLabel('Collected').innerText()).toBe(
        backOfficeRupees(after.periods[0].amountPaise),
      ),
    );
    const byMode = page.getByRole('table', { name: "Today's collection by mode" });
    for (const mode of ['cash', 'online']) {
      const row = byMode.getByRole('row').filter({ hasText: mode === 'cash' ? 'Cash' : 'Online' });
      await row
        .getByRole('cell', { name: backOfficeRupees(todayBy(after, mode)), exact: true })
        .first()
        .waitFor();
    }
    // The dashboard fits the screen: nothing scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('table', { name: 'Demand and collection by zone' }).waitFor();
    await page.getByRole('table', { name: 'Revenue inspector league' }).waitFor();
    // On a phone the blocks stack, each table scrolling inside its card.
    await page.setViewportSize({ width: 360, height: 740 });
    await eventually(async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true),
    );
  });

  it('lets an operator find the counter receipt on the collection list, on a phone', async () => {
    await newPage({ width: 360, height: 740 });
    await page.goto(portalUrl('/admin/login'));
    await page.getByLabel('Operator', { exact: true }).check();
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('user-badge').getByText('OPERATOR', { exact: true }).waitFor();
    await page.goto(portalUrl('/admin/reports/collection-list'));
    const table = page.getByRole('table', { name: 'Collection list' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: cashReceipt, exact: true }) });
    await row.waitFor();
    await row.getByRole('cell', { name: 'Cash', exact: true }).waitFor();
    await row
      .getByRole('cell', { name: backOfficeRupees(CASH_RUPEES * 100), exact: true })
      .last()
      .waitFor();
    // The register's many columns scroll inside the table; the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('downloads the collection by zone as XLSX, its total row equal to the report', async () => {
    await newPage();
    await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
    await page.goto(portalUrl('/admin/reports/collection?view=zone'));
    await page.getByRole('table', { name: 'Collection by zone' }).waitFor();
    const bytes = await downloaded(page, () => page.getByRole('button', { name: 'Download XLSX' }).click());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const total = rows.find((row) => row[1] === 'Total') as unknown[];
    const report = await portalApi<unknown[]>('/taxCollections/zoneWise', { token });
    const totals = report.body.totals as { receipts: number; amountPaise: number };
    expect([total[2], total[3]]).toEqual([totals.receipts, totals.amountPaise / 100]);
    expect(totals.amountPaise).toBeGreaterThanOrEqual(CASH_RUPEES * 100 + onlinePaise);
  });
});
