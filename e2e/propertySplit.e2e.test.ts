// The split's acceptance journey: a demo property with arrears and this year's demand is split by the
// demo admin through the back office (its details' Split button, the parts typed in, the preview with
// each part's ARV and tax, the confirmation), the split is listed under Split Properties, and the
// citizen ledgers of the three parts add up: the arrears and interest stayed on the parent, and the
// year's demand was re-cut into the parts' own.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { expectInLogs } from './support/logsPage';
import { officialToken, portalApi } from './support/portalApi';

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

interface Floor {
  propertyPremiseId: string;
  floorNumber: number;
  rentType: string;
  rentUsage: string;
  areaSqft: number;
}
interface Details {
  propertyUniqueId: string;
  plotArea: number;
  floors: Floor[];
}

interface Bill {
  totals: { currentPaise: number; arrearsPaise: number };
  years: { kind: string; heads: Record<string, { demandPaise: number }> }[];
}

/** A floor's name on the split screen: 'Ground floor', 'Floor 2', 'Basement 1'. */
const floorName = (n: number) => (n === 0 ? 'Ground floor' : n > 0 ? `Floor ${n}` : `Basement ${-n}`);
const floorField = (floor: Floor) => new RegExp(`^${floorName(floor.floorNumber)} \\(sq ft\\)$`);

/** Paise of rupees as the pages write them: '₹1,23,456.78', '− ₹12.00'. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The register's properties in list order from a page on (at most 400 of them). */
async function propertiesFromPage(token: string, first: number) {
  const found: { propertyUniqueId: string }[] = [];
  for (let page = first; page < first + 16; page++) {
    const { body } = await portalApi<{ propertyUniqueId: string }[]>('/properties/paginated', {
      method: 'POST',
      body: { page, limit: 25 },
      token,
    });
    found.push(...body.data);
  }
  return found;
}

/** A demo property with two floors or more, a plot and arrears, this year's demand raised on it. */
async function propertyToSplit(token: string): Promise<Details> {
  // Past the first pages: the ledger journey takes its properties from the first. Properties other
  // journeys added (the notices journey adds a ward's worth) are listed first and owe no arrears.
  for (const { propertyUniqueId } of await propertiesFromPage(token, 4)) {
    const id = encodeURIComponent(propertyUniqueId);
    const details = (await portalApi<Details>(`/properties/viewDetails?propertyUniqueId=${id}`, { token }))
      .body.data;
    if (details.floors.length < 2 || !(details.plotArea > 0)) continue;
    const replaced = await portalApi(`/taxDemands/replace?propertyUniqueId=${id}`, { method: 'POST', token });
    if (replaced.status !== 200) continue;
    // Nothing paid on this year yet: its dues this year are the whole demand.
    const bill = (await portalApi<Bill>(`/taxDemands/demandBillDetails?propertyId=${id}`)).body.data;
    const current = bill.years.find((year) => year.kind === 'current');
    const demand = Object.values(current?.heads ?? {}).reduce((sum, head) => sum + head.demandPaise, 0);
    if (demand > 0 && demand === bill.totals.currentPaise && bill.totals.arrearsPaise > 0) return details;
  }
  throw new Error('no demo property with two floors and a plot to split');
}

async function signInAsAdmin() {
  await page.goto(portalUrl('/admin/login'));
  await page.getByLabel('Nigam Official', { exact: true }).check();
  await page.getByLabel('Email').fill('admin@nagarnigam.demo');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-badge').getByText('ADMIN', { exact: true }).waitFor();
}

/** What the citizen ledger page says a property owes today. */
async function citizenDues(id: string) {
  const citizen = await browser.newPage({ viewport: { width: 360, height: 740 } });
  try {
    await citizen.goto(portalUrl(`/ledger/${id}`));
    const amount = async (testId: string) => {
      const shown = citizen.getByTestId(testId);
      return (await shown.count()) === 0 ? 0 : paiseOf(await shown.innerText());
    };
    await citizen.getByTestId('owed-total').waitFor();
    return {
      current: await amount('owed-current'),
      arrears: await amount('owed-arrears'),
      interest: await amount('owed-interest'),
      advance: await amount('owed-advance'),
      total: await amount('owed-total'),
    };
  } finally {
    await citizen.close();
  }
}

/** The total tax a part's card of the preview or the result shows. */
async function totalTaxOf(region: string) {
  const card = page.getByRole('region', { name: region });
  const total = card.getByText('Total Tax').locator('xpath=following-sibling::*[1]');
  return paiseOf(await total.innerText());
}

describe('a property split through the back office', () => {
  it('splits a property into two new ones with a preview and a confirmation, and the three ledgers add up', async () => {
    const token = await officialToken('admin@nagarnigam.demo', 'Admin@12345');
    const property = await propertyToSplit(token);
    const id = property.propertyUniqueId;
    const before = await citizenDues(id);
    expect(before.current).toBeGreaterThan(0);

    await signInAsAdmin();
    await page.goto(portalUrl(`/admin/properties?show=${id}`));
    await page.getByRole('region', { name: 'Property details' }).getByRole('link', { name: 'Split' }).click();
    await page.waitForURL(`**/admin/properties/split/${id}`);
    await page.getByRole('heading', { name: `Split Property ${id}`, level: 1 }).waitFor();

    // New property 1 takes the top floor and a quarter of the plot; new property 2 half of the
    // ground floor and another quarter. The rest stays with the property.
    const [ground] = property.floors;
    const top = property.floors[property.floors.length - 1];
    const quarter = Math.floor(property.plotArea / 4);
    const half = Math.floor(ground.areaSqft / 2);
    await page.getByRole('button', { name: 'Add a new property' }).click();
    const first = page.getByRole('region', { name: 'New property 1' });
    const second = page.getByRole('region', { name: 'New property 2' });
    await first.getByLabel('Plot Area (sq ft)').fill(String(quarter));
    await first.getByLabel(floorField(top)).last().fill(String(top.areaSqft));
    await second.getByLabel('Plot Area (sq ft)').fill(String(quarter));
    await second.getByLabel(floorField(ground)).first().fill(String(half));
    const remains = page.getByRole('region', { name: 'Stays with this property' });
    await remains.getByText(`Plot Area (sq ft): ${property.plotArea - 2 * quarter}`).waitFor();

    await page.getByRole('button', { name: 'Preview the split' }).click();
    const preview = page.getByRole('region', { name: /^The parts and their tax for / });
    await preview.waitFor();
    await preview.getByRole('region', { name: 'New property 2' }).getByText('ARV').waitFor();
    await page.getByRole('button', { name: 'Split the property' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Split property ${id}?`).waitFor();
    await dialog.getByRole('button', { name: 'Split', exact: true }).click();

    await page.getByText(`Property ${id} has been split`).waitFor();
    const newIds = await page
      .getByRole('link', { name: 'Details' })
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('show') as string),
      );
    expect(newIds[0]).toBe(id);
    expect(newIds).toHaveLength(3);
    const [parentTax, firstTax, secondTax] = [
      await totalTaxOf(`This property (what remains) ${id}`),
      await totalTaxOf(`New property 1 ${newIds[1]}`),
      await totalTaxOf(`New property 2 ${newIds[2]}`),
    ];

    // Listed under Split Properties, with links to the parent and both new properties.
    await page.getByRole('link', { name: 'All splits' }).click();
    const row = page.getByRole('row').filter({ hasText: newIds[1] });
    await row.getByRole('link', { name: id }).waitFor();
    await row.getByRole('link', { name: newIds[2] }).waitFor();

    // The citizen ledgers: arrears and interest stayed on the parent; each part owes its own tax.
    const [parent, one, two] = [
      await citizenDues(id),
      await citizenDues(newIds[1]),
      await citizenDues(newIds[2]),
    ];
    expect(parent).toMatchObject({ arrears: before.arrears, interest: before.interest, current: parentTax });
    expect(one).toMatchObject({ arrears: 0, interest: 0, advance: 0, current: firstTax, total: firstTax });
    expect(two).toMatchObject({ arrears: 0, interest: 0, advance: 0, current: secondTax, total: secondTax });
    expect(parent.total + one.total + two.total).toBe(
      before.total - before.current + parentTax + firstTax + secondTax,
    );

    // The super admin finds the split in the logs with who and when, and each new property added by it.
    const admin = 'Anil Verma';
    await expectInLogs(browser, [
      { tab: 'Splits', propertyUniqueId: id, change: 'Property split', who: admin },
      ...newIds.slice(1).map((child) => ({
        tab: 'Added properties',
        propertyUniqueId: child,
        change: 'Property added',
        who: admin,
      })),
    ]);
  });
});
