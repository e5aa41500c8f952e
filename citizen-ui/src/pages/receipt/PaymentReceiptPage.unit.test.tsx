import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import type { Receipt } from './api';

const NUMBER = 'RCT-2026-27-000042';
const PROPERTY = '0100100100000017M';
const TOKEN = `${NUMBER}.abcdefghijklmnopqrstuv`;
const receipt: Receipt = {
  receiptNumber: NUMBER,
  txnId: 'OP260615ABCDEFGHJKMN',
  propertyUniqueId: PROPERTY,
  ownerName: 'Ramesh Kumar',
  amountPaise: 123_456_700,
  mode: 'online',
  // 01:30 on 16 June in India, still the 15th in UTC.
  paidAt: '2026-06-15T20:00:00.000Z',
  status: 'valid',
  lines: [
    { kind: 'interest', financialYear: '2025-26', head: 'house', amountPaise: 12_500 },
    { kind: 'arrears', financialYear: '2025-26', head: 'house', amountPaise: 500_000 },
    { kind: 'current', financialYear: '2026-27', head: 'house', amountPaise: 122_000_000 },
    { kind: 'current', financialYear: '2026-27', head: 'water', amountPaise: 900_000 },
    { kind: 'advance', amountPaise: 44_200 },
  ],
  rebatePaise: 1_234_500,
  pdfUrl: `https://ptax.example/api/receipts/${NUMBER}/pdf`,
  verifyUrl: `https://ptax.example/api/receipts/verify/${TOKEN}`,
};
const lookupOf = (number: string, status: number, body: unknown) => ({
  [`GET /api/receipts/lookup?number=${encodeURIComponent(number)}&property=${PROPERTY}`]: { status, body },
});
const found = (row: Receipt) => lookupOf(row.receiptNumber, 200, { data: row });
const verified = (status: Receipt['status']) => ({
  [`GET /api/receipts/verify/${TOKEN}`]: {
    status: 200,
    body: {
      data: {
        genuine: true,
        receiptNumber: NUMBER,
        amountPaise: receipt.amountPaise,
        paidAt: receipt.paidAt,
        propertyUniqueId: receipt.propertyUniqueId,
        status,
      },
    },
  },
});

beforeEach(() => localStorage.clear());

async function findReceipt(number: string, property = PROPERTY) {
  await userEvent.type(await screen.findByLabelText(/^Receipt number or transaction ID/), number);
  const propertyField = screen.getByLabelText(/^Property ID/);
  await userEvent.clear(propertyField);
  if (property) await userEvent.type(propertyField, property);
  await userEvent.click(screen.getByRole('button', { name: 'Find receipt' }));
}

describe('the receipt page', () => {
  it('finds a valid receipt and shows it with Indian amounts, the day in India and the PDF link', async () => {
    const calls = answerCalls(found({ ...receipt, payerMobile: '9812345678' } as Receipt));
    renderApp('/paymentReceipt');
    await findReceipt(` ${NUMBER} `);
    expect(await screen.findByTestId('amount')).toHaveTextContent('₹12,34,567.00');
    expect(calls.map((call) => call.url)).toEqual([
      `/api/receipts/lookup?number=${NUMBER}&property=${PROPERTY}`,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Valid receipt: this payment counts');
    expect(screen.getByTestId('txn-id')).toHaveTextContent('OP260615ABCDEFGHJKMN');
    expect(screen.getByTestId('property-id')).toHaveTextContent(PROPERTY);
    expect(screen.getByTestId('owner')).toHaveTextContent('Ramesh Kumar');
    expect(screen.getByTestId('mode')).toHaveTextContent('Online');
    expect(screen.getByTestId('paid-on')).toHaveTextContent('16-06-2026');
    expect(screen.getByTestId('rebate')).toHaveTextContent('₹12,345.00');
    expect(Array.from(screen.getByTestId('lines').children, (row) => row.textContent)).toEqual([
      'Interest - House tax 2025-26₹125.00',
      'Arrears - House tax 2025-26₹5,000.00',
      'Current year - House tax 2026-27₹12,20,000.00',
      'Current year - Water tax 2026-27₹9,000.00',
      'Advance credit₹442.00',
    ]);
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
      'href',
      `/api/receipts/${NUMBER}/pdf?lang=en&property=${PROPERTY}`,
    );
    expect(screen.queryByText(/9812345678/)).not.toBeInTheDocument();
  });

  it('marks a cancelled receipt in red and says it no longer counts', async () => {
    answerCalls(found({ ...receipt, status: 'cancelled' }));
    renderApp('/paymentReceipt');
    await findReceipt(NUMBER);
    const banner = await screen.findByTestId('receipt-status');
    expect(banner).toHaveTextContent('CANCELLED: this payment has been cancelled.');
    expect(banner).toHaveTextContent('no longer counts as a payment');
    expect(banner).toHaveClass('status-banner--bad');
    expect(screen.getByTestId('status')).toHaveTextContent('CANCELLED');
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toBeInTheDocument();
  });

  it('finds a receipt by its transaction id, and says so kindly when there is none', async () => {
    answerCalls({
      ...lookupOf(receipt.txnId, 200, { data: { ...receipt, status: 'shifted' } }),
      ...lookupOf('RCT-0000', 404, { status: 404, message: 'Receipt not found' }),
    });
    renderApp('/paymentReceipt');
    await findReceipt(receipt.txnId);
    expect(await screen.findByTestId('receipt-status')).toHaveTextContent(
      'SHIFTED: this payment has been moved to another property.',
    );
    await userEvent.clear(screen.getByLabelText(/^Receipt number or transaction ID/));
    await findReceipt('RCT-0000');
    expect(
      await screen.findByText(/No receipt was found for "RCT-0000" on property 0100100100000017M/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('amount')).not.toBeInTheDocument();
  });

  it('asks for the number and calls nothing while the field is empty', async () => {
    const calls = answerCalls({});
    renderApp('/paymentReceipt');
    await findReceipt('   ');
    const field = screen.getByLabelText(/^Receipt number or transaction ID/);
    expect(screen.getByText('Receipt number or transaction ID is required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('asks for the property ID, checked as the server checks it, and calls nothing without it', async () => {
    const calls = answerCalls({});
    renderApp('/paymentReceipt');
    await findReceipt(NUMBER, '');
    const field = screen.getByLabelText(/^Property ID/);
    expect(screen.getByText('Property ID is required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'ABC');
    expect(screen.getByText('Property ID must be exactly 17 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find receipt' }));
    expect(calls).toHaveLength(0);
  });

  it('asks for the property ID in Hindi too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls({});
    renderApp('/paymentReceipt');
    await userEvent.type(await screen.findByLabelText(/^रसीद संख्या या लेन-देन आईडी/), NUMBER);
    await userEvent.click(screen.getByRole('button', { name: 'रसीद खोजें' }));
    expect(screen.getByText('संपत्ति आईडी आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText(/रसीद इसी के साथ दिखाई जाती है/)).toBeInTheDocument();
  });

  it('shows a failed call and asks again on request', async () => {
    const calls = answerCalls(lookupOf(NUMBER, 503, { status: 503, message: 'Service unavailable' }));
    renderApp(`/paymentReceipt?number=${NUMBER}&property=${PROPERTY}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('503: Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
  });

  it('speaks Hindi, the PDF in Hindi too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls(found({ ...receipt, status: 'rejected' }));
    renderApp('/paymentReceipt');
    await userEvent.type(await screen.findByLabelText(/^रसीद संख्या या लेन-देन आईडी/), NUMBER);
    await userEvent.type(screen.getByLabelText(/^संपत्ति आईडी/), PROPERTY);
    await userEvent.click(screen.getByRole('button', { name: 'रसीद खोजें' }));
    expect(await screen.findByTestId('receipt-status')).toHaveTextContent('अस्वीकृत: यह भुगतान अस्वीकृत हुआ');
    expect(screen.getByText('भुगतान की गई राशि')).toBeInTheDocument();
    expect(screen.getByText('ब्याज - गृह कर')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रसीद डाउनलोड करें (PDF)' })).toHaveAttribute(
      'href',
      `/api/receipts/${NUMBER}/pdf?lang=hi&property=${PROPERTY}`,
    );
  });
});

describe('the receipt page opened from the QR code of a receipt', () => {
  it('says a signed receipt is genuine, with its number, amount, day, property and standing', async () => {
    answerCalls({ ...verified('valid'), ...found(receipt) });
    renderApp(`/paymentReceipt?verify=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Genuine receipt' })).toBeInTheDocument();
    const verification = within(screen.getByTestId('verification'));
    expect(verification.getByTestId('receipt-number')).toHaveTextContent(NUMBER);
    expect(verification.getByTestId('amount')).toHaveTextContent('₹12,34,567.00');
    expect(verification.getByTestId('paid-on')).toHaveTextContent('16-06-2026');
    expect(verification.getByTestId('property-id')).toHaveTextContent(PROPERTY);
    expect(verification.getByTestId('status')).toHaveTextContent('Valid');
    expect(verification.getByRole('status')).toHaveTextContent('Genuine receipt');
    await userEvent.click(verification.getByRole('link', { name: 'See the whole receipt' }));
    expect(await screen.findByRole('link', { name: 'Download receipt (PDF)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Receipt number or transaction ID/)).toHaveValue(NUMBER);
    expect(screen.getByLabelText(/^Property ID/)).toHaveValue(PROPERTY);
  });

  it('says a genuine receipt was cancelled, so it is not taken for a payment', async () => {
    answerCalls(verified('cancelled'));
    renderApp(`/paymentReceipt?verify=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Genuine receipt' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-status')).toHaveTextContent(
      'CANCELLED: this payment has been cancelled. The receipt no longer counts',
    );
    expect(screen.getByTestId('status')).toHaveTextContent('CANCELLED');
  });

  it('says a cheque counts subject to realisation, never "Valid", until the bank pays it', async () => {
    answerCalls(verified('realising'));
    renderApp(`/paymentReceipt?verify=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Genuine receipt' })).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('Counted, subject to realisation');
    expect(screen.getByTestId('receipt-status')).toHaveTextContent(
      'If the bank does not pay it, the amount is put back on the dues.',
    );
  });

  it('says a bounced cheque no longer counts and its amount is back on the dues', async () => {
    answerCalls(verified('bounced'));
    renderApp(`/paymentReceipt?verify=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Genuine receipt' })).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('BOUNCED');
    expect(screen.getByTestId('receipt-status')).toHaveTextContent(
      'The amount has been put back on the dues of the property shown',
    );
  });

  it('refuses a forged code and offers the search', async () => {
    answerCalls({
      [`GET /api/receipts/verify/${NUMBER}.forged`]: { status: 404, body: { data: { genuine: false } } },
    });
    renderApp(`/paymentReceipt?verify=${NUMBER}.forged`);
    expect(
      await screen.findByRole('heading', { name: 'This receipt could not be verified' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Genuine receipt')).not.toBeInTheDocument();
    expect(screen.queryByTestId('amount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find receipt' })).toBeInTheDocument();
  });
});
