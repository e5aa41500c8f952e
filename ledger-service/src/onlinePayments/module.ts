import { Router } from 'express';
import { createPaymentGateways } from '../gateway/config';
import type { DomainModule, ModuleContext } from '../moduleContract';
import type { OnlinePaymentsDeps } from './deps';
import { onlinePaymentMigrations } from './migrations';
import { onlinePaymentPublicRoutes } from './publicRoutes';
import { postingDepsOf } from '../payments/services';
import { reconcileCronFromEnv, startReconcileWorker } from './reconcileWorker';
import { onlinePaymentRoutes } from './routes';

const depsByContext = new WeakMap<ModuleContext, OnlinePaymentsDeps>();

/** One set of gateways and one receipt series per platform, shared by the routes and the worker. */
export function onlinePaymentsDepsOf(ctx: ModuleContext): OnlinePaymentsDeps {
  let deps = depsByContext.get(ctx);
  if (!deps) {
    deps = {
      store: ctx.store,
      pool: ctx.pool,
      now: ctx.now,
      locks: ctx.locks,
      publicUrl: ctx.publicUrl,
      secret: ctx.secret,
      gateways: createPaymentGateways(ctx.publicUrl),
      // The platform's one receipt series, shared with counter payments (payments/services.ts).
      receipts: postingDepsOf(ctx).receipts,
      log: (line) => console.log(`[payments] ${line}`),
    };
    depsByContext.set(ctx, deps);
  }
  return deps;
}

/**
 * Online payments: gateway checkouts for citizens, clerks and the card provider, the signed
 * callbacks and webhook, reconciliation, payment links by WhatsApp / SMS and the payout history.
 */
export const onlinePaymentsModule: DomainModule = {
  name: 'onlinePayments',
  migrations: onlinePaymentMigrations,
  routes: (ctx) =>
    Router().use(
      onlinePaymentRoutes(ctx, onlinePaymentsDepsOf(ctx)),
      onlinePaymentPublicRoutes(ctx, onlinePaymentsDepsOf(ctx)),
    ),
  workers: (ctx) => [startReconcileWorker(onlinePaymentsDepsOf(ctx), reconcileCronFromEnv())],
};
