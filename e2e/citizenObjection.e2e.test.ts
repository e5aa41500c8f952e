// The citizen's objection lookup, once in English on a desktop and once in Hindi on a phone: demo
// objections (README.md, "Demo objections") found on /objections/status by their number and by their
// property's ID, each showing its status as the Nagar Nigam's list has it: pending, rejected with the
// reason, resolved with the remarks. Every page the citizen lands on passes axe.
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { newCitizen, openIn, RUNS, type Citizen, type Lang } from './support/citizen';
import { officialToken, portalApi } from './support/portalApi';

jest.setTimeout(120_000);

interface Objection {
  objectionId: string;
  propertyUniqueId: string;
  status: 'pending' | 'rejected' | 'resolved';
  rejectionReason: string | null;
  resolutionRemarks: string | null;
}

const WORDS = {
  en: {
    heading: 'Objection Status',
    lookupBy: 'Look up by',
    byNumber: 'Objection number',
    byProperty: 'Property ID',
    find: 'Find objection',
    card: (id: string) => `Objection ${id}`,
    statusNames: { pending: 'Pending', rejected: 'Rejected', resolved: 'Resolved' },
  },
  hi: {
    heading: 'आपत्ति की स्थिति',
    lookupBy: 'इससे खोजें',
    byNumber: 'आपत्ति संख्या',
    byProperty: 'संपत्ति आईडी',
    find: 'आपत्ति खोजें',
    card: (id: string) => `आपत्ति ${id}`,
    statusNames: { pending: 'लंबित', rejected: 'अस्वीकृत', resolved: 'निस्तारित' },
  },
};
type Words = (typeof WORDS)[Lang];

/**
 * The demo objections each run looks up (by their serial, README.md): by number the rejected one in
 * English and the resolved one in Hindi, by property ID a pending one, so both runs show all three.
 */
const LOOKUPS: Record<Lang, { byNumber: string; byProperty: string }> = {
  en: { byNumber: '000004', byProperty: '000001' },
  hi: { byNumber: '000005', byProperty: '000002' },
};

let browser: Browser;
let demo: Objection[];
beforeAll(async () => {
  browser = await launchBrowser();
  const token = await officialToken('admin@nagarnigam.demo', 'Admin@12345');
  demo = (await portalApi<Objection[]>('/objection?limit=100', { token })).body.data;
});
afterAll(() => browser?.close());

/** A demo objection by its serial, as the officials' list has it now (another journey may decide one). */
function demoObjection(serial: string): Objection {
  const found = demo.find((objection) => objection.objectionId.endsWith(`-${serial}`));
  if (!found) throw new Error(`no demo objection ${serial} among ${demo.map((o) => o.objectionId)}`);
  return found;
}

/** The look-up switch set, the number or ID typed, Find pressed. */
async function lookUp(page: Page, w: Words, by: 'byNumber' | 'byProperty', value: string) {
  await page
    .getByRole('group', { name: w.lookupBy, exact: true })
    .getByRole('radio', { name: w[by], exact: true })
    .check();
  await page.getByRole('textbox', { name: w[by], exact: true }).fill(value);
  await page.getByRole('button', { name: w.find, exact: true }).click();
}

/** The objection's card: its status in the page's words, a rejection's reason or a resolution's remarks. */
async function expectCard(page: Page, w: Words, objection: Objection) {
  const card = page.getByRole('article', { name: w.card(objection.objectionId), exact: true });
  await card.getByTestId('status').getByText(w.statusNames[objection.status]).waitFor();
  expect(await card.getByTestId('property-id').innerText()).toBe(objection.propertyUniqueId);
  if (objection.status === 'rejected')
    expect(await card.getByTestId('reason').innerText()).toBe(objection.rejectionReason);
  if (objection.status === 'resolved')
    expect(await card.getByTestId('remarks').innerText()).toBe(objection.resolutionRemarks);
  // Anyone may look an objection up: no uploader, e-mail address or mobile number is shown.
  expect(await page.locator('main').innerText()).not.toMatch(/@|\b[6-9]\d{9}\b/);
}

describe.each(RUNS)(
  'a citizen follows objections in $language at $viewport.width px',
  ({ lang, viewport }) => {
    let citizen: Citizen;
    beforeEach(async () => {
      citizen = await newCitizen(browser, viewport);
    });
    afterEach(() => citizen?.context.close());

    it('finds a demo objection by its number and another by its property ID, each with its status', async () => {
      const { page } = citizen;
      const w = WORDS[lang];
      const byNumber = demoObjection(LOOKUPS[lang].byNumber);
      const byProperty = demoObjection(LOOKUPS[lang].byProperty);
      await openIn(page, '/objections/status', lang);
      await page.getByRole('heading', { level: 1, name: w.heading, exact: true }).waitFor();

      await lookUp(page, w, 'byNumber', byNumber.objectionId);
      await expectCard(page, w, byNumber);
      await expectNoSeriousAxeViolations(page);

      await lookUp(page, w, 'byProperty', byProperty.propertyUniqueId);
      await expectCard(page, w, byProperty);
      await expectNoSeriousAxeViolations(page);
    });
  },
);
