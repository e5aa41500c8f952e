import { paymentStream, type EventMetadata } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import type { CheckoutForm } from '../gateway/gateway';
import { paymentDecider } from '../payments/decide';
import type { KnownPayment } from '../payments/payment';
import type { ExistingProperty } from '../properties/property';
import { callbackUrl, gatewayNamed, isoNow, type GatewayName, type OnlinePaymentsDeps } from './deps';
import { chooseAmount, onlinePayable } from './payable';
import { knownPayment } from './paymentState';
import { newTxnId } from './txnIds';

// Starting a gateway payment: our own txn id, PaymentInitiated on `payment-<txnId>` with the amount
// we will later hold the gateway's signed answer against, then the signed checkout form the browser
// posts to the gateway's payment page.

export interface Payer {
  firstname: string;
  /** As entered: 10 digits, optionally with +91 or 0 in front. */
  phone: string;
  email?: string | null;
}

export interface InitiateRequest {
  gateway: GatewayName;
  mode: 'online' | 'link';
  propertyUniqueId: string;
  amountPaise?: number;
  payer: Payer;
  metadata: EventMetadata;
  /** Refuses a property the caller may not take payments for (a ward-limited official). */
  checkProperty?: (property: ExistingProperty) => void;
}

export interface Initiated {
  txnId: string;
  amountPaise: number;
  payment: KnownPayment;
  position: number;
}

/** Gateways take the ten digits; the form also accepts +91 or 0 in front (SPEC section 5). */
export const tenDigits = (phone: string) => phone.replace(/^(\+91|0)/, '');

export async function initiateGatewayPayment(
  deps: OnlinePaymentsDeps,
  request: InitiateRequest,
): Promise<Initiated> {
  gatewayNamed(deps, request.gateway); // refuse before anything is written when it is switched off
  const now = deps.now();
  const payable = await onlinePayable(deps, request.propertyUniqueId, now);
  request.checkProperty?.(payable.property);
  const amountPaise = chooseAmount(request.amountPaise, payable.payablePaise);
  const txnId = newTxnId(request.mode, now);
  const { position } = await handleCommand(
    deps.store,
    paymentStream(txnId),
    paymentDecider,
    {
      type: 'InitiatePayment',
      txnId,
      propertyUniqueId: payable.property.propertyUniqueId,
      mode: request.mode,
      gateway: request.gateway,
      amountPaise,
      payerName: request.payer.firstname,
      payerMobile: tenDigits(request.payer.phone),
      ...(request.payer.email ? { payerEmail: request.payer.email } : {}),
      needsApproval: false,
      at: isoNow(deps),
    },
    { ...request.metadata, command: 'InitiatePayment' },
  );
  return { txnId, amountPaise, payment: await knownPayment(deps.store, txnId), position };
}

/**
 * The address the gateway is given for a payer who has none (docs/DECISIONS.md): PayU and Easebuzz
 * refuse a checkout without one and sign it into the hash. It is ours, not anyone's: a mailbox name
 * made of the transaction ID on the host the portal is served from, so whatever the gateway mails
 * there goes nowhere but to the Nigam's own domain. It is never stored as the payer's email.
 */
export function placeholderEmail(deps: Pick<OnlinePaymentsDeps, 'publicUrl'>, txnId: string): string {
  let host = '';
  try {
    host = new URL(deps.publicUrl).hostname;
  } catch {
    // A malformed public URL is a start-up concern; the reserved name below still works.
  }
  // localhost or an IP address is no mail domain: the reserved .invalid name (RFC 2606) instead.
  const mailHost = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host) ? host : 'nagar-nigam.invalid';
  return `no-email+${txnId.toLowerCase()}@${mailHost}`;
}

/**
 * The signed form for the gateway's payment page. The amount and txn id come from the payment's
 * stream, never from the browser; the payer's details are what the gateway shows and mails.
 */
export function checkoutFor(deps: OnlinePaymentsDeps, payment: KnownPayment, payer: Payer): CheckoutForm {
  const gatewayName = payment.gateway ?? '';
  const gateway = gatewayNamed(deps, gatewayName);
  return gateway.checkout({
    txnId: payment.txnId,
    amountPaise: payment.amountPaise,
    productInfo: `Property tax ${payment.propertyUniqueId}`,
    firstName: payer.firstname,
    email: payer.email || placeholderEmail(deps, payment.txnId),
    phone: tenDigits(payer.phone),
    successUrl: callbackUrl(deps, gatewayName),
    failureUrl: callbackUrl(deps, gatewayName),
  });
}
