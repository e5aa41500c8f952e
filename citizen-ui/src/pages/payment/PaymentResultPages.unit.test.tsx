import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { renderApp } from '../../testing/renderApp';
import type { PaymentStatus } from './api';
import { answerCalls } from '../../shared/fakeApi';

const paid: PaymentStatus = {
  txnId: 'OP260615ABCDEFGHJKMN',
  status: 'success',
  mode: 'online',
  amountPaise: 1_412_500,
  propertyUniqueId: '01001001000000017',
  receiptNumber: 'RCT-2026-27-000042',
  paidAt: '2026-06-15T04:30:00.000Z',
};
const statusOf = (payment: PaymentStatus) => ({
  [`GET /api/payments/status/${payment.txnId}`]: { status: 200, body: { data: payment } },
});

beforeEach(() => localStorage.clear());

describe('the payment success page', () => {
  it('shows the amount and the receipt number, and links the receipt in the chosen language', async () => {
    answerCalls(statusOf(paid));
    renderApp(`/payment/success/${paid.txnId}`);
    expect(await screen.findByTestId('amount')).toHaveTextContent('₹14,125.00');
    expect(screen.getByTestId('receipt-number')).toHaveTextContent('RCT-2026-27-000042');
    expect(screen.getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      '/api/receipts/RCT-2026-27-000042/pdf?lang=en&property=01001001000000017',
    );
    // The receipt page opens on this receipt: the payer holds its property ID, asked with the number.
    expect(screen.getByRole('link', { name: 'Find a receipt' })).toHaveAttribute(
      'href',
      '/paymentReceipt?number=RCT-2026-27-000042&property=01001001000000017',
    );
  });

  it('asks again while the receipt is being prepared', async () => {
    const calls = answerCalls(statusOf({ ...paid, receiptNumber: null }));
    renderApp(`/payment/success/${paid.txnId}`);
    expect(await screen.findByText(/Your receipt is being prepared/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download receipt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(calls).toHaveLength(2);
  });

  it('speaks Hindi, the receipt in Hindi too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls(statusOf(paid));
    renderApp(`/payment/success/${paid.txnId}`);
    expect(await screen.findByText('धन्यवाद। आपका भुगतान प्राप्त हो गया है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रसीद डाउनलोड करें' })).toHaveAttribute(
      'href',
      '/api/receipts/RCT-2026-27-000042/pdf?lang=hi&property=01001001000000017',
    );
  });
});

describe('the payment failure page', () => {
  const failed: PaymentStatus = {
    ...paid,
    status: 'failed',
    receiptNumber: null,
    paidAt: null,
    reason: 'Declined by the bank',
  };

  it('gives the reason and a way back to the pay page', async () => {
    answerCalls(statusOf(failed));
    renderApp(`/payment/failure/${failed.txnId}`);
    expect(await screen.findByTestId('reason')).toHaveTextContent('Declined by the bank');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/pay-online-tax/01001001000000017',
    );
  });

  it('explains an answer that could not be verified, in Hindi too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls(statusOf({ ...failed, status: 'initiated', reason: undefined }));
    renderApp(`/payment/failure/${failed.txnId}?reason=unverified`);
    expect(await screen.findByRole('link', { name: 'फिर से प्रयास करें' })).toBeInTheDocument();
    expect(screen.getByTestId('reason')).toHaveTextContent('भुगतान गेटवे के उत्तर का सत्यापन नहीं हो सका।');
  });
});

describe('the result pages of a payment that is not a success (issue 12)', () => {
  it('say a transaction ID the server does not know was not found, never "Payment Successful"', async () => {
    answerCalls({
      'GET /api/payments/status/NOSUCHTXN': {
        status: 404,
        body: { status: 404, message: 'Transaction not found' },
      },
    });
    renderApp('/payment/success/NOSUCHTXN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We have no payment with transaction ID NOSUCHTXN.');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a receipt' })).toHaveAttribute('href', '/paymentReceipt');
  });

  it('shows no result heading while the payment is being looked up', async () => {
    answerCalls(statusOf(paid));
    renderApp(`/payment/success/${paid.txnId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checking your payment' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
  });

  it('head a failed payment on the success page "Payment Failed" and a waiting one "Payment Pending"', async () => {
    answerCalls(statusOf({ ...paid, status: 'failed', receiptNumber: null }));
    const { unmount } = renderApp(`/payment/success/${paid.txnId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    unmount();
    answerCalls(statusOf({ ...paid, status: 'initiated', receiptNumber: null }));
    renderApp(`/payment/failure/${paid.txnId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Pending' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
  });

  it('say so when the lookup itself fails, with a way to ask again, in Hindi too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls({ [`GET /api/payments/status/${paid.txnId}`]: { status: 500, body: { message: 'boom' } } });
    renderApp(`/payment/success/${paid.txnId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'भुगतान की स्थिति अभी नहीं मिल सकी' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('भुगतान सफल')).not.toBeInTheDocument();
  });
});
