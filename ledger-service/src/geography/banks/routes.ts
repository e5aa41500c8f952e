import type { Request, Response } from 'express';
import { listBanks } from '@ptax/projections';
import { specRouter } from '../../http/apiRouter';
import type { ModuleContext } from '../../moduleContract';

/** GET banks: the bank master (read-only; seeded). */
export function bankRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  register('GET', 'banks', async (_req: Request, res: Response) => {
    const rows = await listBanks(ctx.pool);
    res.json({ data: rows, total: rows.length });
  });
  return router;
}
