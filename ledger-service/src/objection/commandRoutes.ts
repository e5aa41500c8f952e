// The objection commands: POST objection/upload (any signed-in staff, multipart with `documents`),
// PATCH objection/reject/{id} and PATCH properties/resolveObjection (nagar_nigam). Each answers with
// the objection as the read model holds it once the write reached it.
import { objectionRejectSchema, objectionUploadSchema } from '@ptax/contracts';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { createPropertyCommands } from '../properties/commands';
import { metadataOf } from '../properties/requests';
import { multipart } from '../properties/uploads';
import { checkedDocuments, documentsUpload } from './documents';
import { rejectObjection } from './reject';
import { uploaderTypeOf } from './requests';
import { resolveObjection } from './resolve';
import { objectionRow } from './rows';
import { uploadObjection } from './upload';

export function objectionCommandRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const properties = createPropertyCommands(ctx);

  register('POST', 'objection/upload', documentsUpload, async (req, res) => {
    const input = parseWith(objectionUploadSchema, req.body);
    const documents = checkedDocuments(req);
    const { objectionId, position } = await uploadObjection(
      ctx,
      { ...input, uploaderType: uploaderTypeOf(req), documents },
      await ctx.scopeOf(req),
      metadataOf(req, 'UploadObjection'),
    );
    await ctx.readYourWrites(position);
    res.status(201).json({ data: await objectionRow(ctx, objectionId) });
  });

  register('PATCH', 'objection/reject/:id', async (req, res) => {
    const { reason } = parseWith(objectionRejectSchema, req.body);
    const objectionId = String(req.params.id).trim().toUpperCase();
    const metadata = metadataOf(req, 'RejectObjection', reason);
    await ctx.readYourWrites(
      await rejectObjection(ctx, objectionId, reason, await ctx.scopeOf(req), metadata),
    );
    res.json({ data: await objectionRow(ctx, objectionId) });
  });

  register('PATCH', 'properties/resolveObjection', multipart, async (req, res) => {
    const { objectionId, position, reassessed, demandReplaced } = await resolveObjection(
      ctx,
      properties,
      req,
    );
    await ctx.readYourWrites(position);
    res.json({ data: { objection: await objectionRow(ctx, objectionId), reassessed, demandReplaced } });
  });

  return router;
}
