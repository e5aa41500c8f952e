// POST properties/ledger (SPEC section 7, public): a property's ledger, today or as of an earlier
// day. Owner and address are shown; nobody's mobile number or email is, staff's included.
import type { Request } from 'express';
import { specRouter } from '../http/apiRouter';
import { limitPerAddress, publicLookups } from '../http/rateLimit';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf, propertyIdOf } from '../properties/requests';
import { ledgerOfProperty } from './ledgerQuery';

const isSignedIn = (req: Request) => Boolean((req as { user?: unknown }).user);

export function ledgerRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  const lookups = limitPerAddress(ctx.pool, ctx.now, {
    name: 'ledger',
    ...publicLookups(),
    staffExempt: true,
  });
  register('POST', 'properties/ledger', lookups, async (req, res) => {
    const fields = fieldsOf(req);
    const propertyUniqueId = propertyIdOf(fields.propertyUniqueId);
    const view = await ledgerOfProperty(ctx, req, {
      propertyUniqueId,
      asOf: fields.asOf,
      includeDeleted: isSignedIn(req),
    });
    // Who recorded a line is a staff member's email: for the auditor and staff, not the public.
    const entries = isSignedIn(req) ? view.entries : view.entries.map((entry) => ({ ...entry, who: null }));
    res.json({ data: { ...view, entries } });
  });

  return router;
}
