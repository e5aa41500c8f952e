// A citizen's online payment through the built-in sandbox gateway, from the pay page
// (/pay-online-tax/<property>) to the success page and its receipt, in either language.
import type { Page } from 'playwright-core';
import type { Lang } from './citizen';
import { downloaded } from './downloads';
import { citizenRupees } from './money';
import { eventually } from './waiting';

const WORDS = {
  en: {
    fullAmount: (amount: string) => `Full amount (${amount})`,
    payerName: 'Payer name',
    mobile: 'Mobile number',
    email: 'Email (optional)',
    payNow: 'Pay now',
    thanks: 'Thank you. Your payment has been received.',
    checkAgain: 'Check again',
    downloadReceipt: 'Download receipt',
  },
  hi: {
    fullAmount: (amount: string) => `पूरी राशि (${amount})`,
    payerName: 'भुगतानकर्ता का नाम',
    mobile: 'मोबाइल नंबर',
    email: 'ईमेल (वैकल्पिक)',
    payNow: 'अभी भुगतान करें',
    thanks: 'धन्यवाद। आपका भुगतान प्राप्त हो गया है।',
    checkAgain: 'फिर से देखें',
    downloadReceipt: 'रसीद डाउनलोड करें',
  },
};

export interface Payer {
  name: string;
  mobile: string;
  email: string;
}

export interface OnlinePayment {
  lang: Lang;
  netPayablePaise: number;
  payer: Payer;
}

/**
 * On the pay page: the full amount, the payer, Pay now; on the sandbox gateway's page the amount, then
 * Pay; answers the transaction id of the success page the gateway sends the payer back to.
 */
export async function payInFullThroughSandbox(page: Page, payment: OnlinePayment): Promise<string> {
  const w = WORDS[payment.lang];
  const amount = citizenRupees(payment.netPayablePaise);
  await page.getByRole('radio', { name: w.fullAmount(amount), exact: true }).check();
  await page.getByRole('textbox', { name: w.payerName, exact: true }).fill(payment.payer.name);
  await page.getByRole('textbox', { name: w.mobile, exact: true }).fill(payment.payer.mobile);
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(payment.payer.email);
  await page.getByRole('button', { name: w.payNow, exact: true }).click();
  await page.waitForURL(/\/sandbox-gateway\//);
  await page.getByText(amount, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment\/success\//);
  const txnId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);
  await page.getByText(w.thanks, { exact: true }).waitFor();
  expect(await page.getByTestId('txn').innerText()).toBe(txnId);
  expect(await page.getByTestId('amount').innerText()).toBe(amount);
  return txnId;
}

export interface SuccessReceipt {
  receiptNumber: string;
  /** The receipt PDF as the browser saved it. */
  pdf: Buffer;
  /** Where the download link points. */
  href: string;
}

/** On the success page: the receipt once the payment is posted ("Check again" until then), downloaded. */
export async function receiptOfSuccessPage(page: Page, lang: Lang): Promise<SuccessReceipt> {
  const w = WORDS[lang];
  const receiptNumber = page.getByTestId('receipt-number');
  await eventually(async () => {
    if (await receiptNumber.isVisible()) return;
    // The button goes once the receipt number shows: a click that finds none is no failure.
    await page
      .getByRole('button', { name: w.checkAgain })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    throw new Error('no receipt number yet');
  });
  const download = page.getByRole('link', { name: w.downloadReceipt, exact: true });
  const pdf = await downloaded(page, () => download.click());
  return {
    receiptNumber: (await receiptNumber.innerText()).trim(),
    pdf,
    href: (await download.getAttribute('href')) ?? '',
  };
}
