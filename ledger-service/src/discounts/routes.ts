import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { discountAddSchema, discountEditSchema, discountStream } from '@ptax/contracts';
import { discountOn, findDiscount, listDiscounts } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import {
  assertMasterEditor,
  idsOf,
  listPageOf,
  listReply,
  metadataOf,
  queryText,
} from '../geography/requests';
import { specRouter } from '../http/apiRouter';
import { badRequest, notFound } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { discountDecider, DISCOUNT_TEXT, type DiscountCommand } from './decide';

const IST_OFFSET_MS = 330 * 60_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET discounts, POST discounts/add, PATCH discounts/edit/{id}, GET discounts/posting. */
export function discountRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const at = () => new Date(ctx.now()).toISOString();

  const decide = async (req: Request, command: DiscountCommand) => {
    const { position } = await handleCommand(
      ctx.store,
      discountStream(command.discountId),
      discountDecider,
      command,
      metadataOf(req, command.type),
    );
    await ctx.readYourWrites(position);
    return findDiscount(ctx.pool, command.discountId);
  };

  register('GET', 'discounts', async (req: Request, res: Response) => {
    const page = listPageOf(req);
    const status = queryText(req, 'status');
    const filter = { ids: idsOf(req), status: status === undefined ? undefined : status === 'true' };
    const { rows, total } = await listDiscounts(ctx.pool, filter, page);
    res.json(listReply(rows, total, page));
  });

  register('POST', 'discounts/add', async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const input = parseWith(discountAddSchema, req.body);
    res
      .status(201)
      .json({ data: await decide(req, { type: 'AddDiscount', discountId: randomUUID(), input, at: at() }) });
  });

  register('PATCH', 'discounts/edit/:id', async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const input = parseWith(discountEditSchema, req.body);
    const discountId = String(req.params.id);
    if (!(await findDiscount(ctx.pool, discountId))) throw notFound(DISCOUNT_TEXT.notFound);
    res.json({ data: await decide(req, { type: 'EditDiscount', discountId, input, at: at() }) });
  });

  // The discount a payment posted on `date` (default: today in India) earns; null when none applies.
  register('GET', 'discounts/posting', async (req: Request, res: Response) => {
    const date = queryText(req, 'date') ?? new Date(ctx.now() + IST_OFFSET_MS).toISOString().slice(0, 10);
    if (!DATE.test(date))
      throw badRequest('date must be written YYYY-MM-DD', { date: 'date must be written YYYY-MM-DD' });
    res.json({ data: await discountOn(ctx.pool, date) });
  });

  return router;
}
