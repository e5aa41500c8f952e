// The demand reports of SPEC section 7: sums over the ledger read model (ledger_years) for the
// chosen year and place, within the caller's zones and wards, and the defaulters list.
import type { Request } from 'express';
import { PROPERTY_REPORT_TABLES } from '@ptax/contracts';
import {
  defaulterBatches,
  defaulters,
  defaulterTotals as totalsOf,
  demandReport,
  demandReportByZone,
  type Defaulter,
  type DemandGrouping,
  type DemandSplit,
  type DemandReportQuery,
} from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { answerReport, reportFormatOf } from '../reports/answerReport';
import type { ModuleContext } from '../moduleContract';
import { streamWorkbook } from '../properties/export';
import { exportHeading } from '../reports/exportHeading';
import { fieldsOf, pageOf } from '../properties/requests';
import { DEFAULTER_COLUMNS } from './export';
import { demandQueryOf } from './query';
import { defaulterFiltersOf } from './requests';

/** Rows fetched from the cursor at a time while a file is written. */
const EXPORT_BATCH = 1_000;

export function demandReportRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  const queryOf = (req: Request) => demandQueryOf(ctx, req);

  const report = async (req: Request, grouping: DemandGrouping) => {
    const query = await queryOf(req);
    return { query, rows: await demandReport(ctx.pool, query, grouping) };
  };
  const header = ({ financialYear, onDate }: DemandReportQuery) => ({ financialYear, onDate });
  const strip = ({ properties, arrears, current, total }: DemandSplit) => ({
    properties,
    arrears,
    current,
    total,
  });

  register('GET', 'taxDemands/totalSummary', async (req, res) => {
    const { query, rows } = await report(req, 'none');
    const { properties, total } = rows[0];
    res.json({ data: { ...header(query), properties, ...total } });
  });

  register('GET', 'taxDemands/splitSummary', async (req, res) => {
    const { query, rows } = await report(req, 'none');
    res.json({ data: { ...header(query), ...strip(rows[0]) } });
  });

  register('GET', 'taxDemands/zoneWiseSummary', async (req, res) => {
    const query = await queryOf(req);
    const [rows, [totals]] = await Promise.all([
      demandReportByZone(ctx.pool, query),
      demandReport(ctx.pool, query, 'none'),
    ]);
    res.json({ data: rows, totals: strip(totals), ...header(query) });
  });

  register('GET', 'taxDemands/zoneAndUsageWiseSummary', async (req, res) => {
    const { query, rows } = await report(req, 'zoneAndUsage');
    const [totals] = await demandReport(ctx.pool, query, 'none');
    res.json({ data: rows, totals: strip(totals), ...header(query) });
  });

  const defaulterQuery = async (req: Request) => {
    const fields = fieldsOf(req);
    const filters = defaulterFiltersOf(fields);
    const { currentYear, onDate, rate, place } = await queryOf(req);
    return { ...filters, currentYear, onDate, rate, place };
  };

  // format=xlsx|pdf: the whole selection (every page, read through the cursor) as the report file.
  register('GET', 'taxDemands/defaultersList', async (req, res) => {
    const base = await defaulterQuery(req);
    const { page, limit } = pageOf(fieldsOf(req));
    if (reportFormatOf(req)) {
      const data: Defaulter[] = [];
      for await (const batch of defaulterBatches(ctx.pool, base, EXPORT_BATCH)) data.push(...batch);
      await answerReport(ctx, req, res, PROPERTY_REPORT_TABLES.defaulters, { data, totals: totalsOf(data) });
      return;
    }
    const { data, total, totals } = await defaulters(ctx.pool, { ...base, page, limit });
    res.json({ data, total, totals, page, limit, onDate: base.onDate });
  });

  register('GET', 'taxDemands/defaultersList/export', async (req, res) => {
    const base = await defaulterQuery(req);
    const batches = defaulterBatches(ctx.pool, base, EXPORT_BATCH);
    await streamWorkbook(res, `defaulters-${base.onDate}.xlsx`, {
      heading: await exportHeading(ctx, req, 'Defaulters list'),
      sheetName: 'Defaulters',
      columns: DEFAULTER_COLUMNS,
      batches,
    });
  });

  return router;
}
