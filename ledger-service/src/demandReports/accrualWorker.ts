// Keeps the demand reports' sums per place on today's interest: once the India day (or the day's
// interest rule) moves on, their accrued interest is recomputed for the new day. Until then the
// reports sum every year row instead (demandReports.ts), so a late refresh is slower, never wrong.
import { financialYearOfInstant, indiaDate } from '@ptax/contracts';
import { ledgerKeepsSums, refreshAccrualDay } from '@ptax/projections';
import { rulesOn } from '../ledger/rules';
import { startPollingWorker } from '../messaging/pollingWorker';
import type { ModuleContext, Worker } from '../moduleContract';

const CHECK_EVERY_MS = 60_000;

/** Refreshes the accrual day when it is not today's; false while the ledger's keeping version is built. */
export async function refreshToToday(ctx: ModuleContext): Promise<boolean> {
  const { rows } = await ctx.pool.query<{ ready: boolean }>(
    "SELECT to_regclass('ledger_accrual_day') IS NOT NULL AS ready",
  );
  if (!rows[0].ready || !(await ledgerKeepsSums(ctx.pool))) return false;
  const onDate = indiaDate(ctx.now());
  const { rules } = await rulesOn(ctx.pool, onDate);
  const day = { onDate, currentYear: financialYearOfInstant(ctx.now()), rate: rules.interest };
  return refreshAccrualDay(ctx.pool, day);
}

export function startAccrualWorker(ctx: ModuleContext): Worker {
  return startPollingWorker(
    'demand sums accrual',
    async () => {
      await refreshToToday(ctx);
      return false;
    },
    CHECK_EVERY_MS,
  );
}
