import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { mohallaRenameSchema, mohallaSchema, mohallaStream } from '@ptax/contracts';
import { findMohalla, findMohallaIdByName, findWard, listMohallas } from '@ptax/projections';
import { handleCommand } from '../../eventsourcing/commandHandler';
import { specRouter } from '../../http/apiRouter';
import { notFound } from '../../http/errors';
import { UNLIMITED, assertInScope } from '../../http/scope';
import { parseWith } from '../../http/validate';
import type { ModuleContext } from '../../moduleContract';
import type { KeyRegistry, NaturalKey } from '../keys';
import { carriesAny, parseParts } from '../parse';
import {
  assertMasterEditor,
  financialYearAt,
  idsOf,
  listPageOf,
  listReply,
  metadataOf,
  multipartFields,
  queryText,
} from '../requests';
import { RATE_FIELDS, RENAME_FIELDS, mohallaEditSchema, mohallaRatesSchema, ratesInPaise } from './body';
import { MOHALLA_TEXT, mohallaDecider } from './decide';

/** GET mohallas (zoneId, wardId filters); POST mohallas/add; PATCH mohallas/edit/{id} (multipart or JSON). */
export function mohallaRoutes(ctx: ModuleContext, keys: KeyRegistry) {
  const { router, register } = specRouter(__filename);
  const at = () => new Date(ctx.now()).toISOString();
  const nameKey = (wardId: string, name: string) => ({
    key: { kind: 'mohalla_name', parentId: wardId, key: name } satisfies NaturalKey,
    heldBy: () => findMohallaIdByName(ctx.pool, wardId, name),
  });
  const rowOf = async (mohallaId: string) =>
    (await listMohallas(ctx.pool, { ids: [mohallaId], scope: UNLIMITED }, { page: 1, limit: 1 })).rows[0];

  register('GET', 'mohallas', async (req: Request, res: Response) => {
    const page = listPageOf(req);
    const filter = {
      ids: idsOf(req),
      zoneId: queryText(req, 'zoneId'),
      wardId: queryText(req, 'wardId'),
      q: queryText(req, 'q'),
    };
    const { rows, total } = await listMohallas(ctx.pool, { ...filter, scope: await ctx.scopeOf(req) }, page);
    res.json(listReply(rows, total, page));
  });

  register('POST', 'mohallas/add', multipartFields, async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const body = parseWith(mohallaSchema, req.body);
    assertInScope(await ctx.scopeOf(req), body.zone, body.ward);
    const mohallaId = randomUUID();
    const ward = await findWard(ctx.pool, body.ward);
    await keys.withClaims(mohallaId, [nameKey(body.ward, body.name)], async ([nameTaken]) => {
      const command = {
        type: 'AddMohalla' as const,
        mohallaId,
        name: body.name,
        zoneId: body.zone,
        wardId: body.ward,
        ward,
        // No water or sewer tax unless the form says the mohalla has the service.
        waterTaxAvailable: body.water_tax_availability ?? false,
        sewerTaxAvailable: body.sewer_tax_availability ?? false,
        rates: ratesInPaise(body),
        nameTaken,
        at: at(),
      };
      const { position } = await handleCommand(
        ctx.store,
        mohallaStream(mohallaId),
        mohallaDecider,
        command,
        metadataOf(req, 'AddMohalla'),
      );
      await ctx.readYourWrites(position);
    });
    res.status(201).json({ data: await rowOf(mohallaId) });
  });

  register('PATCH', 'mohallas/edit/:id', multipartFields, async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const [body, rename, rates] = parseParts(
      req.body,
      mohallaEditSchema,
      carriesAny(req.body, RENAME_FIELDS) ? mohallaRenameSchema : null,
      carriesAny(req.body, RATE_FIELDS) ? mohallaRatesSchema : null,
    );
    const mohalla = await findMohalla(ctx.pool, String(req.params.id));
    if (!mohalla) throw notFound(MOHALLA_TEXT.notFound);
    assertInScope(await ctx.scopeOf(req), mohalla.zoneId, mohalla.wardId);
    const newName = rename?.mohallaNewName ?? (body.name && body.name !== mohalla.name ? body.name : null);
    const claims = newName ? [nameKey(mohalla.wardId, newName)] : [];
    const currentFinancialYear = financialYearAt(ctx.now());
    const { events } = await keys.withClaims(mohalla.id, claims, async ([nameTaken = false]) => {
      const command = {
        type: 'EditMohalla' as const,
        zoneId: body.zone,
        wardId: body.ward,
        rename: newName
          ? { mohallaOldName: rename?.mohallaOldName ?? mohalla.name, mohallaNewName: newName, nameTaken }
          : undefined,
        services: {
          waterTaxAvailable: body.water_tax_availability,
          sewerTaxAvailable: body.sewer_tax_availability,
        },
        rates: rates
          ? {
              rates: ratesInPaise(rates),
              effectiveFromFinancialYear: body.effectiveFromFinancialYear ?? currentFinancialYear,
            }
          : undefined,
        currentFinancialYear,
        at: at(),
      };
      const result = await handleCommand(
        ctx.store,
        mohallaStream(mohalla.id),
        mohallaDecider,
        command,
        metadataOf(req, 'EditMohalla'),
      );
      await ctx.readYourWrites(result.position);
      return result;
    });
    const renamed = events.some((event) => event.type === 'MohallaRenamed');
    if (renamed && newName?.toLowerCase() !== mohalla.name.toLowerCase())
      await keys.release({ kind: 'mohalla_name', parentId: mohalla.wardId, key: mohalla.name }, mohalla.id);
    res.json({ data: await rowOf(mohalla.id) });
  });

  return router;
}
