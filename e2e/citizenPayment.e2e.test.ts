// The citizen's payment journey, once in English on a desktop and once in Hindi on a phone: a property
// found by a misspelt owner name, its ledger, the full amount paid online through the sandbox gateway,
// the receipt downloaded from the success page and found again on /paymentReceipt, and the ledger then
// showing the payment. Every page the citizen lands on passes axe.
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchBrowser, portalUrl } from './support/browser';
import { newCitizen, openIn, rememberedLanguage, RUNS, type Citizen, type Lang } from './support/citizen';
import { expectPdf, served } from './support/downloads';
import { citizenRupees } from './support/money';
import { payInFullThroughSandbox, receiptOfSuccessPage } from './support/onlinePayment';
import { owingPropertyFoundByMisspelling, type OwingProperty } from './support/owingProperty';

// A whole payment with a gateway round trip, on a machine shared with other runs.
jest.setTimeout(240_000);

const WORDS = {
  en: {
    welcome: 'Welcome to the property tax portal of Nagar Nigam Lucknow',
    quickSearch: 'Property ID or owner name',
    ownerName: 'Owner name',
    search: 'Search',
    searchHeading: 'Search Property',
    viewLedger: (id: string) => `View ledger of property ${id}`,
    ledgerHeading: 'Property Ledger',
    payNow: 'Pay now',
    payHeading: 'Pay Property Tax Online',
    successHeading: 'Payment Successful',
    findReceiptLink: 'Find a receipt',
    receiptHeading: 'View Receipt',
    receiptNumber: 'Receipt number or transaction ID',
    propertyId: 'Property ID',
    findReceipt: 'Find receipt',
    validNote: 'Valid receipt: this payment counts towards the property tax of the property shown.',
    valid: 'Valid',
    counted: 'Counted',
    nothingPayable: 'Nothing is payable on this property today.',
  },
  hi: {
    welcome: 'नगर निगम लखनऊ के संपत्ति कर पोर्टल में आपका स्वागत है',
    quickSearch: 'संपत्ति आईडी या स्वामी का नाम',
    ownerName: 'स्वामी का नाम',
    search: 'खोजें',
    searchHeading: 'संपत्ति खोजें',
    viewLedger: (id: string) => `खाता-बही देखें (संपत्ति ${id})`,
    ledgerHeading: 'संपत्ति की खाता-बही',
    payNow: 'अभी भुगतान करें',
    payHeading: 'संपत्ति कर का ऑनलाइन भुगतान',
    successHeading: 'भुगतान सफल',
    findReceiptLink: 'रसीद खोजें',
    receiptHeading: 'रसीद देखें',
    receiptNumber: 'रसीद संख्या या लेन-देन आईडी',
    propertyId: 'संपत्ति आईडी',
    findReceipt: 'रसीद खोजें',
    validNote: 'मान्य रसीद: यह भुगतान दर्शाई गई संपत्ति के संपत्ति कर में जमा है।',
    valid: 'मान्य',
    counted: 'जमा',
    nothingPayable: 'इस संपत्ति पर आज कुछ भी देय नहीं है।',
  },
};
type Words = (typeof WORDS)[Lang];

const PAYERS = {
  en: { name: 'Sunita Devi', mobile: '9876501234', email: 'sunita.devi@example.in' },
  hi: { name: 'रमेश चंद्र', mobile: '9876505678', email: 'ramesh.chandra@example.in' },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The home page's quick search: one box for a property ID or an owner name. */
async function searchFromHome(page: Page, w: Words, name: string) {
  await page.getByRole('textbox', { name: w.quickSearch, exact: true }).fill(name);
  await page.getByRole('button', { name: w.search, exact: true }).click();
  await page.waitForURL(/\/searchProperty\?/);
}

/** The search page's form, by the owner name field. */
async function searchOnSearchPage(page: Page, w: Words, name: string) {
  await page.getByRole('link', { name: w.searchHeading, exact: true }).first().click();
  await heading(page, w.searchHeading).waitFor();
  await page.getByRole('textbox', { name: w.ownerName, exact: true }).fill(name);
  await page.getByRole('button', { name: w.search, exact: true }).click();
}

/** The search's answer holds the property, under its real owner name; its ledger opens from there. */
async function openLedgerFromResults(page: Page, w: Words, property: OwingProperty) {
  const row = page.getByRole('row').filter({ hasText: property.propertyId });
  await row.getByText(property.ownerName, { exact: true }).waitFor();
  await expectNoSeriousAxeViolations(page);
  await row.getByRole('link', { name: w.viewLedger(property.propertyId), exact: true }).click();
  await page.waitForURL(`**/ledger/${property.propertyId}`);
  await heading(page, w.ledgerHeading).waitFor();
}

/**
 * /paymentReceipt: the receipt found by its number and its property ID (receipt numbers run in
 * sequence, so the number alone shows nothing), counting (not cancelled), for the amount paid.
 */
async function findReceipt(
  page: Page,
  w: Words,
  receipt: { number: string; propertyId: string },
  amountPaise: number,
) {
  const { number: receiptNumber, propertyId } = receipt;
  await page.getByRole('textbox', { name: w.receiptNumber, exact: true }).fill(receiptNumber);
  await page.getByRole('textbox', { name: w.propertyId, exact: true }).fill(propertyId);
  await page.getByRole('button', { name: w.findReceipt, exact: true }).click();
  await page.getByTestId('receipt-status').getByText(w.validNote).waitFor();
  expect(await page.getByTestId('receipt-number').innerText()).toBe(receiptNumber);
  expect(await page.getByTestId('status').innerText()).toBe(w.valid);
  expect(await page.getByTestId('amount').innerText()).toBe(citizenRupees(amountPaise));
}

describe.each(RUNS)('a citizen pays online in $language at $viewport.width px', ({ lang, viewport }) => {
  let citizen: Citizen;
  beforeEach(async () => {
    citizen = await newCitizen(browser, viewport);
  });
  afterEach(() => citizen?.context.close());

  it('finds the property by a misspelt owner name, pays it in full through the gateway and finds the receipt', async () => {
    const { page } = citizen;
    const w = WORDS[lang];
    const property = await owingPropertyFoundByMisspelling();
    expect(property.misspelt).not.toBe(property.ownerName);
    const amount = property.netPayableOnlinePaise;

    // The language is chosen once and kept: a reload (and every page after the gateway) speaks it.
    await openIn(page, '/', lang);
    await page.reload();
    await heading(page, w.welcome).waitFor();
    expect(await rememberedLanguage(page)).toBe(lang);
    await expectNoSeriousAxeViolations(page);

    // The home page's quick search in one run, the search page's form in the other.
    if (lang === 'en') await searchFromHome(page, w, property.misspelt);
    else await searchOnSearchPage(page, w, property.misspelt);
    await openLedgerFromResults(page, w, property);
    await page.getByTestId('owed-net').getByText(citizenRupees(amount), { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: w.payNow, exact: true }).click();
    await page.waitForURL(`**/pay-online-tax/${property.propertyId}`);
    await heading(page, w.payHeading).waitFor();
    expect(await page.getByTestId('net-payable').innerText()).toBe(citizenRupees(amount));
    await expectNoSeriousAxeViolations(page);

    // The gateway's own page (PayU's in production) is no page of ours, and its CSP refuses axe's script.
    const txnId = await payInFullThroughSandbox(page, { lang, netPayablePaise: amount, payer: PAYERS[lang] });
    await heading(page, w.successHeading).waitFor();
    const receipt = await receiptOfSuccessPage(page, lang);
    expectPdf(receipt.pdf);
    const pdf = await served(page, receipt.href);
    expect(pdf.contentType).toMatch(/^application\/pdf/);
    expectPdf(pdf.bytes);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: w.findReceiptLink, exact: true }).click();
    // The success page's link opens this receipt; the form finds it again by number and property ID.
    await page.waitForURL('**/paymentReceipt?**');
    await heading(page, w.receiptHeading).waitFor();
    await page.getByTestId('receipt-status').getByText(w.validNote).waitFor();
    await findReceipt(page, w, { number: receipt.receiptNumber, propertyId: property.propertyId }, amount);
    await expectNoSeriousAxeViolations(page);

    // The ledger now counts the payment, with its receipt, and nothing is left to pay online.
    await page.goto(portalUrl(`/ledger/${property.propertyId}`));
    const payment = page.getByTestId(`payment-${txnId}`);
    await payment.getByTestId('standing').getByText(w.counted, { exact: true }).waitFor();
    await payment.getByRole('link', { name: receipt.receiptNumber, exact: true }).waitFor();
    expect(await payment.getByTestId('amount').innerText()).toBe(citizenRupees(amount));
    await page.getByText(w.nothingPayable, { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });
});
