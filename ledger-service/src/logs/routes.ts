// The logs (SPEC section 7, "GIS and logs"): GET logs and its six siblings, each a page of changes
// newest first with its total, or with `export=xlsx` the whole selection as a spreadsheet. For
// nagar_nigam officials (contracts API_CALLS), within their zones and wards.
import type { Request, Response } from 'express';
import { humanizeName, LOG_KINDS, LOG_PATHS, type LogKind } from '@ptax/contracts';
import { listLogEntries, logEntryBatches } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import type { ModuleContext } from '../moduleContract';
import { indiaDate, streamWorkbook } from '../properties/export';
import { fieldsOf, pageOf } from '../properties/requests';
import { exportHeading } from '../reports/exportHeading';
import { LOG_COLUMNS } from './export';
import { logFiltersOf, wantsExport } from './requests';

export function logRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  const answer = (kind: LogKind) => async (req: Request, res: Response) => {
    const fields = fieldsOf(req);
    const filters = logFiltersOf(fields);
    const exporting = wantsExport(fields);
    const page = exporting ? null : pageOf(fields);
    const scope = await ctx.scopeOf(req);
    if (!page) {
      const fileName = `logs-${kind}-${indiaDate(ctx.now())}.xlsx`;
      const batches = logEntryBatches(ctx.pool, kind, filters, scope);
      return streamWorkbook(res, fileName, {
        heading: await exportHeading(ctx, req, `Logs: ${humanizeName(kind)}`),
        sheetName: 'Logs',
        columns: LOG_COLUMNS,
        batches,
      });
    }
    const { rows, total } = await listLogEntries(ctx.pool, kind, filters, scope, page);
    res.json({ data: rows, total, page: page.page, limit: page.limit });
  };

  for (const kind of LOG_KINDS) register('GET', LOG_PATHS[kind], answer(kind));
  return router;
}
