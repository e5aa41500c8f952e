// The jalkal commands: POST jalkal (any signed-in staff, multipart with the evidence as `documents`),
// PATCH jalkal/approve/{id} and jalkal/reject/{id} (jalkal officials). Each answers with the request
// as the read model holds it once the writes reached it.
import type { Request } from 'express';
import {
  financialYearOfInstant,
  indiaDate,
  jalkalDecisionSchema,
  jalkalRequestSchema,
} from '@ptax/contracts';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { checkedDocuments, documentsUpload } from '../objection/documents';
import { metadataOf } from '../properties/requests';
import { approveJalkalEdit, officialOf, rejectJalkalEdit } from './decisions';
import { raiseJalkalEdit } from './raise';
import { jalkalRow } from './rows';

const idOf = (req: Request) => String(req.params.id).trim().toUpperCase();

export function jalkalCommandRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const thisYear = () => financialYearOfInstant(ctx.now());

  register('POST', 'jalkal', documentsUpload, async (req, res) => {
    const input = parseWith(jalkalRequestSchema(indiaDate(ctx.now())), req.body);
    const { jalkalEditId, position } = await raiseJalkalEdit(
      ctx,
      input,
      checkedDocuments(req),
      await ctx.scopeOf(req),
      metadataOf(req, 'RequestJalkalEdit', input.reason),
    );
    await ctx.readYourWrites(position);
    res.status(201).json({ data: await jalkalRow(ctx, jalkalEditId, thisYear()) });
  });

  register('PATCH', 'jalkal/approve/:id', async (req, res) => {
    const input = parseWith(jalkalDecisionSchema, req.body);
    const official = await officialOf(ctx, req, input);
    await ctx.readYourWrites(await approveJalkalEdit(ctx, official, idOf(req), input.comment));
    res.json({ data: await jalkalRow(ctx, idOf(req), thisYear()) });
  });

  register('PATCH', 'jalkal/reject/:id', async (req, res) => {
    const input = parseWith(jalkalDecisionSchema, req.body);
    const official = await officialOf(ctx, req, input);
    await ctx.readYourWrites(await rejectJalkalEdit(ctx, official, idOf(req), input.comment));
    res.json({ data: await jalkalRow(ctx, idOf(req), thisYear()) });
  });

  return router;
}
