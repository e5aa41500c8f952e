// Bulk notices, as the demo admin in the back office: 200 demand notices for a ward of the demo city,
// generated as a background job after a confirmation, followed to the end and downloaded as PDFs of at
// most 100 pages; the register of notices issued lists them with their numbers.
//
// The demo city spreads 5,000 properties over 80 wards (fewer than 100 each), so the journey first
// makes its ward a real one: it registers properties in the ward with the most dues until 200 owe
// something (POST properties/add, their assessment and this year's demand through the same calls
// the back office makes), and checks the count the screen will show before it starts.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { downloaded, expectPdf } from './support/downloads';
import { expectInLogs } from './support/logsPage';
import { officialToken, portalApi } from './support/portalApi';
import { addProperty, propertyForm } from './support/propertyApi';
import { signInAsOfficial } from './support/staffSession';

jest.setTimeout(600_000);

const ADMIN = { email: 'admin@nagarnigam.demo', password: 'Admin@12345' };
const NOTICES = 200;

let browser: Browser;
let page: Page;
let token = '';

type Row = Record<string, unknown>;
interface Ward {
  id: string;
  zoneId: string;
  name: string;
  owing: number;
}

const countOwing = async (wardId: string) =>
  (
    await portalApi<{ total: number }>(`/properties/notices/count?noticeType=demand&wardId=${wardId}`, {
      token,
    })
  ).body.data.total;

/** The demo ward whose properties owe most often. */
async function busiestWard(): Promise<Ward> {
  const { body } = await portalApi<Row[]>('/wards/all?limit=100', { token });
  let best: Ward | null = null;
  for (const ward of body.data) {
    const owing = await countOwing(String(ward.id));
    if (!best || owing > best.owing)
      best = {
        id: String(ward.id),
        zoneId: String(ward.zone_id ?? ward.zoneId),
        name: `${String(ward.ward_no ?? ward.wardNo)} - ${String(ward.ward_fullname ?? ward.wardFullname)}`,
        owing,
      };
  }
  if (!best) throw new Error('the demo city has no wards');
  return best;
}

async function call(method: string, path: string, body?: Row) {
  const answer = await portalApi<Row>(path, { method, token, body });
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${answer.body.message ?? ''}`);
  return answer.body.data;
}

/** Registers properties in the ward until `wanted` owe something: assessed, with this year's demand. */
async function topUp(ward: Ward, wanted: number): Promise<void> {
  if (ward.owing >= wanted) return;
  const { body } = await portalApi<Row[]>(`/mohallas?zoneId=${ward.zoneId}&wardId=${ward.id}`, { token });
  const mohallaId = String(body.data[0].id);
  const place = { zoneId: ward.zoneId, wardId: ward.id, mohallaId };
  for (let n = ward.owing; n < wanted; n++)
    await addProperty(token, propertyForm(place, `Notice Owner ${n}`, `N-${n}`));
  await call('PATCH', `/properties/calculateMohallaTax?mohallaId=${mohallaId}`);
  await call('POST', '/taxDemands/bulkDemandBill', { wardId: ward.id });
  expect(await countOwing(ward.id)).toBeGreaterThanOrEqual(wanted);
}

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await officialToken(ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  page.setDefaultTimeout(45_000);
});
afterEach(() => page?.close());

describe('bulk demand notices for a ward', () => {
  it('generates 200 numbered demand notices after a confirmation, follows the job and downloads the PDFs', async () => {
    const ward = await busiestWard();
    await topUp(ward, NOTICES);
    const owing = await countOwing(ward.id);

    await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
    await page.goto(portalUrl('/admin/properties/notices'));
    const form = page.getByRole('region', { name: 'Generate notices' });
    await form.getByLabel('Zone', { exact: true }).selectOption(ward.zoneId);
    const wardSelect = form.getByLabel('Ward', { exact: true });
    await wardSelect.locator(`option[value="${ward.id}"]`).waitFor({ state: 'attached' });
    await wardSelect.selectOption(ward.id);
    await form.getByLabel('Language', { exact: true }).selectOption('en');
    await form.getByRole('button', { name: 'Generate notices' }).click();

    const confirm = page.getByRole('dialog', { name: 'Generate demand notices?' });
    await confirm
      .getByText(`${owing} properties of ${ward.name} owe at least ₹0.00.`, { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    const job = page.getByRole('region', { name: 'Notice job', exact: true });
    await job.getByLabel('Status').getByText('Completed').waitFor({ timeout: 300_000 });
    await job.getByText(`${owing} of ${owing} properties done (100%)`).waitFor();
    await job.getByText(`Notices issued: ${owing}`).waitFor();

    const links = job.getByRole('list', { name: 'Download' }).getByRole('link');
    expect(await links.count()).toBe(Math.ceil(owing / 100));
    const first = links.first();
    await expect(first.innerText()).resolves.toMatch(
      /^Part 1: DN-\d{4}-\d{2}-\d{6} to DN-\d{4}-\d{2}-\d{6} \(100 notices, 100 pages\)$/,
    );
    const pdf = await downloaded(page, () => first.click());
    expectPdf(pdf);
    expect(pdfPages(pdf)).toBe(100);
    const last = await downloaded(page, () => links.last().click());
    expect(pdfPages(last)).toBe(owing - 100 * (Math.ceil(owing / 100) - 1));

    // The register of notices: every property of the ward got one number, listed newest first.
    const issued = page.getByRole('region', { name: 'Notices issued' });
    await issued
      .getByRole('cell', { name: /^DN-\d{4}-\d{2}-\d{6}$/ })
      .first()
      .waitFor();
    const listed = await portalApi<Row[]>(
      `/properties/notices?wardId=${ward.id}&noticeType=demand&limit=100`,
      {
        token,
      },
    );
    expect(listed.body.total).toBe(owing);
    const numbers = new Set(listed.body.data.map((row) => row.noticeNumber));
    expect(numbers.size).toBe(100);

    // The super admin finds the job's notices in the logs (one row for the job) from any noticed property.
    await expectInLogs(browser, [
      {
        tab: 'All changes',
        propertyUniqueId: String(listed.body.data[0].propertyUniqueId),
        change: 'Notices issued',
        who: 'Anil Verma',
      },
    ]);
  });
});
