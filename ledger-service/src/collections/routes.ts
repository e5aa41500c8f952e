// The tax collection reports (SPEC section 7, taxCollections/*): figures from the collections read
// model's aggregates (projections/src/collections), within the caller's zones and wards; the receipt
// register from the transactions read model. Guards come from contracts API_CALLS. Money in paise.
import type { Request, Response } from 'express';
import {
  COLLECTION_DASHBOARD_TABLES,
  COLLECTION_LIST,
  COLLECTION_TABLES,
  modeName,
  TRANSACTION_TYPES,
  type TransactionMode,
} from '@ptax/contracts';
import {
  collectionByDemandYear,
  collectionFigures,
  collectionsByPlace,
  collectionsByRi,
  noCollection,
  receiptRegister,
  registerTotals,
  type CollectionFilters,
  type CollectionGrouping,
} from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import type { AccessScope } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { answerReport, languageOf, reportFormatOf } from '../reports/answerReport';
import { fieldsOf, pageOf } from '../properties/requests';
import { daysOfMonth, monthsOfFinancialYear } from './calendar';
import { collectionDashboard } from './dashboard';
import { registerLineOf } from './registerLines';
import { collectionFiltersOf, dashboardTableOf, monthOf, reportFiltersOf } from './requests';

export function collectionRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const read = async (req: Request) => ({
    filters: reportFiltersOf(req, ctx.now()),
    scope: await ctx.scopeOf(req),
  });
  const figures = (filters: CollectionFilters, scope: AccessScope, by: CollectionGrouping) =>
    collectionFigures(ctx.pool, filters, scope, by);
  /** The whole selection's figures (for a ward shared by two RIs, counted once). */
  const totalOf = async (filters: CollectionFilters, scope: AccessScope) =>
    (await figures(filters, scope, 'all')).get('all') ?? noCollection();

  register('GET', 'taxCollections/summary', async (req: Request, res: Response) => {
    const { filters, scope } = await read(req);
    const [total, byMode, byDemandYear] = await Promise.all([
      totalOf(filters, scope),
      figures(filters, scope, 'mode'),
      collectionByDemandYear(ctx.pool, filters, scope),
    ]);
    res.json({
      data: {
        ...total,
        startDate: filters.startDate ?? null,
        endDate: filters.endDate ?? null,
        financialYear: filters.financialYear ?? null,
        byMode: MODES.filter((mode) => byMode.has(mode)).map((mode) => ({
          mode,
          transactionType: typeName(mode),
          receipts: byMode.get(mode)!.receipts,
          amountPaise: byMode.get(mode)!.amountPaise,
        })),
        byDemandYear,
      },
    });
  });

  register('GET', 'taxCollections/typeWise', async (req: Request, res: Response) => {
    const { filters, scope } = await read(req);
    const [byMode, totals] = await Promise.all([figures(filters, scope, 'mode'), totalOf(filters, scope)]);
    const modes = MODES.filter((mode) => !filters.modes || filters.modes.includes(mode));
    await answerReport(ctx, req, res, COLLECTION_TABLES.typeWise, {
      data: modes.map((mode) => ({
        mode,
        // A Hindi file names the modes in Hindi; the JSON keeps the spec's names.
        transactionType: languageOf(req) === 'hi' ? modeName(mode, 'hi') : typeName(mode),
        ...(byMode.get(mode) ?? noCollection()),
      })),
      totals,
    });
  });

  register('GET', 'taxCollections/monthWise', async (req: Request, res: Response) => {
    const { filters, scope } = await read(req);
    const [byMonth, totals] = await Promise.all([figures(filters, scope, 'month'), totalOf(filters, scope)]);
    // A financial year lists its twelve months; a range of days, the months that had collections.
    const months = filters.financialYear
      ? monthsOfFinancialYear(filters.financialYear)
      : [...byMonth.keys()].sort();
    const inRange = months.filter(
      (m) =>
        (!filters.startDate || m >= filters.startDate.slice(0, 7)) &&
        (!filters.endDate || m <= filters.endDate.slice(0, 7)),
    );
    await answerReport(ctx, req, res, COLLECTION_TABLES.monthWise, {
      data: inRange.map((month) => ({ month, ...(byMonth.get(month) ?? noCollection()) })),
      totals,
    });
  });

  register('GET', 'taxCollections/monthly', async (req: Request, res: Response) => {
    const month = monthOf(req, ctx.now());
    const days = daysOfMonth(month);
    const filters = {
      ...collectionFiltersOf(req),
      startDate: days[0],
      endDate: days[days.length - 1],
      financialYear: undefined,
    };
    const scope = await ctx.scopeOf(req);
    const [byDay, totals] = await Promise.all([figures(filters, scope, 'day'), totalOf(filters, scope)]);
    await answerReport(ctx, req, res, COLLECTION_TABLES.monthly, {
      data: days.map((date) => ({ date, ...(byDay.get(date) ?? noCollection()) })),
      month,
      totals,
    });
  });

  for (const level of ['zone', 'ward', 'mohalla'] as const)
    register('GET', `taxCollections/${level}Wise`, async (req: Request, res: Response) => {
      const { filters, scope } = await read(req);
      const [data, totals] = await Promise.all([
        collectionsByPlace(ctx.pool, level, filters, scope),
        totalOf(filters, scope),
      ]);
      await answerReport(ctx, req, res, COLLECTION_TABLES[`${level}Wise`], { data, totals });
    });

  register('GET', 'taxCollections/riWise', async (req: Request, res: Response) => {
    const { filters, scope } = await read(req);
    const [data, totals] = await Promise.all([
      collectionsByRi(ctx.pool, filters, scope),
      totalOf(filters, scope),
    ]);
    await answerReport(ctx, req, res, COLLECTION_TABLES.riWise, { data, totals });
  });

  register('GET', 'taxCollections/collectionList', async (req: Request, res: Response) => {
    const filters = collectionFiltersOf(req);
    const paging = pageOf(fieldsOf(req));
    // A file of the register holds every line of the filters, not one page.
    const page = reportFormatOf(req) ? null : paging;
    const scope = await ctx.scopeOf(req);
    const [rows, { total, totals }] = await Promise.all([
      receiptRegister(ctx.pool, filters, scope, page),
      registerTotals(ctx.pool, filters, scope),
    ]);
    const language = languageOf(req);
    await answerReport(ctx, req, res, COLLECTION_LIST, {
      data: rows.map((line) => registerLineOf(line, language)),
      totals,
      total,
      page: paging.page,
      limit: page ? paging.limit : total,
    });
  });

  register('GET', 'taxCollections/dashboard', async (req: Request, res: Response) => {
    const table = dashboardTableOf(req);
    const dashboard = await collectionDashboard(ctx, await ctx.scopeOf(req), languageOf(req));
    if (!table) {
      res.json({ data: dashboard });
      return;
    }
    const totals: Record<string, object> = dashboard.totals;
    await answerReport(ctx, req, res, COLLECTION_DASHBOARD_TABLES[table], {
      data: dashboard[table],
      totals: totals[table],
    });
  });

  return router;
}

/** Modes in the order the screens list them. */
const MODES = Object.keys(TRANSACTION_TYPES) as TransactionMode[];
const typeName = (mode: TransactionMode) => TRANSACTION_TYPES[mode] ?? mode;
