import type { CheckoutForm } from '../gateway/gateway';

/**
 * The card provider's JS checkout takes its options as an object rather than a posted form: the
 * same signed fields under the names its script expects. Our txn id is the provider's order id
 * (it keeps ours, Razorpay style), and `checkout` is the equivalent form for browsers without it.
 */
export function snnCheckoutOptions(checkout: CheckoutForm) {
  const fields = checkout.fields;
  return {
    key: fields.key_id,
    orderId: fields.txnid,
    amountPaise: Number(fields.amount),
    currency: fields.currency,
    description: fields.description,
    prefill: { name: fields.name, email: fields.email, contact: fields.contact },
    callbackUrl: fields.callback_url,
    cancelUrl: fields.cancel_url,
    signature: fields.signature,
    checkout,
  };
}
