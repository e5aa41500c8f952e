// The mutation (title transfer) journey, as the demo admin in the back office and as a citizen: a
// mutation raised for a property that owes is refused; its dues are paid at the counter; the mutation
// is raised with its deed and documents and its fee charged; the fee is paid at the counter; the
// mutation is approved after the confirmation and its certificate downloaded; the citizen's ledger
// page names the new owner.
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';
import { downloaded, expectPdf } from './support/downloads';
import { expectInLogs } from './support/logsPage';
import { officialToken, portalApi } from './support/portalApi';
import { signInAsOfficial } from './support/staffSession';
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
  page = await browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  page.setDefaultTimeout(45_000);
});
afterEach(() => page?.close());

const ADMIN = {
  email: 'admin@nagarnigam.demo',
  password: 'Admin@12345',
  accessName: 'admin',
  name: 'Anil Verma',
};
const NEW_OWNER = 'Savitri Devi Chaurasia';
const DEED = { name: 'sale-deed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%deed\n') };

/** A day in India, ten days ago: a deed registered recently (no late fine). */
const tenDaysAgo = () => new Date(Date.now() + 5.5 * 3_600_000 - 10 * 86_400_000).toISOString().slice(0, 10);

interface Bill {
  ownerName: string;
  totals: { totalPaise: number; netPayablePaise: number };
}

/**
 * A demo property that owes money, away from the first pages other journeys take theirs from, with
 * no mutation of its own yet.
 */
async function owingProperty(token: string): Promise<{ id: string; bill: Bill }> {
  const { body } = await portalApi<{ propertyUniqueId: string }[]>('/properties/paginated', {
    method: 'POST',
    body: { page: 4, limit: 25 },
    token,
  });
  for (const { propertyUniqueId: id } of body.data) {
    const bill = (await portalApi<Bill>(`/taxDemands/demandBillDetails?propertyId=${id}`)).body.data;
    const mutations = await portalApi<unknown[]>(`/mutations?propertyUniqueId=${id}`, { token });
    if (bill.totals.totalPaise > 0 && mutations.body.data.length === 0) return { id, bill };
  }
  throw new Error('no demo property on page 4 owes money');
}

/** Runs a user action and answers the API response it causes. */
async function answerTo(method: string, path: string | RegExp, action: () => Promise<unknown>) {
  const matches = (response: Response) =>
    response.request().method() === method &&
    (typeof path === 'string'
      ? new URL(response.url()).pathname === `/api${path}`
      : path.test(response.url()));
  const [response] = await Promise.all([page.waitForResponse(matches), action()]);
  return response;
}

/** Fills the raise form for the property and sends it; answers the server's response. */
async function raise(id: string) {
  await page.getByRole('button', { name: 'Raise mutation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise mutation' });
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Property ID').fill(id);
  await dialog
    .getByRole('status')
    .getByText(/Owner now/)
    .waitFor();
  await field('Reason of transfer').selectOption({ label: 'Sale' });
  await field('Owner Name').fill(NEW_OWNER);
  await field('Husband Name').fill('Ramesh Chaurasia');
  await field('Mobile Number').fill('9839045678');
  await field('Deed Number').fill('LKO/REG/2026/18802');
  await field('Deed Date').fill(tenDaysAgo());
  await field('Value in the Deed (₹)').fill('2450000');
  await field('Market Value (₹)').fill('2600000');
  await dialog.locator('input[type=file]').setInputFiles(DEED);
  await dialog
    .getByRole('region', { name: 'Fee to be charged' })
    .getByText('Fee to be charged: ₹10,000.00')
    .waitFor();
  const response = await answerTo('POST', '/mutations', () =>
    dialog.getByRole('button', { name: 'Raise mutation' }).click(),
  );
  return { response, dialog };
}

/** At the counter (the page the link led to): cash for the amount the form offers, then the receipt. */
async function payCashAtCounter(expectedPaise: number): Promise<Locator> {
  await page.waitForURL('**/admin/offlinePayment?propertyUniqueId=*');
  const amount = page.getByLabel('Paid Amount (₹)', { exact: true });
  await eventually(async () =>
    expect(Math.round(Number(await amount.inputValue()) * 100)).toBe(expectedPaise),
  );
  await page.getByLabel('Transaction Type', { exact: true }).selectOption({ label: 'Cash' });
  const taken = await answerTo('POST', '/transactions', () =>
    page.getByRole('button', { name: 'Take payment' }).click(),
  );
  expect(taken.status()).toBe(201);
  const received = page.getByRole('region', { name: 'Payment received' });
  await received.getByRole('table', { name: 'Apportionment' }).waitFor();
  return received;
}

const details = () => page.getByRole('region', { name: 'Mutation details' });

async function openMutation(mutationId: string) {
  await page.goto(portalUrl('/admin/mutations'));
  await page.getByRole('button', { name: `Open mutation ${mutationId}` }).click();
  await details()
    .getByRole('heading', { name: `Mutation ${mutationId}` })
    .waitFor();
}

describe('a mutation, from the refusal to the citizen ledger', () => {
  it('is refused while dues are owed, raised once they are paid, approved once its fee is paid, and names the new owner', async () => {
    const token = await officialToken(ADMIN.email, ADMIN.password);
    const { id, bill } = await owingProperty(token);
    await signInAsOfficial(page, ADMIN.email, ADMIN.password, ADMIN.accessName);

    // 1. Raised for a property that owes: the form says so, and the server refuses it.
    await page.goto(portalUrl('/admin/mutations'));
    await page.getByRole('tablist', { name: 'Mutation lists' }).waitFor();
    const refused = await raise(id);
    expect(refused.response.status()).toBe(409);
    await refused.dialog
      .getByRole('alert')
      .getByText(/a mutation can be requested only when nothing is due/)
      .waitFor();
    await refused.dialog
      .getByRole('status')
      .getByText(/This property owes ₹/)
      .waitFor();

    // 2. The dues paid in cash at the counter, from the form's own link.
    await refused.dialog
      .getByRole('status')
      .getByRole('link', { name: 'Take payment at the counter' })
      .click();
    await payCashAtCounter(bill.totals.netPayablePaise);

    // 3. Raised again: accepted, with its number and the fee charged on the property's ledger.
    await page.goto(portalUrl('/admin/mutations'));
    const accepted = await raise(id);
    expect(accepted.response.status()).toBe(201);
    const mutation = (
      (await accepted.response.json()) as { data: { mutationId: string; fee: { amountPaise: number } } }
    ).data;
    expect(mutation.fee.amountPaise).toBe(1_000_000);
    await accepted.dialog.waitFor({ state: 'detached' });
    await page.getByText(`Mutation ${mutation.mutationId} raised: fee ₹10,000.00`).waitFor();

    // 4. The fee paid at the counter, from the mutation's details: the receipt shows it under its own head.
    await openMutation(mutation.mutationId);
    const fee = details().getByRole('region', { name: 'Mutation fee' });
    await fee.getByText('Unpaid').waitFor();
    await fee.getByRole('link', { name: 'Take payment at the counter' }).click();
    const receipt = await payCashAtCounter(1_000_000);
    await receipt
      .getByRole('table', { name: 'Apportionment' })
      .getByText(`Mutation fee (${mutation.mutationId})`)
      .waitFor();

    // 5. Approved after the confirmation; the certificate downloaded.
    await openMutation(mutation.mutationId);
    await eventually(async () =>
      expect(await fee.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0),
    );
    await details().getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: `Approve mutation ${mutation.mutationId}` });
    await confirm.getByText(`will change from ${bill.ownerName} to ${NEW_OWNER}`, { exact: false }).waitFor();
    await confirm
      .getByLabel('Remarks')
      .fill('Sale deed and registry entry verified at the sub-registrar office');
    const approved = await answerTo('PATCH', `/mutations/approve/${mutation.mutationId}`, () =>
      confirm.getByRole('button', { name: 'Approve and change the owner' }).click(),
    );
    expect(approved.status()).toBe(200);
    await confirm.waitFor({ state: 'detached' });
    await details().getByText('Approved', { exact: true }).first().waitFor();
    expectPdf(
      await downloaded(page, () =>
        details().getByRole('button', { name: 'Download certificate (English)' }).click(),
      ),
    );
    expectPdf(
      await downloaded(page, () =>
        details().getByRole('button', { name: 'Download certificate (Hindi)' }).click(),
      ),
    );

    // 6. The citizen's ledger page names the new owner; the owner before is in the property's history.
    const citizen = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      await citizen.goto(portalUrl(`/ledger/${id}`));
      await eventually(async () => expect(await citizen.getByTestId('owner').innerText()).toBe(NEW_OWNER));
      expect(await citizen.getByTestId('owed-total').innerText()).toBe('₹0.00');
    } finally {
      await citizen.close();
    }
    const history = await portalApi<{ type: string; data: { previous?: { ownerName: string } } }[]>(
      `/audit/properties/${id}/history`,
      { token },
    );
    const change = history.body.data.find((event) => event.type === 'OwnerDetailsUpdated');
    expect(change?.data.previous?.ownerName).toBe(bill.ownerName);
    const replay = await portalApi<{ matches: boolean }>(`/audit/properties/${id}/replay`, { token });
    expect(replay.body.data.matches).toBe(true);

    // 7. The super admin finds the mutation in the logs with who and when, the owner's change among the edits.
    await expectInLogs(browser, [
      { tab: 'All changes', propertyUniqueId: id, change: 'Mutation requested', who: ADMIN.name },
      { tab: 'All changes', propertyUniqueId: id, change: 'Mutation approved', who: ADMIN.name },
      { tab: 'Admin edits', propertyUniqueId: id, change: 'Owner details updated', who: ADMIN.name },
    ]);
  });
});
