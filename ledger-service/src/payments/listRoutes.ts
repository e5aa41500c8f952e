// The transaction lists, summaries and exports of SPEC section 7, limited to the caller's zones and
// wards. What each list shows by default: `transactions` the standing payments (initiated, pending,
// success), `archived` the cancelled, rejected, shifted and failed ones, the POS and NEFT lists every
// payment of their mode, `oldPayments` every payment of an earlier financial year than this one.
import type { Request, Response } from 'express';
import { financialYearOfDate, indiaDate } from '@ptax/contracts';
import {
  ARCHIVED_STATUSES,
  STANDING_STATUSES,
  listTransactions,
  postingSummary,
  summarizeTransactions,
  TRANSACTION_TYPES,
  type TransactionFilters,
  type TransactionMode,
} from '@ptax/projections';
import { SNN_GATEWAY } from '../gateway/snnGateway';
import { specRouter } from '../http/apiRouter';
import type { ModuleContext } from '../moduleContract';
import { exportSummary, exportTransactions } from './exports';
import { transactionFiltersOf, transactionPageOf, within } from './listRequests';

type Narrow = (filters: TransactionFilters, ctx: ModuleContext) => TransactionFilters;

const standing: Narrow = (f) => ({ ...f, statuses: f.statuses ?? STANDING_STATUSES });
const archived: Narrow = (f) => ({ ...f, statuses: within(f.statuses, ARCHIVED_STATUSES) });
const pos: Narrow = (f) => ({ ...f, modes: within(f.modes, ['pos']) });
const neft: Narrow = (f) => ({ ...f, modes: within(f.modes, ['neft']) });
const everything: Narrow = (f) => f;
/** The card provider's payments (snn-payments): online, through gateway 'snn'. */
const cardProvider: Narrow = (f) => ({ ...f, modes: within(f.modes, ['online']), gateway: SNN_GATEWAY });
const earlierYears: Narrow = (f, ctx) => ({
  ...f,
  financialYearBefore: financialYearOfDate(indiaDate(ctx.now())),
});

export function transactionListRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const read = async (req: Request, narrow: Narrow) => ({
    filters: narrow(transactionFiltersOf(req), ctx),
    scope: await ctx.scopeOf(req),
  });

  const list = (narrow: Narrow) => async (req: Request, res: Response) => {
    const { filters, scope } = await read(req, narrow);
    const page = transactionPageOf(req);
    const { rows, total } = await listTransactions(ctx.pool, filters, scope, page);
    res.json({ data: rows, total, page: page.page, limit: page.limit });
  };
  const summary = (narrow: Narrow) => async (req: Request, res: Response) => {
    const { filters, scope } = await read(req, narrow);
    res.json({ data: await summarizeTransactions(ctx.pool, filters, scope) });
  };
  const exported = (narrow: Narrow, name: string) => async (req: Request, res: Response) => {
    const { filters, scope } = await read(req, narrow);
    await exportTransactions(ctx, req, res, name, filters, scope);
  };
  const summaryExport = (narrow: Narrow, name: string) => async (req: Request, res: Response) => {
    const { filters, scope } = await read(req, narrow);
    await exportSummary(ctx, req, res, name, await summarizeTransactions(ctx.pool, filters, scope));
  };

  register('GET', 'transactions', list(standing));
  register('GET', 'transactions/pos', list(pos));
  register('GET', 'transactions/archived', list(archived));
  register('GET', 'transactions/summary', summary(everything));
  register('GET', 'transactions/pos/summary', summary(pos));
  register('GET', 'transactions/export', exported(standing, 'transactions'));
  register('GET', 'transactions/pos/export', exported(pos, 'pos-transactions'));
  register('GET', 'transactions/posting-summary', async (req, res) => {
    const { filters, scope } = await read(req, everything);
    const days = await postingSummary(ctx.pool, filters, scope);
    const total = (pick: (day: (typeof days)[number]) => number) =>
      days.reduce((sum, day) => sum + pick(day), 0);
    res.json({
      data: days.map((day) => ({
        ...day,
        transactionType: TRANSACTION_TYPES[day.mode as TransactionMode] ?? day.mode,
      })),
      totals: {
        count: total((d) => d.count),
        amountPaise: total((d) => d.amountPaise),
        rebatePaise: total((d) => d.rebatePaise),
      },
    });
  });
  register('GET', 'oldPayments', list(earlierYears));
  register('GET', 'oldPayments/export', exported(earlierYears, 'old-payments'));
  register('GET', 'neftPayments/all', list(neft));
  register('GET', 'neftPayments/export', exported(neft, 'neft-payments'));
  register('GET', 'neftPayments/summary', summary(neft));
  register('GET', 'neftPayments/summary/export', summaryExport(neft, 'neft-summary'));
  register('GET', 'snn-payments/all', list(cardProvider));
  register('GET', 'snn-payments/export', exported(cardProvider, 'card-payments'));
  register('GET', 'snn-payments/summary', summary(cardProvider));
  register('GET', 'snn-payments/summary/export', summaryExport(cardProvider, 'card-summary'));

  return router;
}
