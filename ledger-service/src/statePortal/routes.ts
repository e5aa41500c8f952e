// taxCollections/pushToENagarSewa: the GET reads (batches, reconciliation, or the CSV of the records)
// and never sends; the POST queues a day's push and the retry re-queues a failed batch, both for
// administrators only (access name admin or a super admin). Guards come from contracts API_CALLS.
import type { Request, Response } from 'express';
import { specRouter } from '../http/apiRouter';
import { currentUser } from '../http/auth';
import { badRequest } from '../http/errors';
import type { ModuleContext } from '../moduleContract';
import { requireAdministrator } from '../staff/access';
import { recordsCsv } from './csv';
import { queuePush, retryBatch } from './outbox';
import { overviewOf } from './overview';
import { daysOf, formatOf } from './requests';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONLY_ADMINS = 'Only an administrator can push to e-Nagar Sewa';

export function statePortalRoutes(ctx: ModuleContext, cityCode: string) {
  const { router, register } = specRouter(__filename);

  register('GET', 'taxCollections/pushToENagarSewa', async (req: Request, res: Response) => {
    const format = formatOf(req);
    const days = daysOf(req, ctx.now(), false);
    if (format === 'csv') {
      const name = `enagarsewa-${days[0]}${days.length > 1 ? `-to-${days[days.length - 1]}` : ''}.csv`;
      res
        .type('text/csv; charset=utf-8')
        .attachment(name)
        .send(await recordsCsv(ctx.pool, cityCode, days));
      return;
    }
    res.json({ data: await overviewOf(ctx.pool, cityCode, days) });
  });

  register('POST', 'taxCollections/pushToENagarSewa', async (req: Request, res: Response) => {
    await requireAdministrator(ctx.directory, req, ONLY_ADMINS);
    const days = daysOf(req, ctx.now(), true);
    const batches = await queuePush(ctx.pool, cityCode, days, currentUser(req).email);
    const records = batches.reduce((sum, batch) => sum + batch.records, 0);
    const which = days.length > 1 ? `${days[0]} to ${days[days.length - 1]}` : days[0];
    const message = records
      ? `${records} records of ${which} queued for e-Nagar Sewa`
      : `Nothing new to send for ${which}`;
    res
      .status(records ? 201 : 200)
      .json({ status: records ? 201 : 200, message, data: { batches, records, message } });
  });

  register('POST', 'taxCollections/pushToENagarSewa/retry/:id', async (req: Request, res: Response) => {
    await requireAdministrator(ctx.directory, req, ONLY_ADMINS);
    const id = String(req.params.id);
    if (!UUID.test(id)) throw badRequest('Invalid batch id');
    const records = await retryBatch(ctx.pool, id);
    res.json({ status: 200, message: `${records} records queued again`, data: { id, records } });
  });

  return router;
}
