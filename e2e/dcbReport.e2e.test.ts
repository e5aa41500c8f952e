// The DCB report's journey, as the demo admin: the city's zones with their total, then one zone, one
// of its wards, one of its mohallas and one of its properties, each level's total equal to the row
// clicked above it and to the sum of its own rows (read from the screen), and the property's balance
// equal to what its ledger says it owes today.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { signInAsOfficial } from './support/staffSession';

jest.setTimeout(300_000);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  page.setDefaultTimeout(45_000);
});
afterAll(() => browser?.close());

/** Paise of a sum the screens write in rupees ('₹1,23,456.70', '-12.00', '₹8,571'). */
function paiseOf(text: string): number {
  const digits = text.replace(/[^0-9.]/g, '');
  const paise = Math.round(Number(digits || '0') * 100);
  return /[-−]/.test(text) ? -paise : paise;
}

interface LevelTable {
  /** Each row: its name (first cell) and its figures in paise. */
  rows: { name: string; figures: number[]; link: Locator }[];
  total: number[];
}

/** The table of one level once loaded: its rows and its totals row. */
async function readLevel(name: string): Promise<LevelTable> {
  const table = page.getByRole('table', { name });
  await table.locator('tbody tr', { hasText: 'Total' }).waitFor();
  await page.waitForFunction((label) => {
    const found = document.querySelector(`table[aria-label="${label}"]`);
    return found?.closest('[aria-busy]')?.getAttribute('aria-busy') === 'false';
  }, name);
  const texts = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    );
  const rows = texts.slice(0, -1).map((cells, index) => ({
    name: cells[0],
    figures: cells.slice(-8).map(paiseOf),
    link: table.locator('tbody tr').nth(index).getByRole('link'),
  }));
  return { rows, total: texts[texts.length - 1].slice(-8).map(paiseOf) };
}

const BALANCE = 7;

/**
 * At this width the page does not scroll sideways (wide tables scroll inside their card) and the
 * export buttons lie within the screen. Read from the layout, not the accessibility tree: a phone-sized
 * window reached by resizing keeps the menu drawer open over the page.
 */
async function expectFits(width: number) {
  await page.setViewportSize({ width, height: 800 });
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(width);
  for (const name of ['Download XLSX', 'Download PDF']) {
    const box = await page.locator('button', { hasText: name }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}

function expectTotalIsSumOfRows(level: LevelTable) {
  const sums = level.total.map((_, column) => level.rows.reduce((sum, row) => sum + row.figures[column], 0));
  expect(sums).toEqual(level.total);
}

/** The first row that still owes something, clicked; answers its figures. */
async function drillInto(level: LevelTable): Promise<number[]> {
  const row = level.rows.find((candidate) => candidate.figures[BALANCE] > 0);
  expect(row).toBeDefined();
  await row!.link.click();
  return row!.figures;
}

it('drills from the city to a property and its ledger, the figures agreeing at every level', async () => {
  await signInAsOfficial(page, 'admin@nagarnigam.demo', 'Admin@12345', 'admin');
  await page.goto(portalUrl('/admin/reports/demand'));
  await page.getByRole('heading', { name: 'Demand, collection and balance (DCB)', level: 1 }).waitFor();

  const zones = await readLevel('Demand, collection and balance by zone');
  expect(zones.rows.length).toBeGreaterThan(1);
  await expectFits(1366);
  expectTotalIsSumOfRows(zones);
  const heads = await readLevel('Demand, collection and balance by tax head');
  expect(heads.total).toEqual(zones.total);

  const zone = await drillInto(zones);
  const wards = await readLevel('Demand, collection and balance by ward');
  expect(wards.total).toEqual(zone);
  expectTotalIsSumOfRows(wards);

  const ward = await drillInto(wards);
  const mohallas = await readLevel('Demand, collection and balance by mohalla');
  expect(mohallas.total).toEqual(ward);
  expectTotalIsSumOfRows(mohallas);

  const mohalla = await drillInto(mohallas);
  const properties = await readLevel('Demand, collection and balance by property');
  expect(properties.total).toEqual(mohalla);
  // The sum of the rows is the total when they all fit on one page.
  if ((await page.getByRole('navigation', { name: 'pagination navigation' }).count()) === 0)
    expectTotalIsSumOfRows(properties);
  const crumbs = page.getByRole('navigation', { name: 'Where you are' });
  expect(await crumbs.getByRole('link').count()).toBe(3);

  const property = await drillInto(properties);
  const ledger = page.getByRole('region', { name: 'Ledger' });
  const owed = async (label: string) =>
    paiseOf(
      (await ledger
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? '',
    );
  await ledger.locator('dt', { hasText: /^Arrears$/ }).waitFor();
  const dues = (await owed('Arrears')) + (await owed('Interest')) + (await owed('Current year'));
  expect(dues).toBe(property[BALANCE]);

  // Back on the report, a phone's width.
  await page.goBack();
  await readLevel('Demand, collection and balance by property');
  await expectFits(360);
});
