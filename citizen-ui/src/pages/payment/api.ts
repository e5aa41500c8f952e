import { callApi as call, notFoundAs } from '../../shared/api';

// The calls of the citizen's payment pages (ledger-service/src/onlinePayments).

export interface Payable {
  propertyUniqueId: string;
  ownerName: string;
  propertyAddress: string | null;
  houseNumber: string | null;
  onDate: string;
  arrearsPaise: number;
  interestPaise: number;
  currentPaise: number;
  advancePaise: number;
  totalPaise: number;
  rebate: { percentage: number; description: string; amountPaise: number } | null;
  netPayablePaise: number;
}

export interface PaymentLink {
  txnId: string;
  propertyUniqueId: string;
  amountPaise: number;
  status: string;
  payable: boolean;
  message?: string;
}

export interface Checkout {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface Started {
  txnId: string;
  amountPaise: number;
  checkout: Checkout;
}

export interface PaymentStatus {
  txnId: string;
  status: string;
  mode: string;
  amountPaise: number;
  propertyUniqueId: string;
  receiptNumber: string | null;
  paidAt: string | null;
  reason?: string;
}

export interface PayerDetails {
  firstname: string;
  phone: string;
  email: string;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const segment = encodeURIComponent;

export const fetchPayable = (propertyUniqueId: string) =>
  call<Payable>(`payments/payable/${segment(propertyUniqueId)}`);

export const fetchLink = (token: string) => call<PaymentLink>(`payments/links/${segment(token)}`);

export const fetchPaymentStatus = (txnId: string) => call<PaymentStatus>(`payments/status/${segment(txnId)}`);

/** The payment, or null when there is none under that transaction ID (the result pages say so). */
export const lookUpPayment = (txnId: string) => notFoundAs(fetchPaymentStatus(txnId), null);

export const startPayment = (propertyUniqueId: string, payer: PayerDetails, amountPaise?: number) =>
  call<Started>('payments/initiate_payment', post({ propertyUniqueId, ...payer, amountPaise }));

export const startLinkPayment = (token: string, payer: PayerDetails) =>
  call<Started>('payments/links/checkout', post({ token, ...payer }));

/** Hands the browser over to the gateway: a form built in the page and posted, as the gateway asks. */
export function submitCheckout(checkout: Checkout, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = checkout.method;
  form.action = checkout.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
