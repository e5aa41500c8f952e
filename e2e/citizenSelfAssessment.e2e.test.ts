// The citizen's self-assessment journey, once in English on a desktop and once in Hindi on a phone: the
// form filled in (owner, place, the house, one floor, the three photos), the tax preview showing an
// amount, the submission's number, and that number with the mobile number on /self-assessment/status
// finding it submitted. Every page the citizen lands on passes axe.
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchBrowser, portalUrl } from './support/browser';
import { newCitizen, openIn, RUNS, type Citizen } from './support/citizen';
import { tinyPngs, type ImageFile } from './support/images';
import { fillSelfAssessment, previewedFigures, type FormText } from './support/selfAssessmentForm';

// A long form and a multipart upload, on a machine shared with other runs.
jest.setTimeout(180_000);

const WORDS = {
  en: {
    heading: 'Self Assessment',
    submit: 'Submit self-assessment',
    submitted: 'Self-assessment submitted',
    statusHeading: 'Self Assessment Status',
    number: 'Self-assessment number',
    mobile: 'Mobile number',
    find: 'See status',
    card: (id: string) => `Self-assessment ${id}`,
    submittedNote: 'Submitted: the Nagar Nigam has not decided yet.',
  },
  hi: {
    heading: 'स्व-मूल्यांकन',
    submit: 'स्व-मूल्यांकन जमा करें',
    submitted: 'स्व-मूल्यांकन जमा हो गया',
    statusHeading: 'स्व-मूल्यांकन की स्थिति',
    number: 'स्व-मूल्यांकन संख्या',
    mobile: 'मोबाइल नंबर',
    find: 'स्थिति देखें',
    card: (id: string) => `स्व-मूल्यांकन ${id}`,
    submittedNote: 'जमा किया गया: नगर निगम ने अभी निर्णय नहीं लिया है।',
  },
};

const OWNERS = {
  en: { ownerName: 'Savitri Verma', fatherName: 'Ram Prakash Verma', emailId: 'savitri.verma@example.in' },
  hi: { ownerName: 'सावित्री वर्मा', fatherName: 'राम प्रकाश वर्मा', emailId: 'savitri.v@example.in' },
};

const HOUSE = {
  propertyAddress: '14, Vikas Nagar, Lucknow',
  houseNumber: '14',
  plotArea: '1200',
  roadWidth: '9',
  constructionYear: '2015',
};

/** A new mobile number on every run, so a lookup finds this run's self-assessment and no earlier one. */
const uniqueMobile = () => `98${String(Date.now()).slice(-8)}`;

const RUPEES = /^₹[1-9][\d,]*\.\d{2}$/;

let browser: Browser;
let photos: ImageFile[];
beforeAll(async () => {
  browser = await launchBrowser();
  photos = Object.values(tinyPngs('front.png', 'right.png', 'left.png'));
});
afterAll(() => browser?.close());

const heading = (page: Page, level: number, name: string) =>
  page.getByRole('heading', { level, name, exact: true });

describe.each(RUNS)('a citizen self-assesses in $language at $viewport.width px', ({ lang, viewport }) => {
  let citizen: Citizen;
  beforeEach(async () => {
    citizen = await newCitizen(browser, viewport);
  });
  afterEach(() => citizen?.context.close());

  it('fills in the form, sees the tax, submits it and finds it submitted by its number and mobile', async () => {
    const { page } = citizen;
    const w = WORDS[lang];
    const mobile = uniqueMobile();
    const text: FormText = { ...OWNERS[lang], ...HOUSE, mobileNumber: mobile };
    await openIn(page, '/self-assessment', lang);
    await heading(page, 1, w.heading).waitFor();

    // Each run its own zone, ward and mohalla.
    await fillSelfAssessment(page, lang, { text, placeIndex: lang === 'en' ? 1 : 2, photos });
    const preview = await previewedFigures(page, lang);
    expect(preview.tax).toMatch(RUPEES);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await heading(page, 2, w.submitted).waitFor();
    const number = (await page.getByTestId('self-assessment-id').innerText()).trim();
    expect(number).toMatch(/^SA-\d{4}-\d{2}-\d{6}$/);
    // What was submitted is what the preview showed.
    expect(await page.getByTestId('arv').innerText()).toBe(preview.arv);
    expect(await page.getByTestId('tax').innerText()).toBe(preview.tax);
    await expectNoSeriousAxeViolations(page);

    await page.goto(portalUrl('/self-assessment/status'));
    await heading(page, 1, w.statusHeading).waitFor();
    await page.getByRole('textbox', { name: w.number, exact: true }).fill(number);
    await page.getByRole('textbox', { name: w.mobile, exact: true }).fill(mobile);
    await page.getByRole('button', { name: w.find, exact: true }).click();
    const card = page.getByRole('article', { name: w.card(number), exact: true });
    await card.getByTestId('status').getByText(w.submittedNote, { exact: true }).waitFor();
    expect(await card.getByTestId('owner').innerText()).toBe(OWNERS[lang].ownerName);
    expect(await card.getByTestId('tax').innerText()).toBe(preview.tax);
    // The page answers the citizen's own lookup without showing their mobile number or email.
    const shown = await page.locator('main').innerText();
    expect(shown).not.toContain(mobile);
    expect(shown).not.toContain(OWNERS[lang].emailId);
    await expectNoSeriousAxeViolations(page);
  });
});

describe('the self-assessment draft (issue 12)', () => {
  it('survives a reload on a phone, without the photos, and "Clear the form" empties it', async () => {
    const citizen = await newCitizen(browser, RUNS[1].viewport);
    try {
      const { page } = citizen;
      await openIn(page, '/self-assessment', 'en');
      await heading(page, 1, WORDS.en.heading).waitFor();
      const owner = page.getByRole('textbox', { name: 'Owner name', exact: true });
      const plot = page.getByRole('textbox', { name: 'Plot area (sq ft)', exact: true });
      await owner.fill('Savitri Verma');
      await plot.fill('1200');
      await page.getByLabel('Photo from the front').setInputFiles(photos[0]);
      // The number fields open the number keypad.
      expect(await plot.getAttribute('inputmode')).toBe('decimal');

      await page.reload();
      await heading(page, 1, WORDS.en.heading).waitFor();
      await page.getByText(/What you typed earlier on this device has been kept/).waitFor();
      expect(await owner.inputValue()).toBe('Savitri Verma');
      expect(await plot.inputValue()).toBe('1200');
      const kept = await page.evaluate(() => localStorage.getItem('ptax.citizen.selfAssessmentDraft'));
      expect(kept).not.toContain('front.png');

      await page.getByRole('button', { name: 'Clear the form', exact: true }).click();
      expect(await owner.inputValue()).toBe('');
      await page.reload();
      await heading(page, 1, WORDS.en.heading).waitFor();
      expect(await owner.inputValue()).toBe('');
    } finally {
      await citizen.context.close();
    }
  });
});
