import type { Request, Response } from 'express';
import { listCities } from '@ptax/projections';
import { specRouter } from '../../http/apiRouter';
import type { ModuleContext } from '../../moduleContract';

/** GET cities: the city master (read-only; seeded). */
export function cityRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  register('GET', 'cities', async (_req: Request, res: Response) => {
    const rows = await listCities(ctx.pool);
    res.json({ data: rows, total: rows.length });
  });
  return router;
}
