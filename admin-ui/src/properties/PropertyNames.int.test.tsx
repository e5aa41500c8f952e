import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assess, type CalculatedTax } from '@ptax/contracts';
import { exampleInput, exampleRules, floor } from '@ptax/contracts/src/tax/testing';
import { renderAdmin } from '../testing/renderAdmin';
import { adminSession, geographyApi, propertyRecord, propertyRow } from './testFixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

// A shop on the ground floor (category 3 "Shops", sub-category 2 "Showroom" in the master of
// testFixtures) registered by the demo data: every code it carries must reach people as a name.

const ID = propertyRow.propertyUniqueId;
const HISTORY = `GET /api/audit/properties/${ID}/history`;

const shop = {
  ...propertyRecord,
  houseCategory: 'nonresidential',
  category: 3,
  subCategory: 2,
  constType: 'other_pucca',
  arvPaise: 6_912_000,
  arvFinancialYear: '2026-27',
  floors: [
    {
      ...propertyRecord.floors[0],
      rentUsage: 'nonresidential',
      type: 'other_pucca',
      category: 3,
      subCategory: 2,
    },
  ],
};

const input = exampleInput({
  houseCategory: 'nonresidential',
  floors: [floor(0, 300, { usage: 'nonresidential', rentType: 'rented', categoryId: 3, subCategoryId: 2 })],
  subCategoryFactors: { '2': 5 },
});
const calculated: CalculatedTax = {
  ...assess(input, exampleRules(), { subCategories: { '2': { en: 'Showroom', hi: 'शोरूम' } } }),
  propertyUniqueId: ID,
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  houseCategory: 'nonresidential',
  plotArea: 1200,
  roadWidth: 9,
  constructionYear: 2005,
  inputsFingerprint: 'f',
  ruleSetYear: '2026-27',
  recorded: null,
};

const history = [
  {
    revision: 1,
    type: 'PropertyRegistered',
    recordedAt: '2026-03-31T18:30:00.000Z',
    who: 'seed',
    command: 'SeedDemoCity',
    metadata: { userId: 'seed', command: 'SeedDemoCity' },
  },
  {
    revision: 2,
    type: 'PropertyAssessed',
    recordedAt: '2026-04-01T06:15:00.000Z',
    who: 'system',
    command: 'RaiseDemandOnAssessment',
    metadata: { userId: 'system', command: 'RaiseDemandOnAssessment' },
  },
  {
    revision: 3,
    type: 'PaymentReceived',
    recordedAt: '2026-06-15T06:00:00.000Z',
    who: 'asha.verma@nagarnigam.test',
    command: 'TakeCounterPayment',
    remarks: 'Paid at the counter',
    metadata: {
      userId: 'asha.verma@nagarnigam.test',
      command: 'TakeCounterPayment',
      remarks: 'Paid at the counter',
    },
  },
];

// What must never reach people: a snake_case code, an event's or a command's CamelCase name, a bare
// sub-category number.
const RAW_CODE =
  /rcc_rbc|other_pucca|nonresidential|Sub-Category \d+|sub-category \d+|उप-श्रेणी \d+|^[A-Z][a-z]+[A-Z]\w+$/;

/** The text of every element that holds text itself (cells, values), each on its own. */
const shownTexts = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('*'))
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean);

function renderShop(locale: 'en' | 'hi') {
  renderAdmin({
    path: `/admin/properties?show=${ID}`,
    token: adminSession.token,
    locale,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      'POST /api/properties/paginated': { body: { data: [propertyRow], total: 1, page: 1, limit: 10 } },
      'GET /api/properties/viewDetails': { body: { data: shop } },
      'GET /api/properties/calculateTax': { body: { data: calculated } },
      [HISTORY]: { body: { data: history } },
    },
  });
  return userEvent.setup({ delay: null });
}

const CASES = {
  en: {
    details: 'Property details',
    category: 'Shops',
    subCategory: 'Showroom',
    house: 'Non-Residential',
    construction: 'Other Pucca',
    arv: '₹69,120.00 · 2026-27',
    factor: 'x factor 5 (Showroom)',
    historyTab: 'History (audit)',
    registered: 'Property added',
    assessed: 'Property assessed',
    paid: 'Payment received',
    demo: 'Demo data',
    system: 'Automatic (the system)',
    midnight: '01-04-2026 00:00',
  },
  hi: {
    details: 'संपत्ति विवरण',
    category: 'दुकानें',
    subCategory: 'शोरूम',
    house: 'अनावासीय',
    construction: 'अन्य पक्का',
    arv: '₹69,120.00 · 2026-27',
    factor: 'x गुणक 5 (शोरूम)',
    historyTab: 'इतिहास (ऑडिट)',
    registered: 'संपत्ति जोड़ी गई',
    assessed: 'संपत्ति का निर्धारण',
    paid: 'भुगतान प्राप्त',
    demo: 'नमूना आँकड़े',
    system: 'स्वचालित (प्रणाली)',
    midnight: '01-04-2026 00:00',
  },
} as const;

describe.each(Object.entries(CASES))('a shop in the property details, in %s', (locale, words) => {
  it('names its category, sub-category, use and construction from the master and shows its ARV', async () => {
    renderShop(locale as 'en' | 'hi');
    const details = await screen.findByRole('region', { name: words.details }, { timeout: 10_000 });
    expect(await within(details).findAllByText(words.subCategory)).not.toHaveLength(0);
    expect(within(details).getAllByText(words.category).length).toBeGreaterThan(0);
    expect(within(details).getAllByText(words.house).length).toBeGreaterThan(0);
    expect(within(details).getAllByText(words.construction).length).toBeGreaterThan(0);
    expect(within(details).getByText(words.arv)).toBeInTheDocument();
    expect(
      await within(details).findByText(new RegExp(words.factor.replace(/[()]/g, '\\$&'))),
    ).toBeInTheDocument();
    expect(shownTexts(details).filter((text) => RAW_CODE.test(text))).toEqual([]);
  });

  it('tells in the audit tab what happened, who did it and when, in India time', async () => {
    const user = renderShop(locale as 'en' | 'hi');
    const details = await screen.findByRole('region', { name: words.details }, { timeout: 10_000 });
    await user.click(
      await within(details).findByRole('tab', { name: words.historyTab }, { timeout: 10_000 }),
    );
    const tab = await screen.findByRole('region', { name: words.historyTab });
    const events = await within(tab).findByRole('table');
    const registered = within(events).getByText(words.registered).closest('tr') as HTMLElement;
    expect(within(registered).getByText(words.demo)).toBeInTheDocument();
    expect(within(registered).getByText(words.midnight)).toBeInTheDocument();
    const assessed = within(events).getByText(words.assessed).closest('tr') as HTMLElement;
    expect(within(assessed).getByText(words.system)).toBeInTheDocument();
    const paid = within(events).getByText(words.paid).closest('tr') as HTMLElement;
    expect(within(paid).getByText('asha.verma@nagarnigam.test')).toBeInTheDocument();
    expect(within(paid).getByText('Paid at the counter')).toBeInTheDocument();
    expect(shownTexts(events).filter((text) => RAW_CODE.test(text))).toEqual([]);
  });
});
