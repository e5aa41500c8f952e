// The GIS map, as the demo admin in the back office: the demo city's ward boundaries and its
// properties coloured by this year's payment status on a blank background (no tile server is
// configured), a click on a point opens its summary, and its link opens the property's ledger. The
// GIS report shades the same wards by the share of their demand collected.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { officialToken, portalApi } from './support/portalApi';
import { signInAsOfficial } from './support/staffSession';
import { eventually } from './support/waiting';

jest.setTimeout(300_000);

const ADMIN = { email: 'admin@nagarnigam.demo', password: 'Admin@12345' };
const STATUS_WORDS: Record<string, string> = {
  paid: 'Paid',
  partPaid: 'Part paid',
  unpaid: 'Unpaid',
  noDemand: 'No demand',
};

let browser: Browser;
let page: Page;
let token = '';
const consoleErrors: string[] = [];

type Feature = { id: string; properties: Record<string, unknown> };

/** The properties layer as the API answers it, for the figures the popup shows. */
async function propertiesLayer(): Promise<Map<string, Feature['properties']>> {
  const session = await portalApi<{ session: { token: string } }>('/mapSession', { token });
  const layer = await portalApi<{ features: Feature[] }>(
    `/taxDemands/getGISReport?reportType=properties&session=${encodeURIComponent(session.body.data.session.token)}`,
    { token },
  );
  expect(layer.status).toBe(200);
  return new Map(layer.body.data.features.map((feature) => [feature.id, feature.properties]));
}

/** Pays at the counter in cash, as the back office does. */
async function pay(propertyUniqueId: string, rupees: number) {
  const paid = await portalApi('/transactions', {
    method: 'POST',
    token,
    body: { propertyUniqueId, type: 'Property Tax', transactionType: 'Cash', paidAmount: rupees },
  });
  expect(paid.status).toBe(201);
}

/**
 * A ward showing every status: the demo city's ward with the most mapped properties gets this
 * year's demand if it has none yet (POST taxDemands/bulkDemandBill, as the demand dashboard raises
 * it), then one property pays everything it owes (and a little more) and another pays ₹100.
 * Returns the ward and the paid property.
 */
async function wardWithEveryStatus(demo: Map<string, Feature['properties']>) {
  const count = new Map<string, number>();
  for (const point of demo.values())
    count.set(String(point.wardId), (count.get(String(point.wardId)) ?? 0) + 1);
  const [wardId] = [...count].sort((a, b) => b[1] - a[1])[0];
  const unpaidIn = (layer: Map<string, Feature['properties']>) =>
    [...layer].filter(([, point]) => point.wardId === wardId && point.status === 'unpaid').map(([id]) => id);
  if (unpaidIn(demo).length < 3) {
    const raised = await portalApi('/taxDemands/bulkDemandBill', { method: 'POST', token, body: { wardId } });
    expect(raised.status).toBe(200);
  }
  const ids = unpaidIn(await propertiesLayer());
  expect(ids.length).toBeGreaterThanOrEqual(3);
  const bill = await portalApi<{ totals: { netPayablePaise: number } }>(
    `/taxDemands/demandBillDetails?propertyId=${encodeURIComponent(ids[0])}`,
  );
  await pay(ids[0], Math.ceil(bill.body.data.totals.netPayablePaise / 100) + 100);
  await pay(ids[1], 100);
  return { wardId, zoneId: String(demo.get(ids[0])!.zoneId), paidId: ids[0] };
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await officialToken(ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.setDefaultTimeout(45_000);
  consoleErrors.length = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});
afterEach(() => page?.close());

describe('the GIS map', () => {
  it('draws the wards and the coloured properties; a click opens a property and its ledger link works', async () => {
    const demo = await propertiesLayer();
    expect(demo.size).toBeGreaterThan(1_000);
    const ward = await wardWithEveryStatus(demo);
    const layer = await propertiesLayer();
    expect(layer.get(ward.paidId)!.status).toBe('paid');

    await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
    await page.goto(portalUrl('/admin/properties/gis'));
    const map = page.getByRole('region', { name: 'Map' });
    await map.locator('.leaflet-gisWards-pane path').first().waitFor();
    expect(await map.locator('.leaflet-gisWards-pane path').count()).toBe(80);
    await map.locator('path.gis-point').first().waitFor();
    expect(await map.locator('path.gis-point').count()).toBe(layer.size);
    // At least two statuses are on the map, and the legend names each in words with its count.
    const shown = new Set([...layer.values()].map((point) => String(point.status)));
    expect(shown.size).toBeGreaterThan(1);
    const legend = page.getByRole('region', { name: 'This year’s payment status' });
    for (const status of shown) {
      const count = [...layer.values()].filter((point) => point.status === status).length;
      await legend.getByText(`${STATUS_WORDS[status]} (${count.toLocaleString('en-IN')})`).waitFor();
      await map.locator(`path.gis-${status}`).first().waitFor({ state: 'attached' });
    }
    // The filters, the map and the legend fit the laptop screen.
    const legendBox = await legend.boundingBox();
    expect(legendBox!.y + legendBox!.height).toBeLessThanOrEqual(768);

    // Into the ward whose property just paid: its points stand apart; a click opens the paid one.
    await page.getByLabel('Zone', { exact: true }).selectOption(ward.zoneId);
    const wardSelect = page.getByLabel('Ward', { exact: true });
    await wardSelect.locator(`option[value="${ward.wardId}"]`).waitFor({ state: 'attached' });
    await wardSelect.selectOption(ward.wardId);
    await map.locator('.leaflet-gisWards-pane path').nth(1).waitFor({ state: 'detached' });
    const inWard = [...layer.values()].filter((point) => point.wardId === ward.wardId);
    await eventually(async () => expect(await map.locator('path.gis-point').count()).toBe(inWard.length));
    // Each point has the colour of its status in the ledger read model (a payment of ₹100 is part
    // paid only when the property has no arrears: money goes to the oldest year first).
    for (const status of Object.keys(STATUS_WORDS)) {
      const expected = inWard.filter((point) => point.status === status).length;
      expect(await map.locator(`path.gis-${status}`).count()).toBe(expected);
    }
    expect(new Set(inWard.map((point) => point.status)).size).toBeGreaterThan(1);
    // Dispatched on the point itself: a neighbour drawn over it must not take the click.
    await map.locator(`path.gis-id-${ward.paidId}`).dispatchEvent('click');
    const popup = map.locator('.leaflet-popup-content');
    await popup.waitFor();
    const id = (await popup.locator('strong').innerText()).trim();
    expect(id).toBe(ward.paidId);
    const point = layer.get(id)!;
    await popup.getByText(String(point.ownerName), { exact: true }).waitFor();
    await popup.getByText('Paid', { exact: true }).waitFor();
    await popup.getByText('Dues this year').waitFor();

    await popup.getByRole('link', { name: 'Open the ledger' }).click();
    await page.waitForURL(/\/admin\/properties\?show=/);
    const details = page.getByRole('region', { name: 'Property details' });
    await details.getByRole('heading', { name: `Property ${id}` }).waitFor();
    await details.getByRole('tablist', { name: 'Money' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('shades the wards by the share collected on the GIS report', async () => {
    await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
    await page.goto(portalUrl('/admin/reports/gis'));
    const map = page.getByRole('region', { name: 'Map' });
    await map.locator('.leaflet-gisWards-pane path').first().waitFor();
    expect(await map.locator('.leaflet-gisWards-pane path').count()).toBe(80);
    await page.getByRole('region', { name: 'Wards by share collected' }).getByText('75% or more').waitFor();
    expect(await map.locator('path.gis-point').count()).toBe(0);

    expect(consoleErrors).toEqual([]);
  });

  it('fits a phone: the map and its legend within 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsOfficial(page, ADMIN.email, ADMIN.password, 'admin');
    await page.goto(portalUrl('/admin/properties/gis'));
    const map = page.getByRole('region', { name: 'Map' });
    await map.locator('path.gis-point').first().waitFor({ state: 'attached' });
    const box = await map.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(box!.height).toBeGreaterThanOrEqual(300);
    await page
      .getByRole('region', { name: 'This year’s payment status' })
      .getByText('Unpaid', { exact: false })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
