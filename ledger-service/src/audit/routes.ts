// The auditor's calls (not in SPEC section 7, so a plain router with the guard applied by hand):
// a property's every event, its ledger on a day, and its replay against the read model and the
// hash chain. For nagar_nigam officials, within their zones and wards.
import { type Request } from 'express';
import { specRouter } from '../http/apiRouter';
import { propertyStream } from '@ptax/contracts';
import { notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { PROPERTY_NOT_FOUND } from '../properties/decide';
import { evolveProperty, initialPropertyState } from '../properties/property';
import { propertyIdOf } from '../properties/requests';
import { historyRow } from './history';
import { ledgerOfProperty } from './ledgerQuery';
import { replayProperty } from './replay';

export function auditRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  /** The whole stream of a property the caller may see (404 when there is none). */
  async function streamOf(req: Request) {
    const propertyUniqueId = propertyIdOf(req.params.id);
    const events = await ctx.store.readStream(propertyStream(propertyUniqueId));
    const property = events.reduce(evolveProperty, initialPropertyState);
    if (property.status === 'absent') throw notFound(PROPERTY_NOT_FOUND);
    assertInScope(await ctx.scopeOf(req), property.details.zoneId, property.details.wardId);
    return { propertyUniqueId, events };
  }

  register('GET', 'audit/properties/:id/history', async (req, res) => {
    const { events } = await streamOf(req);
    res.json({ data: events.map(historyRow), total: events.length });
  });

  register('GET', 'audit/properties/:id/ledger', async (req, res) => {
    const propertyUniqueId = propertyIdOf(req.params.id);
    res.json({
      data: await ledgerOfProperty(ctx, req, {
        propertyUniqueId,
        asOf: req.query.asOf,
        includeDeleted: true,
      }),
    });
  });

  register('GET', 'audit/properties/:id/replay', async (req, res) => {
    const { propertyUniqueId, events } = await streamOf(req);
    res.json({ data: await replayProperty(ctx, propertyUniqueId, events) });
  });

  return router;
}
