// The ledger's acceptance journey, as the demo admin through the back office and as a citizen through
// the public pages: this year's demand raised for the whole city (once), a property's bill printed, a
// cheque taken at the counter, another property paid online through the sandbox gateway, both
// receipts downloaded and one verified by its link, the online payment shifted to a third property,
// the cheque cancelled, a year's arrears corrected, and every touched ledger, as of today and as of
// last month, compared with what the auditor replays from the events.
import { indiaDate } from '@ptax/contracts';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { downloaded, expectPdf } from './support/downloads';
import { citizenRupees } from './support/money';
import { payInFullThroughSandbox, receiptOfSuccessPage } from './support/onlinePayment';
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
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  page.setDefaultTimeout(45_000);
});
afterEach(() => page?.close());

type Row = Record<string, unknown>;

interface Totals {
  arrearsPaise: number;
  interestPaise: number;
  currentPaise: number;
  advancePaise: number;
  netPayablePaise: number;
}

const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/** A calendar day in India, 'YYYY-MM-DD'. */
const indiaDay = (instant: number) => new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The financial year of a day in India: '2026-27' runs 1 April 2026 to 31 March 2027. */
function financialYearOf(day: string): string {
  const [year, month] = day.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
const earlierYear = (financialYear: string, back: number) =>
  financialYearOf(`${Number(financialYear.slice(0, 4)) - back}-04-01`);

/** The same day a month earlier (the 31st of a short month falls back to its last day). */
function monthBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** Rupees as the back office writes them (Intl en-IN, INR): 857100 -> '₹8,571', 12345 -> '₹123.45'. */
const backOfficeRupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(
    paise / 100,
  );
/** Rupees as a form takes them: 857100 -> '8571', 12345 -> '123.45'. */
const rupeesText = (paise: number) => String(paise / 100);

/** Runs a user action and answers the API response it causes. */
async function answerTo(method: string, path: string | RegExp, action: () => Promise<unknown>) {
  const matches = (response: Response) => {
    if (response.request().method() !== method) return false;
    const { pathname } = new URL(response.url());
    return typeof path === 'string' ? pathname === `/api${path}` : path.test(pathname);
  };
  const [response] = await Promise.all([page.waitForResponse(matches), action()]);
  return response;
}

// The server's answers where the screens can't show them (the API the screens call, outside the browser).
let token = '';
async function api<T = Row>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: { data: T } & Row }> {
  const response = await fetch(portalUrl(`/api${path}`), {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { data: T } & Row };
}

async function signInToApi() {
  const { status, body } = await api<{ token: string }>('/officials/login', {
    method: 'POST',
    body: { email: 'admin@nagarnigam.demo', password: 'Admin@12345' },
  });
  expect(status).toBe(200);
  token = body.data.token;
}

async function signInAsAdmin() {
  await page.goto(portalUrl('/admin/login'));
  await page.getByLabel('Nigam Official', { exact: true }).check();
  await page.getByLabel('Email').fill('admin@nagarnigam.demo');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-badge').getByText('ADMIN', { exact: true }).waitFor();
}

interface Bill {
  totals: Totals & { netPayableOnlinePaise: number; rebateOnlinePaise: number };
  years: { financialYear: string; kind: string; heads: Record<string, { demandPaise: number }> }[];
}
const billOf = async (id: string) =>
  (await api<Bill>(`/taxDemands/demandBillDetails?propertyId=${encodeURIComponent(id)}`)).body.data;

/**
 * Properties of the demo city with arrears of earlier years and this year's demand, by ID. Some demo
 * owners have paid everything (the demo payments) and other journeys register properties without
 * arrears, so the list is read page by page until enough are found.
 */
async function propertiesWithArrears(count: number): Promise<string[]> {
  const chosen: string[] = [];
  for (let page = 1; page <= 20; page++) {
    const { body } = await api<Row[]>('/properties/paginated', {
      method: 'POST',
      body: { page, limit: 25, sort: 'propertyUniqueId', order: 'ASC' },
    });
    for (const row of body.data) {
      const id = String(row.propertyUniqueId);
      const bill = await billOf(id);
      if (bill.totals.arrearsPaise > 0 && bill.totals.currentPaise > 0) chosen.push(id);
      if (chosen.length === count) return chosen;
    }
    if (body.data.length < 25) break;
  }
  throw new Error(`fewer than ${count} demo properties with arrears and a current demand`);
}

const details = () => page.getByRole('region', { name: 'Property details' });

/** The property's details drawer in the back office, as the property list opens it. */
async function openProperty(id: string) {
  await page.goto(portalUrl(`/admin/properties?show=${encodeURIComponent(id)}`));
  await details()
    .getByRole('heading', { name: `Property ${id}` })
    .waitFor();
  await details().getByRole('tablist', { name: 'Money' }).waitFor();
}

/** The totals a screen shows in its BillTotalsList: 'Net payable' is labelled, the rest are dt/dd pairs. */
async function shownTotal(within: Locator, label: string) {
  if (label === 'Net payable')
    return (await within.getByLabel('Net payable', { exact: true }).innerText()).trim();
  const term = within.locator('dt', { hasText: new RegExp(`^${label}$`) });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/** Reads a transaction list row by a filter (Transaction ID or Receipt Number) after Search. */
async function findTransaction(filterLabel: string, value: string) {
  const filters = page.getByRole('search', { name: 'Transaction filters' });
  await filters.getByLabel(filterLabel, { exact: true }).fill(value);
  await answerTo('GET', /^\/api\/transactions$/, () =>
    filters.getByRole('button', { name: 'Search' }).click(),
  );
  const row = page.getByRole('row').filter({ hasText: value });
  await row.waitFor();
  return row;
}

/** Opens a row's '⋮' menu ("Actions for <receipt>") and chooses one of its actions. */
async function chooseRowAction(row: Locator, action: string) {
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** What a receipt's public lookup says of it now. */
const receiptLookup = async (number: string) =>
  (await api<Row>(`/receipts/lookup?number=${encodeURIComponent(number)}`)).body.data;

describe('the ledger, from demand to the auditor', () => {
  it('raises the demand, bills, takes a cheque and an online payment, verifies, shifts, cancels, corrects and replays', async () => {
    const today = indiaDay(Date.now());
    const lastMonth = monthBefore(today);
    const thisYear = financialYearOf(today);
    const oldestArrearsYear = earlierYear(thisYear, 2);

    await signInToApi();
    await signInAsAdmin();

    // 1. Demand: this year's demand for the whole city, confirmed; a second raise finds nothing new.
    await page.goto(portalUrl('/admin/demand/dashboard'));
    const year = page.getByLabel('Financial Year', { exact: true });
    await eventually(async () => expect(await year.inputValue()).toBe(thisYear));
    const raiseResult = page.getByRole('status').filter({ hasText: 'Demand raised' });
    const raise = async () => {
      await page.getByRole('button', { name: 'Raise demand' }).click();
      // The confirmation names the year and the server's count of properties to bill, for the whole city.
      const confirm = page.getByRole('dialog', {
        name: new RegExp(`^Raise the demand of ${thisYear} for [\\d,]+ properties\\?$`),
      });
      await confirm.getByText(/^The whole city: [\d,]+ active properties\.$/).waitFor();
      const response = await answerTo('POST', '/taxDemands/bulkDemandBill', () =>
        confirm.getByRole('button', { name: 'Raise demand' }).click(),
      );
      expect(response.status()).toBe(200);
      await confirm.waitFor({ state: 'detached' });
      await raiseResult.waitFor();
      const count = async (label: string) =>
        Number((await raiseResult.getByLabel(label, { exact: true }).innerText()).replace(/,/g, ''));
      return {
        raised: await count('Raised'),
        unchanged: await count('Unchanged'),
        failed: await count('Failed'),
      };
    };
    const first = await raise();
    expect(first.raised).toBeGreaterThan(0);
    expect(first.failed).toBe(0);
    // The year's totals reload after the raise: every property raised now has a demand.
    const withDemand = page
      .getByRole('region', { name: 'Demand totals' })
      .getByLabel('Properties with a demand');
    await eventually(async () =>
      expect(Number((await withDemand.innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(first.raised),
    );
    const again = await raise();
    expect(again).toEqual({ raised: 0, unchanged: first.raised + first.unchanged, failed: 0 });

    // Three demo properties with arrears of earlier years and this year's demand.
    const [chequeId, onlineId, shiftTargetId] = await propertiesWithArrears(3);
    const chequeBill = await billOf(chequeId);

    // 2. The first property's bill, from its details, as a PDF.
    await openProperty(chequeId);
    await details().getByRole('tab', { name: 'Bill' }).click();
    const billTab = details().getByRole('region', { name: 'Bill and its PDF' });
    await billTab.getByRole('table', { name: 'Dues by year' }).waitFor();
    expect(await shownTotal(billTab, 'Net payable')).toBe(
      backOfficeRupees(chequeBill.totals.netPayablePaise),
    );
    expectPdf(
      await downloaded(page, () => billTab.getByRole('button', { name: 'Download bill (English)' }).click()),
    );

    // 3. A cheque at the counter for the whole bill: the receipt number, then the receipt as a PDF.
    await details().getByRole('link', { name: 'Take payment' }).click();
    await page.waitForURL(`**/admin/offlinePayment?propertyUniqueId=${chequeId}`);
    await page.getByRole('region', { name: 'Bill' }).getByRole('table', { name: 'Dues by year' }).waitFor();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await eventually(async () =>
      expect(await field('Paid Amount (₹)').inputValue()).toBe(rupeesText(chequeBill.totals.netPayablePaise)),
    );
    await field('Transaction Type').selectOption({ label: 'Cheque' });
    await field('Cheque Number').fill('004512');
    await field('Issuer Name').fill('Paramjeet Singh');
    await field('IFSC Code').fill('SBIN0001234');
    await field('Bank Name').fill('State Bank of India');
    // The cheque is dated today in India: neither stale nor post-dated.
    await field('Cheque Date').fill(indiaDate(Date.now()));
    const taken = await answerTo('POST', '/transactions', () =>
      page.getByRole('button', { name: 'Take payment' }).click(),
    );
    expect(taken.status()).toBe(201);
    const cheque = (
      (await taken.json()) as { data: { txnId: string; receiptNumber: string; amountPaise: number } }
    ).data;
    expect(cheque.amountPaise).toBe(chequeBill.totals.netPayablePaise);
    const received = page.getByRole('region', { name: 'Payment received' });
    await received.getByText(cheque.receiptNumber, { exact: true }).waitFor();
    expect(
      await received.getByRole('table', { name: 'Apportionment' }).getByRole('row').count(),
    ).toBeGreaterThan(1);
    expectPdf(
      await downloaded(page, () =>
        received.getByRole('button', { name: 'Download receipt (English)' }).click(),
      ),
    );
    const chequeVerifyLink = await received
      .getByRole('link', { name: 'Verify receipt' })
      .getAttribute('href');

    // 4. The second property paid online by a citizen, with the rebate, through the sandbox gateway.
    const onlineBill = await billOf(onlineId);
    const discount = (
      await api<{ rebate: { percentage: number; amountPaise: number } | null; payablePaise: number }>(
        '/payments/calculateDiscounts',
        { method: 'POST', body: { propertyUniqueId: onlineId, mode: 'online' } },
      )
    ).body.data;
    await page.goto(portalUrl(`/pay-online-tax/${onlineId}`));
    await page.getByTestId('net-payable').waitFor();
    expect(await page.getByTestId('net-payable').innerText()).toBe(
      citizenRupees(onlineBill.totals.netPayableOnlinePaise),
    );
    expect(discount.payablePaise).toBe(onlineBill.totals.netPayableOnlinePaise);
    if (discount.rebate) {
      // A rebate is on offer until 31 December: shown before anything is paid.
      const rebate = page.getByTestId('rebate');
      expect(await rebate.locator('dt').innerText()).toBe(
        `Rebate for paying online in full (${discount.rebate.percentage}%)`,
      );
      expect(await rebate.locator('dd').innerText()).toBe(`− ${citizenRupees(discount.rebate.amountPaise)}`);
    }
    const onlineTxnId = await payInFullThroughSandbox(page, {
      lang: 'en',
      netPayablePaise: onlineBill.totals.netPayableOnlinePaise,
      payer: { name: 'Sunita Devi', mobile: '9876501234', email: 'sunita.devi@example.in' },
    });
    const { receiptNumber: onlineReceipt, pdf: onlineReceiptPdf } = await receiptOfSuccessPage(page, 'en');
    expectPdf(onlineReceiptPdf);

    // 5. The cheque's receipt verified by its link (the QR code's), as anyone scanning it would.
    const chequeReceipt = await receiptLookup(cheque.receiptNumber);
    // A cheque counts at once, subject to realisation, until the bank pays it: never 'valid' before.
    expect(chequeReceipt).toMatchObject({
      status: 'realising',
      txnId: cheque.txnId,
      propertyUniqueId: chequeId,
    });
    const verifyUrl = String(chequeReceipt.verifyUrl);
    expect(chequeVerifyLink).toBe(verifyUrl);
    expect(new URL(verifyUrl).pathname).toBe('/paymentReceipt');
    await page.goto(verifyUrl);
    const verification = page.getByTestId('verification');
    await verification.getByRole('heading', { name: 'Genuine receipt' }).waitFor();
    expect(await verification.getByTestId('receipt-number').innerText()).toBe(cheque.receiptNumber);
    expect(await verification.getByTestId('property-id').innerText()).toBe(chequeId);
    expect(await verification.getByTestId('status').innerText()).toBe('Counted, subject to realisation');

    // 6. Back office: the online payment shifted to the third property, the cheque cancelled.
    await page.goto(portalUrl('/admin/transactions/nigam/online'));
    const onlineRow = await findTransaction('Transaction ID', onlineTxnId);
    await chooseRowAction(onlineRow, 'Shift');
    const shiftDialog = page.getByRole('dialog', { name: 'Shift payment' });
    expect(await shiftDialog.getByLabel('Paid to Property ID').inputValue()).toBe(onlineId);
    await shiftDialog.getByLabel('Shift to Property ID').fill(shiftTargetId);
    await shiftDialog.getByLabel('Requested By').fill('Sunita Devi (owner), letter of request');
    await shiftDialog.getByLabel('Reason').fill('Paid against the wrong property');
    await shiftDialog.getByRole('button', { name: 'Submit' }).click();
    const confirmShift = page.getByRole('dialog', { name: 'Confirm the shift' });
    await confirmShift
      .getByText(`from property ${onlineId} to property ${shiftTargetId}?`, { exact: false })
      .waitFor();
    const shifted = await answerTo('PATCH', '/transactions/shiftPayment', () =>
      confirmShift.getByRole('button', { name: 'Shift' }).click(),
    );
    expect(shifted.status()).toBe(200);
    await shiftDialog.waitFor({ state: 'detached' });
    await page
      .getByTestId('toast')
      .getByText(`from property ${onlineId} to property ${shiftTargetId}`)
      .waitFor();

    await page.goto(portalUrl('/admin/transactions/offline'));
    const chequeRow = await findTransaction('Receipt Number', cheque.receiptNumber);
    await chooseRowAction(chequeRow, 'Cancel');
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel payment' });
    expect(await cancelDialog.getByLabel('Transaction ID').inputValue()).toBe(cheque.txnId);
    await cancelDialog.getByLabel('Remarks').fill('Cheque returned to the payer at his request');
    const cancelled = await answerTo('PATCH', '/transactions/cancelPayment', () =>
      cancelDialog.getByRole('button', { name: 'Submit' }).click(),
    );
    expect(cancelled.status()).toBe(200);
    await cancelDialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText(`Payment ${cheque.txnId} of`).waitFor();

    expect(await receiptLookup(cheque.receiptNumber)).toMatchObject({ status: 'cancelled' });
    expect(await receiptLookup(onlineReceipt)).toMatchObject({ status: 'shifted', txnId: onlineTxnId });
    // The verification link still vouches for the receipt, and says it no longer counts.
    await page.goto(verifyUrl);
    await verification.getByRole('heading', { name: 'Genuine receipt' }).waitFor();
    await eventually(async () =>
      expect(await verification.getByTestId('status').innerText()).toBe('CANCELLED'),
    );

    // 7. The oldest year's arrears of the first property corrected (a survey halved the house tax).
    const oldest = chequeBill.years.find((entry) => entry.financialYear === oldestArrearsYear);
    expect(oldest).toBeDefined();
    const revised = {
      house: Math.round((oldest?.heads.house?.demandPaise ?? 0) / 200) * 100,
      sewer: oldest?.heads.sewer?.demandPaise ?? 0,
      water: oldest?.heads.water?.demandPaise ?? 0,
    };
    await openProperty(chequeId);
    await details().getByRole('link', { name: 'Correct arrears' }).click();
    await page.waitForURL(`**/admin/arrearsCorrection/${chequeId}`);
    await page.getByRole('table', { name: 'Arrears by year' }).waitFor();
    await field('Financial Year').selectOption({ label: oldestArrearsYear });
    await field('Revised House Tax (₹)').fill(rupeesText(revised.house));
    await field('Revised Sewerage Tax (₹)').fill(rupeesText(revised.sewer));
    await field('Revised Water Tax (₹)').fill(rupeesText(revised.water));
    await field('Receipt Number').fill('AC/2026/0147');
    await field('Remarks').fill('House tax halved after the resurvey of the plot');
    const corrected = await answerTo('POST', `/properties/correctArrear/${chequeId}`, () =>
      page.getByRole('button', { name: 'Correct arrears' }).click(),
    );
    expect(corrected.status()).toBe(200);
    await page.getByText('Arrears corrected').waitFor();

    // 8. Each touched ledger, today and a month ago, against the read model and the auditor's replay.
    // Each payment row, known by its receipt number; the shifted-in one by its amount (the shift on the
    // target's stream names the transaction, not the receipt).
    const onlinePaid = backOfficeRupees(onlineBill.totals.netPayableOnlinePaise);
    const expectations: Record<string, { payment: string; status: string }> = {
      [chequeId]: { payment: cheque.receiptNumber, status: 'Cancelled' },
      [onlineId]: { payment: onlineReceipt, status: 'Shifted to another property' },
      [shiftTargetId]: { payment: onlinePaid, status: 'Received' },
    };
    for (const [id, expected] of Object.entries(expectations)) {
      await openProperty(id);
      // Today: the ledger folded from the events, as the screen got it, equals the bill of the read model.
      const todayResponse = await answerTo('POST', '/properties/ledger', () =>
        details().getByRole('tab', { name: 'Ledger' }).click(),
      );
      expect(todayResponse.status()).toBe(200);
      const ledgerToday = ((await todayResponse.json()) as { data: { asOf: string; totals: Totals } }).data;
      const ledgerTab = details().getByRole('region', { name: 'Ledger' });
      await ledgerTab.getByRole('table', { name: 'Ledger by year' }).waitFor();
      expect(ledgerToday.asOf).toBe(today);
      const bill = await billOf(id);
      for (const total of [
        'arrearsPaise',
        'interestPaise',
        'currentPaise',
        'advancePaise',
        'netPayablePaise',
      ] as const)
        expect([id, total, ledgerToday.totals[total]]).toEqual([id, total, bill.totals[total]]);
      await eventually(async () =>
        expect(await shownTotal(ledgerTab, 'Net payable')).toBe(
          backOfficeRupees(ledgerToday.totals.netPayablePaise),
        ),
      );
      expect(await shownTotal(ledgerTab, 'Arrears')).toBe(backOfficeRupees(ledgerToday.totals.arrearsPaise));
      const paymentRow = ledgerTab
        .getByRole('table', { name: 'Payments' })
        .getByRole('row')
        .filter({ hasText: expected.payment });
      await paymentRow.getByText(expected.status, { exact: true }).waitFor();
      // The auditor's ledger of the day is the public one.
      const auditToday = await api(`/audit/properties/${id}/ledger`);
      expect(auditToday.body).toEqual(
        (await api('/properties/ledger', { method: 'POST', body: { propertyUniqueId: id } })).body,
      );

      // A month ago: the ledger as the events recorded by then make it, on the screen and for the auditor.
      await ledgerTab.getByLabel('As of date').fill(lastMonth);
      const monthAgo = await answerTo('POST', '/properties/ledger', () =>
        ledgerTab.getByRole('button', { name: 'Show' }).click(),
      );
      const monthAgoBody = (await monthAgo.json()) as Row;
      const auditMonthAgo = await api(`/audit/properties/${id}/ledger?asOf=${lastMonth}`);
      expect(auditMonthAgo.status).toBe(monthAgo.status());
      expect(auditMonthAgo.body).toEqual(monthAgoBody);
      if (monthAgo.status() === 200) {
        const data = monthAgoBody.data as { asOf: string; totals: Totals };
        expect(data.asOf).toBe(lastMonth);
        await ledgerTab.getByText(`As of ${lastMonth}`, { exact: true }).waitFor();
        await eventually(async () =>
          expect(await shownTotal(ledgerTab, 'Net payable')).toBe(
            backOfficeRupees(data.totals.netPayablePaise),
          ),
        );
      } else {
        // The demo city was written when this portal first started: a month ago nothing of it was recorded.
        expect(monthAgo.status()).toBe(404);
        await ledgerTab.getByRole('alert').getByText(String(monthAgoBody.message)).waitFor();
      }

      // The auditor's replay: the ledger folded again from the events matches the read model, the chain holds.
      await details().getByRole('tab', { name: 'History (audit)' }).click();
      const history = details().getByRole('region', { name: 'History (audit)' });
      await history.getByRole('table', { name: 'Events' }).waitFor();
      const replayed = await answerTo('GET', `/audit/properties/${id}/replay`, () =>
        history.getByRole('button', { name: 'Replay and compare' }).click(),
      );
      const report = ((await replayed.json()) as { data: { matches: boolean; chain: { ok: boolean } } }).data;
      expect([id, report.matches, report.chain.ok]).toEqual([id, true, true]);
      const outcome = history.getByTestId('replay-result');
      await outcome.getByText('Replay matches the stored ledger').waitFor();
      await outcome.getByText('The hash chain of the events is intact.').waitFor();
    }

    // The corrected year: its house tax is the revised one, on the ledger and the bill alike.
    const correctedBill = await billOf(chequeId);
    const correctedYear = correctedBill.years.find(
      (entry) => entry.financialYear === oldestArrearsYear,
    ) as unknown as {
      heads: Record<string, { demandPaise: number; adjustmentPaise: number }>;
    };
    expect(correctedYear.heads.house.demandPaise + correctedYear.heads.house.adjustmentPaise).toBe(
      revised.house,
    );
  });
});
