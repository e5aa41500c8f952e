// GET properties/propertyWise, summaryProperties and taxSummary (SPEC section 7): each property's
// demand, collection and balance; properties counted by place; demand and collection by year and
// tax head. Place and year as the demand reports read them; format=xlsx|pdf answers the file.
import type { Request } from 'express';
import { PROPERTY_REPORT_NAMES, PROPERTY_REPORT_TABLES } from '@ptax/contracts';
import {
  countPropertyWise,
  demandReport,
  propertySummary,
  propertyWise,
  propertyWiseBatches,
  taxSummary,
  taxSummaryTotals,
  type PropertyWiseRow,
} from '@ptax/projections';
import { demandQueryOf } from '../demandReports/query';
import { specRouter } from '../http/apiRouter';
import type { ModuleContext } from '../moduleContract';
import { answerReport, reportFormatOf } from '../reports/answerReport';
import { fieldsOf, pageOf } from '../properties/requests';
import { languageOf } from '../tax/arvReport';
import { propertyIdOf } from './requests';

/** Properties read per query while a file is written. */
const EXPORT_BATCH = 2_000;

export function propertyReportRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  register('GET', 'properties/propertyWise', async (req: Request, res) => {
    const query = await demandQueryOf(ctx, req);
    const propertyUniqueId = propertyIdOf(req);
    const [whole] = await demandReport(ctx.pool, query, 'none');
    const totals = { arrears: whole.arrears, current: whole.current, total: whole.total };
    if (reportFormatOf(req)) {
      const data: PropertyWiseRow[] = [];
      for await (const batch of propertyWiseBatches(ctx.pool, query, EXPORT_BATCH, propertyUniqueId))
        data.push(...batch);
      // One property asked for: its own figures are the totals.
      await answerReport(ctx, req, res, PROPERTY_REPORT_TABLES.propertyWise, {
        data,
        totals: propertyUniqueId ? data[0] : totals,
      });
      return;
    }
    const { page, limit } = pageOf(fieldsOf(req));
    const [data, total] = await Promise.all([
      propertyWise(ctx.pool, query, { limit, offset: (page - 1) * limit, propertyUniqueId }),
      countPropertyWise(ctx.pool, query, propertyUniqueId),
    ]);
    const { financialYear, onDate } = query;
    res.json({
      data,
      total,
      page,
      limit,
      totals: propertyUniqueId ? data[0] : totals,
      financialYear,
      onDate,
    });
  });

  register('GET', 'properties/summaryProperties', async (req: Request, res) => {
    const { financialYear, place } = await demandQueryOf(ctx, req);
    const { level, rows, totals } = await propertySummary(ctx.pool, place, financialYear);
    await answerReport(ctx, req, res, PROPERTY_REPORT_TABLES.summaryProperties, {
      data: rows,
      totals,
      level,
      financialYear,
    });
  });

  register('GET', 'properties/taxSummary', async (req: Request, res) => {
    const query = await demandQueryOf(ctx, req);
    const language = languageOf(req);
    const rows = (await taxSummary(ctx.pool, query)).map((row) => ({
      ...row,
      headName: PROPERTY_REPORT_NAMES.head[row.head][language],
    }));
    const { financialYear, onDate } = query;
    await answerReport(ctx, req, res, PROPERTY_REPORT_TABLES.taxSummary, {
      data: rows,
      totals: taxSummaryTotals(rows),
      financialYear,
      onDate,
    });
  });

  return router;
}
