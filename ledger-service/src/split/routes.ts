// The split calls: PATCH properties/splitProperty (preview=true answers what it would do and writes
// nothing) and GET properties/splits, the splits made within the caller's zones and wards.
import { listSplits } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import type { ModuleContext } from '../moduleContract';
import { createPropertyIdAllocator } from '../properties/propertyIds';
import { fieldsOf, pageOf, propertyIdOf } from '../properties/requests';
import { previewSplit, splitProperty } from './request';

const isPreview = (value: unknown) => value === 'true' || value === true;

export function splitRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const ids = createPropertyIdAllocator(ctx.store, ctx.now);

  register('PATCH', 'properties/splitProperty', async (req, res) => {
    if (isPreview(req.query.preview)) res.json({ data: await previewSplit(ctx, req) });
    else res.json({ data: await splitProperty(ctx, ids, req) });
  });

  register('GET', 'properties/splits', async (req, res) => {
    const fields = fieldsOf(req);
    const page = pageOf(fields);
    const propertyUniqueId = fields.propertyUniqueId ? propertyIdOf(fields.propertyUniqueId) : undefined;
    const { rows, total } = await listSplits(ctx.pool, { propertyUniqueId }, await ctx.scopeOf(req), page);
    res.json({ data: rows, total, page: page.page, limit: page.limit });
  });
  return router;
}
