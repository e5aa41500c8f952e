// The payment gateway port: what the payments module needs from any online gateway. Adapters:
// payuGateway.ts (PayU / Easebuzz SHA-512 hash scheme) and snnGateway.ts (HMAC-SHA256, the card
// provider). Both talk to the built-in sandbox (sandbox/) unless configured for a real gateway.

export interface CheckoutRequest {
  /** Our own transaction id, unique per attempt. */
  txnId: string;
  amountPaise: number;
  productInfo: string;
  firstName: string;
  email: string;
  phone: string;
  successUrl: string;
  failureUrl: string;
}

/** The browser auto-posts this form to the gateway's payment page. */
export interface CheckoutForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

/**
 * A callback whose signature checked out. Matching the amount against OUR record is the caller's
 * job; amountPaise is the gateway's amount parsed exactly.
 */
export type VerifiedCallback =
  | {
      ok: true;
      txnId: string;
      gatewayTxnId: string;
      amountPaise: number;
      status: 'success' | 'failure';
      raw: Record<string, string>;
    }
  | { ok: false; reason: string; txnId?: string };

export interface GatewayStatus {
  status: 'success' | 'failure' | 'pending' | 'unknown';
  gatewayTxnId?: string;
  amountPaise?: number;
}

/** One payout to the Nigam's bank account. */
export interface Settlement {
  /** YYYY-MM-DD */
  date: string;
  amountPaise: number;
  count: number;
  utr: string;
}

export interface PaymentGateway {
  readonly name: string;
  checkout(request: CheckoutRequest): CheckoutForm;
  /** Signature check of a callback or webhook; never throws. */
  verifyCallback(fields: Record<string, string>): VerifiedCallback;
  /**
   * The gateway's own answer for a transaction (reconciliation). 'unknown': the gateway has no such
   * transaction. Throws GatewayUnavailableError when it cannot be asked, so callers retry later
   * instead of concluding anything.
   */
  query(txnId: string): Promise<GatewayStatus>;
  /** Payouts between two dates (YYYY-MM-DD, inclusive). */
  settlements?(from: string, to: string): Promise<Settlement[]>;
}

/** The gateway could not be reached or answered something we cannot read. */
export class GatewayUnavailableError extends Error {
  constructor(gateway: string, detail: string) {
    super(`${gateway} gateway unavailable: ${detail}`);
    this.name = 'GatewayUnavailableError';
  }
}
