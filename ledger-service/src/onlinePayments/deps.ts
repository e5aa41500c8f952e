import type { Pool } from 'pg';
import type { EventStore } from '@ptax/contracts';
import type { PaymentGateway } from '../gateway/gateway';
import type { PaymentGateways } from '../gateway/config';
import { HttpError, notFound } from '../http/errors';
import type { PostingDeps, ReceiptSeries } from '../payments/posting';
import type { SerialisedLocks } from '../db/serialised';

/** What the online payment process needs; built once per platform in module.ts. */
export interface OnlinePaymentsDeps {
  store: EventStore;
  pool: Pool;
  now: () => number;
  /** Where citizens and gateways reach us, without a trailing slash. */
  publicUrl: string;
  /** Signs payment links. */
  secret: string;
  gateways: PaymentGateways;
  receipts: ReceiptSeries;
  locks: Pick<SerialisedLocks, 'serialise'>;
  /** Operational lines (never a full mobile number, email or hash). */
  log: (line: string) => void;
}

export type GatewayName = keyof PaymentGateways;

/** Citizens, counter staff and payment links use the hosted checkout (PayU / Easebuzz scheme). */
export const DEFAULT_GATEWAY: GatewayName = 'payu';

export const ONLINE_MESSAGES = {
  unknownGateway: (name: string) => `Unknown payment gateway ${name}`,
  gatewayOff: 'Online payment is not available at the moment',
} as const;

export const isGatewayName = (deps: OnlinePaymentsDeps, name: string): name is GatewayName =>
  Object.prototype.hasOwnProperty.call(deps.gateways, name);

/** The configured adapter, 404 for a name we do not know, 503 when neither real nor sandbox is set up. */
export function gatewayNamed(deps: OnlinePaymentsDeps, name: string): PaymentGateway {
  if (!isGatewayName(deps, name)) throw notFound(ONLINE_MESSAGES.unknownGateway(name));
  const gateway = deps.gateways[name];
  if (!gateway) throw new HttpError(503, ONLINE_MESSAGES.gatewayOff);
  return gateway;
}

/** Where the gateway sends the payer's browser back, on success and on failure alike. */
export const callbackUrl = (deps: OnlinePaymentsDeps, gateway: string) =>
  `${deps.publicUrl}/api/payments/callback/${gateway}`;

export const postingDeps = (deps: OnlinePaymentsDeps): PostingDeps => ({
  store: deps.store,
  pool: deps.pool,
  receipts: deps.receipts,
  now: deps.now,
  locks: deps.locks,
});

export const isoNow = (deps: Pick<OnlinePaymentsDeps, 'now'>) => new Date(deps.now()).toISOString();
