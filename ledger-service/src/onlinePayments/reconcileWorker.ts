import cron from 'node-cron';
import type { Worker } from '../moduleContract';
import type { OnlinePaymentsDeps } from './deps';
import { sweepInitiatedPayments } from './sweep';

/** Every five minutes unless RECONCILE_CRON says otherwise (node-cron syntax, Indian time). */
export const DEFAULT_RECONCILE_CRON = '*/5 * * * *';

export function reconcileCronFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const expression = env.RECONCILE_CRON?.trim() || DEFAULT_RECONCILE_CRON;
  // A typo must stop the start, not silently leave payments unreconciled.
  if (!cron.validate(expression)) throw new Error(`RECONCILE_CRON is not a cron expression: ${expression}`);
  return expression;
}

export function startReconcileWorker(deps: OnlinePaymentsDeps, expression: string): Worker {
  let running: Promise<unknown> = Promise.resolve();
  const task = cron.schedule(
    expression,
    () => {
      running = sweepInitiatedPayments(deps)
        .then((report) => {
          if (report.checked) deps.log(`reconciliation: ${JSON.stringify(report)}`);
        })
        .catch((error: Error) => deps.log(`reconciliation sweep: ${error.message}`));
      return running;
    },
    { name: 'online-payments-reconcile', noOverlap: true, timezone: 'Asia/Kolkata' },
  );
  return {
    async stop() {
      await task.destroy();
      await running;
    },
  };
}
