import type { Request, Response } from 'express';
import { categoryInputSchema } from '@ptax/contracts';
import { findCategory, listCategories } from '@ptax/projections';
import { assertMasterEditor, metadataOf } from '../geography/requests';
import { specRouter } from '../http/apiRouter';
import { badRequest, notFound } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import type { CategoryCommands } from './commands';
import { CATEGORY_TEXT } from './decide';

function categoryNumberOf(req: Request): number {
  const n = Number(req.params.id);
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest('The category ID must be a whole number');
  return n;
}

/** GET and POST categories; PATCH and DELETE categories/categoryID={id} (SPEC section 7). */
export function categoryRoutes(ctx: ModuleContext, categories: CategoryCommands) {
  const { router, register } = specRouter(__filename);

  const answer = async (res: Response, status: number, categoryNumber: number, position: number) => {
    await ctx.readYourWrites(position);
    res.status(status).json({ data: await findCategory(ctx.pool, categoryNumber) });
  };
  const existing = async (categoryNumber: number) => {
    const category = await findCategory(ctx.pool, categoryNumber);
    if (!category) throw notFound(CATEGORY_TEXT.notFound);
    return category;
  };

  // A small master: every category in one list, as the property form's drop-downs need it.
  register('GET', 'categories', async (_req: Request, res: Response) => {
    const rows = await listCategories(ctx.pool);
    res.json({ data: rows, total: rows.length, page: 1, limit: rows.length });
  });

  register('POST', 'categories', async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const input = parseWith(categoryInputSchema, req.body);
    const { categoryNumber, position } = await categories.add(input, metadataOf(req, 'AddCategory'));
    await answer(res, 201, categoryNumber, position);
  });

  register('PATCH', 'categories/categoryID=:id', async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const categoryNumber = categoryNumberOf(req);
    const input = parseWith(categoryInputSchema, req.body);
    const current = (await existing(categoryNumber)).subCategories.map((sub) => sub.subCategory);
    const position = await categories.edit(categoryNumber, input, current, metadataOf(req, 'EditCategory'));
    await answer(res, 200, categoryNumber, position);
  });

  register('DELETE', 'categories/categoryID=:id', async (req: Request, res: Response) => {
    assertMasterEditor(req);
    const categoryNumber = categoryNumberOf(req);
    const category = await existing(categoryNumber);
    const position = await categories.remove(categoryNumber, metadataOf(req, 'DeleteCategory'));
    await ctx.readYourWrites(position);
    res.json({ data: category });
  });

  return router;
}
