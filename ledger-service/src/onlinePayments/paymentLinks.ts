import { formatPaise, type EventMetadata } from '@ptax/contracts';
import { enqueueMessage, type Channel } from '../messaging/outbox';
import { maskMobile } from '../messaging/senders';
import { conflict, notFound } from '../http/errors';
import type { ExistingProperty } from '../properties/property';
import { DEFAULT_GATEWAY, type OnlinePaymentsDeps } from './deps';
import { checkoutFor, initiateGatewayPayment, tenDigits, type Payer } from './initiate';
import { linkToken, txnIdOfLinkToken } from './linkTokens';
import { knownPayment } from './paymentState';
import { EXPIRY_MS } from './reconcile';

// Payment links (the spec's easyCollect): a gateway payment initiated by the Nigam for the whole
// amount payable, sent to the owner by WhatsApp or SMS through the outbox. The link opens the
// citizen's pay page, which pays exactly that transaction.

export const LINK_MESSAGES = {
  invalid: 'This payment link is not valid',
  used: 'This payment link has already been used; you can pay on this page',
  expired: 'This payment link has expired; you can pay on this page',
} as const;

export const PAYMENT_LINK_TEMPLATE = 'payment-link';

export const paymentLinkUrl = (deps: OnlinePaymentsDeps, propertyUniqueId: string, txnId: string) =>
  `${deps.publicUrl}/pay-online-tax/${encodeURIComponent(propertyUniqueId)}?link=${encodeURIComponent(
    linkToken(deps.secret, txnId),
  )}`;

/** Short enough for one SMS part of Unicode text; both languages, the link once. */
function linkMessage(propertyUniqueId: string, amountPaise: number, url: string): string {
  const amount = formatPaise(amountPaise);
  return `Property tax ${amount} due on property ${propertyUniqueId}. संपत्ति कर ${amount} देय। Pay online / ऑनलाइन भुगतान: ${url}`;
}

export interface LinkSent {
  txnId: string;
  amountPaise: number;
  link: string;
  messageId: string;
  channel: Channel;
  /** Masked: enough to recognise, not to call. */
  recipient: string;
}

export async function sendPaymentLink(
  deps: OnlinePaymentsDeps,
  request: {
    propertyUniqueId: string;
    payer: Payer;
    channel: Channel;
    metadata: EventMetadata;
    checkProperty?: (property: ExistingProperty) => void;
  },
): Promise<LinkSent> {
  const initiated = await initiateGatewayPayment(deps, {
    gateway: DEFAULT_GATEWAY,
    mode: 'link',
    propertyUniqueId: request.propertyUniqueId,
    payer: request.payer,
    metadata: request.metadata,
    checkProperty: request.checkProperty,
  });
  const { txnId, amountPaise, payment } = initiated;
  const link = paymentLinkUrl(deps, payment.propertyUniqueId, txnId);
  const recipient = `+91${tenDigits(request.payer.phone)}`;
  // After the payment exists: a failed enqueue leaves an unsent link that expires, never a message
  // pointing at nothing.
  const messageId = await enqueueMessage(deps.pool, {
    channel: request.channel,
    recipient,
    template: PAYMENT_LINK_TEMPLATE,
    body: linkMessage(payment.propertyUniqueId, amountPaise, link),
    reference: txnId,
  });
  deps.log(`payment link ${txnId} queued by ${request.channel} to ${maskMobile(recipient)}`);
  return { txnId, amountPaise, link, messageId, channel: request.channel, recipient: maskMobile(recipient) };
}

/** The link's payment while it can still be paid; 404 for a forged token, 409 once used or expired. */
export async function payableLink(deps: OnlinePaymentsDeps, token: string) {
  const txnId = txnIdOfLinkToken(deps.secret, token);
  if (!txnId) throw notFound(LINK_MESSAGES.invalid);
  const payment = await knownPayment(deps.store, txnId).catch(() => {
    throw notFound(LINK_MESSAGES.invalid);
  });
  if (payment.mode !== 'link') throw notFound(LINK_MESSAGES.invalid);
  const expired = deps.now() - Date.parse(payment.initiatedAt) >= EXPIRY_MS.link;
  return { payment, open: payment.status === 'initiated' && !expired, expired };
}

/** What the pay page shows for a link: no contact details of the payer. */
export async function linkDetails(deps: OnlinePaymentsDeps, token: string) {
  const { payment, open, expired } = await payableLink(deps, token);
  return {
    txnId: payment.txnId,
    propertyUniqueId: payment.propertyUniqueId,
    amountPaise: payment.amountPaise,
    status: payment.status,
    payable: open,
    ...(open
      ? {}
      : { message: expired && payment.status === 'initiated' ? LINK_MESSAGES.expired : LINK_MESSAGES.used }),
  };
}

export async function linkCheckout(deps: OnlinePaymentsDeps, token: string, payer: Payer) {
  const { payment, open, expired } = await payableLink(deps, token);
  if (!open)
    throw conflict(expired && payment.status === 'initiated' ? LINK_MESSAGES.expired : LINK_MESSAGES.used);
  return {
    txnId: payment.txnId,
    amountPaise: payment.amountPaise,
    checkout: checkoutFor(deps, payment, payer),
  };
}
