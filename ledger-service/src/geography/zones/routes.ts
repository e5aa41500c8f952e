import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { zoneSchema, zoneStream } from '@ptax/contracts';
import { findCity, findZoneIdByNumber, listZones } from '@ptax/projections';
import { handleCommand } from '../../eventsourcing/commandHandler';
import { specRouter } from '../../http/apiRouter';
import { forbidden } from '../../http/errors';
import { UNLIMITED } from '../../http/scope';
import { parseWith } from '../../http/validate';
import type { ModuleContext } from '../../moduleContract';
import type { KeyRegistry } from '../keys';
import { assertMasterEditor, idsOf, listPageOf, listReply, metadataOf, queryText } from '../requests';
import { zoneDecider } from './decide';

/** GET zones, zones/all; POST zones/add. */
export function zoneRoutes(ctx: ModuleContext, keys: KeyRegistry) {
  const { router, register } = specRouter(__filename);

  const list = (all: boolean) => async (req: Request, res: Response) => {
    const page = listPageOf(req, all);
    const filter = { ids: idsOf(req), cityId: queryText(req, 'cityId'), q: queryText(req, 'q') };
    const { rows, total } = await listZones(ctx.pool, { ...filter, scope: await ctx.scopeOf(req) }, page);
    res.json(listReply(rows, total, page));
  };
  register('GET', 'zones', list(false));
  register('GET', 'zones/all', list(true));

  register('POST', 'zones/add', async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const body = parseWith(zoneSchema, req.body);
    const scope = await ctx.scopeOf(req);
    // A new zone is outside every list of zones or wards an official may be limited to.
    if (scope.zones || scope.wards) throw forbidden('Officials limited to zones or wards can not add zones');
    const zoneId = randomUUID();
    const cityId = body.city_id;
    const city = await findCity(ctx.pool, cityId);
    const zoneNoKey = {
      key: { kind: 'zone_no' as const, parentId: cityId, key: String(body.zone_no) },
      heldBy: () => findZoneIdByNumber(ctx.pool, cityId, body.zone_no),
    };
    await keys.withClaims(zoneId, [zoneNoKey], async ([zoneNoTaken]) => {
      const command = {
        type: 'AddZone' as const,
        zoneId,
        cityId,
        zoneNo: body.zone_no,
        name: body.name ?? undefined,
        cityExists: city !== null,
        zoneNoTaken,
        at: new Date(ctx.now()).toISOString(),
      };
      const { position } = await handleCommand(
        ctx.store,
        zoneStream(zoneId),
        zoneDecider,
        command,
        metadataOf(req, 'AddZone'),
      );
      await ctx.readYourWrites(position);
    });
    const { rows } = await listZones(ctx.pool, { ids: [zoneId], scope: UNLIMITED }, { page: 1, limit: 1 });
    res.status(201).json({ data: rows[0] });
  });

  return router;
}
