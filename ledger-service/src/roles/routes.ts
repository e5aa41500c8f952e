import type { Request, Response } from 'express';
import { roleMasterSchema } from '@ptax/contracts';
import { findRole, listRoles } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { requestMetadata, requireSuperAdmin } from '../staff/access';
import type { RoleCommands } from './commands';

// The Roles Master sits under the super admins' Utilities menu (SPEC section 2): only they change roles.
const ONLY_SUPER_ADMINS = 'Only a super admin can manage roles';

/** GET roles/all and roles (every role, by name), POST roles/add, PATCH roles/edit/{id}. */
export function roleRoutes(ctx: ModuleContext, roles: RoleCommands) {
  const { router, register } = specRouter(__filename);

  const termsOf = (body: unknown) => {
    const { name, privileges } = parseWith(roleMasterSchema, body);
    return { name, privileges: [...new Set(privileges)] };
  };
  const answerWith = async (res: Response, status: number, id: string, position: number) => {
    await ctx.readYourWrites(position);
    res.status(status).json({ data: await findRole(ctx.pool, id) });
  };

  const all = async (_req: Request, res: Response) => {
    const rows = await listRoles(ctx.pool);
    res.json({ data: rows, total: rows.length });
  };
  register('GET', 'roles/all', all);
  register('GET', 'roles', all);

  register('POST', 'roles/add', async (req: Request, res: Response) => {
    await requireSuperAdmin(ctx.directory, req, ONLY_SUPER_ADMINS);
    const { id, position } = await roles.add(termsOf(req.body), requestMetadata(req));
    await answerWith(res, 201, id, position);
  });

  register('PATCH', 'roles/edit/:id', async (req: Request, res: Response) => {
    await requireSuperAdmin(ctx.directory, req, ONLY_SUPER_ADMINS);
    const id = String(req.params.id);
    const position = await roles.edit(id, termsOf(req.body), requestMetadata(req));
    await answerWith(res, 200, id, position);
  });

  return router;
}
