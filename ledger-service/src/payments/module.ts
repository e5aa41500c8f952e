import { Router } from 'express';
import { transactionsProjection } from '@ptax/projections';
import { idempotencyMigrations } from '../http/idempotency';
import type { DomainModule } from '../moduleContract';
import { receiptRoutes } from '../receipts/routes';
import { counterRoutes } from './counterRoutes';
import { transactionListRoutes } from './listRoutes';
import { neftRoutes } from './neftRoutes';
import { reviewRoutes } from './reviewRoutes';
import { shiftRoutes } from './shiftRoutes';
import { startPaymentsWorker } from './worker';

/**
 * Counter, POS and NEFT payments, their review, shift and cancellation, the transaction lists of
 * every mode, the public receipts, and the sweep that finishes what a crash interrupted.
 */
export const paymentsModule: DomainModule = {
  name: 'payments',
  // The Idempotency-Key table of the calls that record money (these and payments/easyCollect).
  migrations: idempotencyMigrations,
  projections: [transactionsProjection],
  routes: (ctx) =>
    Router().use(
      counterRoutes(ctx),
      reviewRoutes(ctx),
      shiftRoutes(ctx),
      neftRoutes(ctx),
      transactionListRoutes(ctx),
      receiptRoutes(ctx),
    ),
  workers: (ctx) => [startPaymentsWorker(ctx)],
};
