// The property register's commands (SPEC section 7). Each answers with the property as the read
// model now holds it: the command waited for the read models before answering.
import { Router, type Request, type Response } from 'express';
import { findProperty } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import type { ModuleContext } from '../moduleContract';
import { createPropertyCommands } from './commands';
import { withPlaceNames } from './places';
import { propertyQueryRoutes } from './queryRoutes';
import { multipart } from './uploads';

function propertyCommandRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const commands = createPropertyCommands(ctx);

  const answer = async (res: Response, propertyUniqueId: string, status = 200) => {
    const row = await findProperty(ctx.pool, propertyUniqueId);
    res
      .status(status)
      .json({ data: row ? (await withPlaceNames(ctx.pool, [row]))[0] : { propertyUniqueId } });
  };

  register('POST', 'properties/add', multipart, async (req: Request, res: Response) => {
    await answer(res, await commands.register(req), 201);
  });
  register('PATCH', 'properties/edit/:id', multipart, async (req, res) => {
    await answer(res, await commands.edit(req, req.params.id));
  });
  // The same edit, the property named in the query (SPEC section 7); a missing or wrong id is a 400.
  register('PATCH', 'properties/editProperty', multipart, async (req, res) => {
    await answer(res, await commands.edit(req, req.query.propertyUniqueId));
  });
  register('PATCH', 'properties/updateOwnerDetails', multipart, async (req, res) => {
    await answer(res, await commands.updateOwner(req));
  });
  register('PATCH', 'properties/updateBuildingImages', multipart, async (req, res) => {
    await answer(res, await commands.updateImages(req));
  });
  register('POST', 'properties/premises/:id', multipart, async (req, res) => {
    await answer(res, await commands.premises(req, req.params.id, 'add'), 201);
  });
  register('PUT', 'properties/premises/:id', multipart, async (req, res) => {
    await answer(res, await commands.premises(req, req.params.id, 'change'));
  });
  register('PATCH', 'properties/removeMatchingDetails/:id', async (req, res) => {
    await answer(res, await commands.removeMatching(req, req.params.id));
  });
  register('POST', 'properties/delete', multipart, async (req, res) => {
    const deleted = await commands.remove(req);
    res.json({
      data: { propertyIds: deleted },
      message: `${deleted.length} ${deleted.length === 1 ? 'property' : 'properties'} deleted`,
    });
  });
  return router;
}

export function propertyRoutes(ctx: ModuleContext) {
  return Router().use(propertyCommandRoutes(ctx), propertyQueryRoutes(ctx));
}
