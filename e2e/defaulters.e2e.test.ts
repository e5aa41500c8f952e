// The defaulters report's journey, as the demo admin: the demo city's bills are small, so the amounts
// are narrowed to the range its largest arrears fall in (read from the API first); the list shows the
// owners and places by name, the XLSX export holds exactly the rows of the screen with their dues,
// and a recovery notice issued from the first row after a confirmation opens as a PDF.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { downloaded, served } from './support/downloads';
import { officialToken, portalApi } from './support/portalApi';
import { signInAsOfficial } from './support/staffSession';

jest.setTimeout(300_000);

const ADMIN = { email: 'admin@nagarnigam.demo', password: 'Admin@12345' };
const TABLE = 'Defaulters';

let browser: Browser;
let page: Page;

interface Defaulter {
  propertyUniqueId: string;
  ownerName: string | null;
  wardName: string | null;
  duesPaise: number;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  page.setDefaultTimeout(45_000);
});
afterAll(() => browser?.close());

/** Paise of a sum the screen writes in rupees ('₹1,23,456.70'). */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '') || '0') * 100);

/** The range (whole rupees) holding the demo city's five largest arrears, and those defaulters. */
async function largestArrears(token: string): Promise<{ min: number; max: number }> {
  const { body } = await portalApi<Defaulter[]>(
    '/taxDemands/defaultersList?minAmount=1&maxAmount=100000000&filterType=arrears&limit=5',
    { token },
  );
  expect(body.data.length).toBeGreaterThan(0);
  const dues = body.data.map((row) => row.duesPaise);
  return { min: Math.floor(Math.min(...dues) / 100), max: Math.ceil(Math.max(...dues) / 100) };
}

/** The rows of the table once loaded: property ID, owner and total due (paise) of each. */
async function screenRows(): Promise<{ id: string; owner: string; duesPaise: number }[]> {
  const table = page.getByRole('table', { name: TABLE });
  await table.locator('tbody tr', { hasText: 'Total' }).waitFor();
  await page.waitForFunction(
    (label) =>
      document
        .querySelector(`table[aria-label="${label}"]`)
        ?.closest('[aria-busy]')
        ?.getAttribute('aria-busy') === 'false',
    TABLE,
  );
  const texts = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    );
  return texts
    .slice(0, -1)
    .map((cells) => ({ id: cells[0], owner: cells[1], duesPaise: paiseOf(cells[10]) }));
}

it('narrows the amounts, exports what the screen shows and serves a recovery notice from a row', async () => {
  const token = await officialToken(ADMIN.email, ADMIN.password);
  const { min, max } = await largestArrears(token);

  await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
  await page.goto(portalUrl('/admin/reports/defaulters'));
  await page.getByRole('heading', { name: 'Defaulters', level: 1 }).waitFor();
  // The spec's defaults are in the inputs; the demo city's bills are far smaller.
  await expect(page.getByLabel('Minimum dues (₹)').inputValue()).resolves.toBe('100000');
  await page.getByLabel('Minimum dues (₹)').fill(String(min));
  await page.getByLabel('Maximum dues (₹)').fill(String(max));
  await page.getByLabel('Dues counted').selectOption('arrears');
  await page.getByRole('button', { name: 'Show' }).click();
  await page
    .getByRole('status')
    .getByText(/^[1-9]\d* properties owe/)
    .waitFor();

  const rows = await screenRows();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((row) => row.duesPaise)).toEqual(
    [...rows.map((row) => row.duesPaise)].sort((a, b) => b - a),
  );
  for (const row of rows) expect(row.duesPaise).toBeGreaterThanOrEqual(min * 100);

  // The XLSX holds the same rows in the same order, dues in rupees, and the total row.
  const bytes = await downloaded(page, () => page.getByRole('button', { name: 'Download XLSX' }).click());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
  const header = sheet.findIndex((row) => row[1] === 'Property ID');
  const body = sheet.slice(header + 1);
  expect(body.slice(0, -1).map((row) => [row[1], row[2], Math.round(Number(row[11]) * 100)])).toEqual(
    rows.map((row) => [row.id, row.owner, row.duesPaise]),
  );
  expect(body.at(-1)?.[1]).toBe('Total');

  // A recovery notice for the first row: asked, confirmed, followed until its PDF opens.
  const first = rows[0];
  await page.getByRole('button', { name: `Issue a recovery notice to ${first.id}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Issue a recovery notice?' });
  await confirm.getByText(`(property ${first.id}) owes`, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Issue notice' }).click();
  const notice = page.getByRole('dialog', { name: 'Recovery notice' });
  const open = notice.getByRole('link', { name: /^Open notice RN-\d{4}-\d{2}-\d{6} \(PDF\)$/ });
  await open.waitFor({ timeout: 120_000 });
  const pdf = await served(page, (await open.getAttribute('href')) as string);
  expect(pdf.contentType).toBe('application/pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const issued = await portalApi<{ propertyUniqueId: string; noticeType: string }[]>(
    `/properties/notices?noticeType=recovery&limit=100`,
    { token },
  );
  expect(issued.body.data.map((row) => row.propertyUniqueId)).toContain(first.id);
});
