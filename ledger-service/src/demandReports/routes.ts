// The demand reports of SPEC section 7: sums over the ledger read model (ledger_years) for the
// chosen year and place, within the caller's zones and wards, and the defaulters list.
import type { Request } from 'express';
import { financialYearOfInstant, indiaDate } from '@ptax/contracts';
import {
  defaulters,
  demandReport,
  demandReportByZone,
  type DemandGrouping,
  type DemandSplit,
  type DemandReportQuery,
} from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { runOf } from '../demands/requests';
import { streamWorkbook } from '../properties/export';
import { fieldsOf, pageOf } from '../properties/requests';
import { DEFAULTER_COLUMNS } from './export';
import { defaulterFiltersOf } from './requests';

/** Rows read per query while a spreadsheet is written. */
const EXPORT_BATCH = 1_000;

export function demandReportRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  async function queryOf(req: Request): Promise<DemandReportQuery> {
    const { financialYear, place } = await runOf(ctx.pool, fieldsOf(req), await ctx.scopeOf(req), ctx.now());
    const onDate = indiaDate(ctx.now());
    const { rules } = await rulesOn(ctx.pool, onDate);
    return {
      financialYear,
      currentYear: financialYearOfInstant(ctx.now()),
      onDate,
      rate: rules.interest,
      place,
    };
  }

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

  register('GET', 'taxDemands/defaultersList', async (req, res) => {
    const base = await defaulterQuery(req);
    const { page, limit } = pageOf(fieldsOf(req));
    const { data, total } = await defaulters(ctx.pool, { ...base, page, limit });
    res.json({ data, total, page, limit, onDate: base.onDate });
  });

  register('GET', 'taxDemands/defaultersList/export', async (req, res) => {
    const base = await defaulterQuery(req);
    async function* batches() {
      for (let page = 1; ; page++) {
        const { data } = await defaulters(ctx.pool, { ...base, page, limit: EXPORT_BATCH });
        if (data.length) yield data;
        if (data.length < EXPORT_BATCH) return;
      }
    }
    await streamWorkbook(res, `defaulters-${base.onDate}.xlsx`, 'Defaulters', DEFAULTER_COLUMNS, batches());
  });

  return router;
}
