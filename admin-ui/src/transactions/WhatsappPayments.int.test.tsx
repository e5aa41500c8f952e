import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE_MESSAGES } from '@ptax/contracts';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import { adminSession, cashPaid, geographyApi, summary, transactionsList } from './testFixtures';

const linkPayment = {
  ...cashPaid,
  id: 'p-2001',
  txnId: 'TXN-2001',
  mode: 'link' as const,
  status: 'initiated' as const,
  receiptNumber: null,
  payerName: 'Sita Devi',
  payerMobile: '98******10',
};

function renderWhatsapp(api: Record<string, FakeHandler> = {}) {
  return renderAdmin({
    path: '/admin/transactions/whatsapp',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      'GET /api/transactions': transactionsList([linkPayment]),
      'GET /api/transactions/summary': { body: { data: summary } },
      ...api,
    },
  });
}

const FIRST_LOAD = { timeout: 10_000 };

describe('the WhatsApp payments', () => {
  it('lists the payment-link payments (mode=link) and asks the gateway again about an initiated one', async () => {
    const { api } = renderWhatsapp({
      'POST /api/payments/syncPayment': { body: { data: { status: 'success' } } },
    });
    const row = (await screen.findByText('TXN-2001', {}, FIRST_LOAD)).closest('tr') as HTMLElement;
    expect(within(row).getByText('98******10')).toBeInTheDocument();
    expect(api.callsTo('GET /api/transactions').at(-1)?.query).toMatchObject({ mode: 'link' });
    expect(api.callsTo('GET /api/transactions/summary').at(-1)?.query).toEqual({ mode: 'link' });

    await userEvent.click(within(row).getByRole('button', { name: /^Actions for / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sync' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/payments/syncPayment')[0]?.body).toEqual({ txnId: 'TXN-2001' }),
    );
    expect(await screen.findByText('Payment status checked with the gateway')).toBeInTheDocument();
  });

  it('shows the messages sent, and an empty list while the server has no messages call', async () => {
    const { api } = renderWhatsapp();
    await screen.findByText('TXN-2001', {}, FIRST_LOAD);
    await userEvent.click(screen.getByRole('tab', { name: 'Messages Sent' }));
    expect(await screen.findByText('No records available')).toBeInTheDocument();
    expect(api.callsTo('GET /api/messages')[0]?.query).toMatchObject({ channel: 'whatsapp', page: '1' });

    api.on('GET /api/messages', {
      body: {
        data: [
          {
            id: 'msg-1',
            channel: 'whatsapp',
            recipient: '98******10',
            template: 'payment_link',
            body: 'Pay your property tax',
            reference: 'LKO-0001-0002-003',
            status: 'sent',
            attempts: 1,
            createdAt: '2026-04-12T05:30:00.000Z',
            sentAt: '2026-04-12T05:31:00.000Z',
          },
        ],
        total: 1,
      },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Messages Sent' }));
    const row = (await screen.findByText('payment_link')).closest('tr') as HTMLElement;
    expect(within(row).getByText('98******10')).toBeInTheDocument();
    expect(within(row).getByText('sent')).toBeInTheDocument();
  });

  it('checks the mobile number of a payment link before POST payments/easyCollect', async () => {
    const { api } = renderWhatsapp({ 'POST /api/payments/easyCollect': { body: { data: { sent: true } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send payment link' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment link' });
    await userEvent.type(within(dialog).getByLabelText('Property ID'), 'LKO-0001-0002-003');
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Sita');
    await userEvent.type(within(dialog).getByLabelText('Mobile Number'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MOBILE_MESSAGES.payer)).toBeInTheDocument();
    expect(MOBILE_MESSAGES.payer).toBe('Mobile number is not valid, it should be of 10 numbers only');
    expect(api.callsTo('POST /api/payments/easyCollect')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Mobile Number'));
    await userEvent.type(within(dialog).getByLabelText('Mobile Number'), '9876543210');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/payments/easyCollect')[0]?.body).toEqual({
        propertyUniqueId: 'LKO-0001-0002-003',
        firstname: 'Sita',
        phone: '9876543210',
        type: 'sms',
      }),
    );
    // One key per opening of the dialog: a double click sends one link (http/idempotency.ts).
    expect(api.callsTo('POST /api/payments/easyCollect')[0].headers['idempotency-key']).toEqual(
      expect.any(String),
    );
    expect(await screen.findByText('Payment link sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends links to an area with POST payments/easyCollectBulk?type and the zone, ward and mohalla', async () => {
    const { api } = renderWhatsapp({
      'POST /api/payments/easyCollectBulk': { body: { data: { queued: 120 } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send links to an area' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment links to an area' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Zone is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payments/easyCollectBulk')).toHaveLength(0);

    const zone = within(dialog).getByLabelText('Zone');
    await within(zone).findByText('Zone 1');
    await userEvent.selectOptions(zone, 'Zone 1');
    const ward = within(dialog).getByLabelText('Ward');
    await within(ward).findByText('11 - Aliganj');
    await userEvent.selectOptions(ward, '11 - Aliganj');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST /api/payments/easyCollectBulk')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/payments/easyCollectBulk');
    expect(call.query).toEqual({ type: 'whatsapp' });
    expect(call.body).toEqual({ zoneId: 'z1', wardId: 'w1' });
  });
});
