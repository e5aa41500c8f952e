import type { Request, Response } from 'express';
import { ACCESS_NAMES, LOGIN_TYPES, roleAddSchema } from '@ptax/contracts';
import { findOperatorById, listOperators } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { requestMetadata, requireAdministrator } from './access';
import { staffListQuery } from './listQuery';

/** Operators are data-upload users: the operator login type and role (seeded with that id). */
export const OPERATOR_ACCESS = {
  loginType: LOGIN_TYPES.operator,
  accessId: ACCESS_NAMES.operator,
  accessName: ACCESS_NAMES.operator,
  accessType: 'data_entry',
} as const;

/** operators/all and the Operators master's create. */
export function operatorRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  register('GET', 'operators/all', async (req: Request, res: Response) => {
    const query = staffListQuery(req);
    const { rows, total } = await listOperators(ctx.pool, query);
    res.json({ data: rows, total, page: query.page, limit: query.limit });
  });

  register('POST', 'operators', async (req: Request, res: Response) => {
    await requireAdministrator(ctx.directory, req, 'Only an administrator can manage operators');
    const { password, city_id, ...user } = parseWith(roleAddSchema, req.body);
    const { id, position } = await ctx.accounts.registerOperator(
      { ...user, ...OPERATOR_ACCESS, cityId: city_id },
      password,
      requestMetadata(req),
    );
    await ctx.readYourWrites(position);
    res.status(201).json({ data: await findOperatorById(ctx.pool, id) });
  });

  return router;
}
