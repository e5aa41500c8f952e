import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { wardRenameSchema, wardSchema, wardStream } from '@ptax/contracts';
import { findWard, findWardIdByName, findWardIdByNumber, findZone, listWards } from '@ptax/projections';
import { handleCommand } from '../../eventsourcing/commandHandler';
import { specRouter } from '../../http/apiRouter';
import { notFound } from '../../http/errors';
import { UNLIMITED, assertInScope } from '../../http/scope';
import { parseWith } from '../../http/validate';
import type { ModuleContext } from '../../moduleContract';
import type { KeyRegistry, NaturalKey } from '../keys';
import { carriesAny, parseParts } from '../parse';
import { assertMasterEditor, idsOf, listPageOf, listReply, metadataOf, queryText } from '../requests';
import { RENAME_FIELDS, wardEditSchema } from './body';
import { WARD_TEXT, wardDecider } from './decide';

/** GET wards (zoneId filter), wards/all; POST wards/add; PATCH wards/edit/{id} (rename). */
export function wardRoutes(ctx: ModuleContext, keys: KeyRegistry) {
  const { router, register } = specRouter(__filename);
  const at = () => new Date(ctx.now()).toISOString();
  const nameKey = (zoneId: string, name: string) => ({
    key: { kind: 'ward_name', parentId: zoneId, key: name } satisfies NaturalKey,
    heldBy: () => findWardIdByName(ctx.pool, zoneId, name),
  });
  const rowOf = async (wardId: string) =>
    (await listWards(ctx.pool, { ids: [wardId], scope: UNLIMITED }, { page: 1, limit: 1 })).rows[0];

  const list = (all: boolean) => async (req: Request, res: Response) => {
    const page = listPageOf(req, all);
    const filter = {
      ids: idsOf(req),
      cityId: queryText(req, 'cityId'),
      zoneId: queryText(req, 'zoneId'),
      q: queryText(req, 'q'),
    };
    const { rows, total } = await listWards(ctx.pool, { ...filter, scope: await ctx.scopeOf(req) }, page);
    res.json(listReply(rows, total, page));
  };
  register('GET', 'wards', list(false));
  register('GET', 'wards/all', list(true));

  register('POST', 'wards/add', async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const body = parseWith(wardSchema, req.body);
    const wardId = randomUUID();
    assertInScope(await ctx.scopeOf(req), body.zone_id, wardId);
    const zone = await findZone(ctx.pool, body.zone_id);
    const claims = [
      {
        key: { kind: 'ward_no', parentId: body.zone_id, key: String(body.ward_no) } satisfies NaturalKey,
        heldBy: () => findWardIdByNumber(ctx.pool, body.zone_id, body.ward_no),
      },
      nameKey(body.zone_id, body.ward_fullname),
    ];
    await keys.withClaims(wardId, claims, async ([wardNoTaken, nameTaken]) => {
      const command = {
        type: 'AddWard' as const,
        wardId,
        cityId: body.city_id,
        zoneId: body.zone_id,
        zone,
        wardNo: body.ward_no,
        wardFullname: body.ward_fullname,
        wardNoTaken,
        nameTaken,
        boundary: body.boundary,
        at: at(),
      };
      const { position } = await handleCommand(
        ctx.store,
        wardStream(wardId),
        wardDecider,
        command,
        metadataOf(req, 'AddWard'),
      );
      await ctx.readYourWrites(position);
    });
    res.status(201).json({ data: await rowOf(wardId) });
  });

  register('PATCH', 'wards/edit/:id', async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const wantsRename = carriesAny(req.body, RENAME_FIELDS);
    const [body, rename] = parseParts(req.body, wardEditSchema, wantsRename ? wardRenameSchema : null, null);
    const ward = await findWard(ctx.pool, String(req.params.id));
    if (!ward) throw notFound(WARD_TEXT.notFound);
    assertInScope(await ctx.scopeOf(req), ward.zoneId, ward.id);
    const newName =
      rename?.updatedName ??
      (body.ward_fullname && body.ward_fullname !== ward.wardFullname ? body.ward_fullname : null);
    const claims = newName ? [nameKey(ward.zoneId, newName)] : [];
    const { events } = await keys.withClaims(ward.id, claims, async ([nameTaken = false]) => {
      const command = {
        type: 'EditWard' as const,
        wardNo: body.ward_no,
        zoneId: body.zone_id,
        rename: newName
          ? { existingName: rename?.existingName ?? ward.wardFullname, updatedName: newName, nameTaken }
          : undefined,
        boundary: body.boundary,
        at: at(),
      };
      const result = await handleCommand(
        ctx.store,
        wardStream(ward.id),
        wardDecider,
        command,
        metadataOf(req, 'EditWard'),
      );
      await ctx.readYourWrites(result.position);
      return result;
    });
    if (
      events.some((event) => event.type === 'WardRenamed') &&
      newName?.toLowerCase() !== ward.wardFullname.toLowerCase()
    )
      await keys.release({ kind: 'ward_name', parentId: ward.zoneId, key: ward.wardFullname }, ward.id);
    res.json({ data: await rowOf(ward.id) });
  });

  return router;
}
