// The jalkal acceptance journey: a staff member (the demo admin) asks from a property's details to
// stop its water tax, with a reason and a letter as evidence; the water department's official
// (jalkal@nagarnigam.demo) finds the request on the jalkal dashboard, the only page of their menu,
// approves it after the confirmation, and sees the year's water tax of the property go to nothing,
// on the request and on the property's ledger.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { expectInLogs } from './support/logsPage';
import { officialToken, portalApi } from './support/portalApi';
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

const ADMIN = {
  email: 'admin@nagarnigam.demo',
  password: 'Admin@12345',
  accessName: 'admin',
  name: 'Anil Verma',
};
const JALKAL = {
  email: 'jalkal@nagarnigam.demo',
  password: 'Jalkal@12345',
  accessName: 'jalkal',
  name: 'Deepak Gupta',
};
const REASON = 'The Jal Kal connection was cut on 1 September; the house uses its own borewell.';

type Row = Record<string, unknown>;

/** Rupees as the back office writes them: 287400 -> '₹2,874.00'. */
const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );

/** Where the screens are saved to be looked at (E2E_SCREENSHOTS); nowhere when it is not set. */
async function screenshot(name: string, target: Page = page) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await target.screenshot({ path: join(folder, `jalkal-${name}.png`), fullPage: true });
}

/** The financial year of today in India: '2026-27' runs 1 April 2026 to 31 March 2027. */
function thisFinancialYear(): string {
  const [year, month] = new Date(Date.now() + 5.5 * 3_600_000).toISOString().split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** This year's water tax on the property's ledger, in paise. */
async function waterDemandOf(id: string, token: string): Promise<number> {
  const { body } = await portalApi<{ years: { financialYear: string; heads: Row }[] }>('/properties/ledger', {
    method: 'POST',
    body: { propertyUniqueId: id },
    token,
  });
  const year = body.data.years.find((each) => each.financialYear === thisFinancialYear());
  return (year?.heads.water as { demandPaise: number } | undefined)?.demandPaise ?? 0;
}

/**
 * A demo property that pays water tax and has no request pending, with this year's demand raised
 * (the demo city leaves the current year's demand to be raised by a person). Properties other
 * journeys just added are listed first and are not assessed until their mohalla is: they are passed
 * over (409, no assessment for the year).
 */
async function propertyPayingWaterTax(token: string): Promise<{ id: string; waterPaise: number }> {
  const { body } = await portalApi<Row[]>('/properties/paginated', {
    method: 'POST',
    body: { page: 1, limit: 50 },
    token,
  });
  const pending = await portalApi<Row[]>('/jalkal/pending', { method: 'POST', body: { limit: 100 }, token });
  const taken = new Set(pending.body.data.map((row) => row.propertyUniqueId));
  const candidates = body.data.filter(
    (row) => row.waterTaxApplicable === true && !taken.has(row.propertyUniqueId),
  );
  for (const candidate of candidates) {
    const id = String(candidate.propertyUniqueId);
    const raised = await portalApi(`/taxDemands/replace?propertyUniqueId=${id}`, { method: 'POST', token });
    if (raised.status === 409 && /has no assessment/.test(String(raised.body.message))) continue;
    if (raised.status !== 200)
      throw new Error(`replace ${id}: ${raised.status} ${JSON.stringify(raised.body)}`);
    const waterPaise = await waterDemandOf(id, token);
    expect(waterPaise).toBeGreaterThan(0);
    return { id, waterPaise };
  }
  throw new Error('no assessed demo property on the first page pays water tax');
}

/** A request's card on the dashboard, by its number. */
const cardOf = (number: string): Locator => page.getByRole('listitem', { name: number });

/** The text a locator shows, spaces collapsed. */
const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ');

/** Waits until the locator shows the text (what the user sees settles after a load). */
const shows = (locator: Locator, text: string) =>
  eventually(async () => expect(await textOf(locator)).toContain(text));

async function raiseRequest(id: string): Promise<string> {
  await signInAsOfficial(page, ADMIN.email, ADMIN.password, ADMIN.accessName);
  await page.goto(`${new URL(page.url()).origin}/admin/properties?show=${encodeURIComponent(id)}`);
  const details = page.getByRole('region', { name: 'Property details' });
  await details.getByRole('heading', { name: `Property ${id}` }).waitFor();
  await details.getByRole('button', { name: 'Water / sewer change' }).click();
  const form = page.getByRole('dialog', { name: 'Request a water / sewer change' });
  await form.getByLabel('Water tax applicable').selectOption({ label: 'No' });
  await form.getByLabel('Source of water').fill('Own borewell');
  await form.getByLabel(/^Reason/).fill(REASON);
  await form.getByLabel(/^Evidence/).setInputFiles({
    name: 'disconnection-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%Jal Kal disconnection letter\n'),
  });
  await shows(form.getByRole('region', { name: 'What will change' }), 'Water tax applicable: Yes→No');
  await screenshot('raise-1366-en');
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/jalkal',
    ),
    form.getByRole('button', { name: 'Send request' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const number = ((await response.json()) as { data: { jalkalEditId: string } }).data.jalkalEditId;
  await page.getByText(`Request ${number} sent to the water department`).waitFor();
  return number;
}

async function looksRightOnAPhoneAndInHindi() {
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot('dashboard-360-en');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1366, height: 768 });
  await chooseLanguage(page, 'English', 'हिंदी');
  await page.getByRole('tab', { name: 'स्वीकृत', exact: true }).waitFor();
  await screenshot('dashboard-1366-hi');
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot('dashboard-360-hi');
  await page.setViewportSize({ width: 1366, height: 768 });
  await chooseLanguage(page, 'हिंदी', 'English');
}

describe('a jalkal request, raised by staff and approved by the water department', () => {
  it('changes the property’s water tax once the jalkal official approves it on the dashboard', async () => {
    const adminToken = await officialToken(ADMIN.email, ADMIN.password);
    const { id, waterPaise } = await propertyPayingWaterTax(adminToken);
    const number = await raiseRequest(id);

    // The water department's official, in a browser of their own.
    await page.close();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(45_000);
    await signInAsOfficial(page, JALKAL.email, JALKAL.password, JALKAL.accessName);
    // The jalkal official's home is the dashboard, the only entry of their menu.
    await page.waitForURL(/\/admin\/dashboard\/jalkal/);
    await page.getByRole('region', { name: 'Requests by state' }).waitFor();

    const pending = cardOf(number);
    await shows(pending, 'Water tax applicable: Yes→No');
    await shows(pending, `Water: ${rupees(waterPaise)}→${rupees(0)}`);
    await shows(pending, 'After approval (estimate)');
    await pending.getByRole('link', { name: 'disconnection-letter.pdf' }).waitFor();
    await screenshot('dashboard-1366-en');

    await pending.getByRole('button', { name: `Approve request ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve request ${number}?` });
    await shows(dialog, `Water: ${rupees(waterPaise)}→${rupees(0)}`);
    await dialog.getByLabel(/Comment/).fill('Disconnection confirmed on site by the Jal Kal inspector.');
    await screenshot('approve-1366-en');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(`Request ${number} approved`).waitFor();

    await page.getByRole('tab', { name: 'Approved' }).click();
    const approved = cardOf(number);
    await shows(approved, `Water: ${rupees(waterPaise)}→${rupees(0)}`);
    expect(await textOf(approved)).not.toContain('estimate');
    await shows(approved, 'Disconnection confirmed on site');
    await page.getByRole('region', { name: /Water and sewer demand and collection of/ }).waitFor();
    await looksRightOnAPhoneAndInHindi();

    // The ledger carries the replaced demand: this year's water tax is nothing now.
    expect(await waterDemandOf(id, adminToken)).toBe(0);

    // The super admin finds the request and its approval in the logs with who and when.
    await expectInLogs(browser, [
      { tab: 'All changes', propertyUniqueId: id, change: 'Jalkal edit requested', who: ADMIN.name },
      { tab: 'All changes', propertyUniqueId: id, change: 'Jalkal edit approved', who: JALKAL.name },
    ]);
  });
});
