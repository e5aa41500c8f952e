// The objection lists (SPEC section 7, "Objections"): GET objection, objection/resolved, export and
// summary for signed-in staff within their zones and wards (operators: their own uploads), and the
// public POST objection/status a citizen follows an objection with.
import type { Request, Response } from 'express';
import {
  humanizeName,
  objectionStatusQuerySchema,
  OBJECTION_MESSAGES,
  type ObjectionRow,
} from '@ptax/contracts';
import {
  listObjections,
  objectionBatches,
  objectionSummary,
  publicObjections,
  type ObjectionView,
} from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { notFound } from '../http/errors';
import { limitPerAddress, publicLookups } from '../http/rateLimit';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { indiaDate, streamWorkbook, type ExportColumn } from '../properties/export';
import { fieldsOf, pageOf } from '../properties/requests';
import { exportHeading } from '../reports/exportHeading';
import { objectionFiltersOf } from './requests';
import { withLinks } from './rows';

const OBJECTION_COLUMNS: ExportColumn<Omit<ObjectionRow, 'documents'>>[] = [
  { header: 'Objection Number', width: 22, value: (r) => r.objectionId },
  { header: 'Property ID', width: 20, value: (r) => r.propertyUniqueId },
  { header: 'Owner Name', width: 28, value: (r) => r.ownerName },
  { header: 'Mohalla', width: 22, value: (r) => r.mohallaName },
  { header: 'Objection Date', kind: 'date', value: (r) => r.objectionDate },
  { header: 'Objection', width: 48, value: (r) => r.description },
  { header: 'Uploaded By', width: 28, value: (r) => r.uploadedBy },
  { header: 'Uploader Type', value: (r) => humanizeName(r.uploaderType) },
  { header: 'Uploaded At', width: 24, kind: 'dateTime', value: (r) => r.uploadedAt },
  { header: 'Status', value: (r) => humanizeName(r.status) },
  { header: 'Rejection Reason', width: 36, value: (r) => r.rejectionReason },
  { header: 'Rejected At', width: 24, kind: 'dateTime', value: (r) => r.rejectedAt },
  { header: 'Resolution Remarks', width: 36, value: (r) => r.resolutionRemarks },
  { header: 'Resolved At', width: 24, kind: 'dateTime', value: (r) => r.resolvedAt },
  { header: 'Reassessed', value: (r) => (r.reassessed ? 'Yes' : 'No') },
];

export function objectionQueryRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  const list = (view: ObjectionView) => async (req: Request, res: Response) => {
    const page = pageOf(fieldsOf(req));
    const filters = objectionFiltersOf(req);
    const { rows, total } = await listObjections(ctx.pool, filters, await ctx.scopeOf(req), page, view);
    const data = rows.map((row) => withLinks(row, ctx.fileLinks));
    res.json({ data, total, page: page.page, limit: page.limit });
  };
  register('GET', 'objection', list('raised'));
  register('GET', 'objection/resolved', list('resolved'));

  register('GET', 'objection/export', async (req, res) => {
    const batches = objectionBatches(ctx.pool, objectionFiltersOf(req), await ctx.scopeOf(req));
    const fileName = `objections-${indiaDate(ctx.now())}.xlsx`;
    await streamWorkbook(res, fileName, {
      heading: await exportHeading(ctx, req, 'Objections'),
      sheetName: 'Objections',
      columns: OBJECTION_COLUMNS,
      batches,
    });
  });

  register('GET', 'objection/summary', async (req, res) => {
    res.json({ data: await objectionSummary(ctx.pool, objectionFiltersOf(req), await ctx.scopeOf(req)) });
  });

  const statusLookups = limitPerAddress(ctx.pool, ctx.now, { name: 'objectionStatus', ...publicLookups() });
  register('POST', 'objection/status', statusLookups, async (req, res) => {
    const query = parseWith(objectionStatusQuerySchema, fieldsOf(req));
    const found = await publicObjections(ctx.pool, query);
    if (found.length === 0) throw notFound(OBJECTION_MESSAGES.notFound);
    res.json({ data: found });
  });

  return router;
}
