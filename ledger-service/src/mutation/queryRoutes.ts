// GET mutations (the status filter, zone / ward / mohalla, the requested range, paged) and
// GET mutations/all (every mutation the filters select), within the caller's zones and wards.
import type { Request, Response } from 'express';
import { listMutations } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf, pageOf } from '../properties/requests';
import { mutationFiltersOf } from './requests';
import { withLinks } from './rows';

export function mutationQueryRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  const list = (paged: boolean) => async (req: Request, res: Response) => {
    const page = pageOf(fieldsOf(req));
    const filters = mutationFiltersOf(req);
    const { rows, total } = await listMutations(
      ctx.pool,
      filters,
      await ctx.scopeOf(req),
      paged ? page : null,
    );
    const data = rows.map((row) => withLinks(row, ctx.fileLinks));
    res.json(paged ? { data, total, page: page.page, limit: page.limit } : { data, total });
  };

  register('GET', 'mutations', list(true));
  register('GET', 'mutations/all', list(false));
  return router;
}
