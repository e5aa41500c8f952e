import type { Request, Response } from 'express';
import {
  ACCESS_NAMES,
  OFFICIAL_LOGIN_TYPES,
  OFFICIAL_VALUE_MAX,
  officialAddSchema,
  officialEditSchema,
  type OfficialEditInput,
} from '@ptax/contracts';
import { findOfficialById, findRole, listOfficials } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { requestMetadata, requireAdministrator } from './access';
import { assertCoverageInScope } from './coverage';
import type { OfficialEdit, StaffActor } from './decide';
import { staffListQuery, textParam } from './listQuery';

const ONLY_ADMINISTRATORS = 'Only an administrator can manage officials';
const LOGIN_TYPE_MESSAGE = `Login type must be one of ${OFFICIAL_LOGIN_TYPES.join(', ')}`;

const distinct = (ids: readonly string[] | null | undefined) => [...new Set(ids ?? [])];

/** officials/all, officials/allRI and the Officials master's create, edit and delete. */
export function officialRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const at = () => new Date(ctx.now()).toISOString();

  /** The form's profile with the access name of its role (accessId) and the default limits. */
  async function profileOf(body: OfficialEditInput): Promise<OfficialEdit> {
    const role = await findRole(ctx.pool, body.accessId);
    if (!role) throw badRequest('Role not found', { accessId: 'Role not found' });
    return {
      username: body.username,
      email: body.email.toLowerCase(),
      mobile: body.mobile ?? '',
      designation: body.designation ?? '',
      accessId: role.id,
      accessName: role.name,
      accessType: body.accessType,
      cityId: body.cityId,
      accessibleZones: distinct(body.accessibleZones),
      accessibleWards: distinct(body.accessibleWards),
      minValue: body.minValue ?? 0,
      maxValue: body.maxValue ?? OFFICIAL_VALUE_MAX,
    };
  }

  async function administrator(req: Request): Promise<StaffActor> {
    const admin = await requireAdministrator(ctx.directory, req, ONLY_ADMINISTRATORS);
    return { email: admin.email, isSuperAdmin: admin.isSuperAdmin, scope: await ctx.scopeOf(req) };
  }

  const answerWith = async (res: Response, status: number, id: string, position: number) => {
    await ctx.readYourWrites(position);
    res.status(status).json({ data: await findOfficialById(ctx.pool, id) });
  };

  // Lists show the officials whose zones and wards overlap the caller's (an empty list is every one).
  register('GET', 'officials/all', async (req: Request, res: Response) => {
    const query = {
      ...staffListQuery(req),
      zoneId: textParam(req, 'zoneId'),
      wardId: textParam(req, 'wardId'),
      accessName: textParam(req, 'accessName'),
      scope: await ctx.scopeOf(req),
    };
    const { rows, total } = await listOfficials(ctx.pool, query);
    res.json({ data: rows, total, page: query.page, limit: query.limit });
  });

  register('GET', 'officials/allRI', async (req: Request, res: Response) => {
    const { rows, total } = await listOfficials(ctx.pool, {
      page: 1,
      zoneId: textParam(req, 'zoneId'),
      wardId: textParam(req, 'wardId'),
      accessName: ACCESS_NAMES.revenueInspector,
      scope: await ctx.scopeOf(req),
    });
    res.json({ data: rows, total });
  });

  register('POST', 'officials', async (req: Request, res: Response) => {
    const actor = await administrator(req);
    const body = parseWith(officialAddSchema, req.body);
    if (!OFFICIAL_LOGIN_TYPES.includes(body.loginType))
      throw badRequest(LOGIN_TYPE_MESSAGE, { loginType: LOGIN_TYPE_MESSAGE });
    const profile = await profileOf(body);
    assertCoverageInScope(actor.scope, profile.accessibleZones, profile.accessibleWards);
    const { id, position } = await ctx.accounts.registerOfficial(
      {
        ...profile,
        mobile: profile.mobile || undefined,
        designation: profile.designation || undefined,
        loginType: body.loginType,
        // Super admins are not made through the masters screens.
        isSuperAdmin: false,
      },
      body.password,
      requestMetadata(req),
    );
    await answerWith(res, 201, id, position);
  });

  register('PATCH', 'officials', async (req: Request, res: Response) => {
    const actor = await administrator(req);
    const officialId = (req.body as { id?: unknown } | undefined)?.id;
    if (typeof officialId !== 'string' || !officialId)
      throw badRequest('id is required', { id: 'This field is required' });
    const profile = await profileOf(parseWith(officialEditSchema, req.body));
    const position = await ctx.accounts.updateOfficial(
      { officialId, profile, actor, at: at() },
      requestMetadata(req),
    );
    await answerWith(res, 200, officialId, position);
  });

  register('DELETE', 'officials/delete/:id', async (req: Request, res: Response) => {
    const actor = await administrator(req);
    const officialId = String(req.params.id);
    const position = await ctx.accounts.deleteOfficial({ officialId, actor, at: at() }, requestMetadata(req));
    await ctx.readYourWrites(position);
    res.json({ data: { id: officialId } });
  });

  return router;
}
