// GET mutations/feeTable: every version of the mutation fee table and the one in force on a day
// (?onDate, default today), so the request form shows the fee the server will charge. POST
// mutations/feeTable: a new version from a day on (today or later), by the admin or the CTAO.
import { specRouter } from '../http/apiRouter';
import {
  feeTableOn,
  indiaDate,
  mutationFeeRules,
  REMARKS_MIN_LENGTH,
  REMARKS_MIN_MESSAGE,
  requiredText,
  type MutationFeeTable,
} from '@ptax/contracts';
import { z } from 'zod';
import { assertMasterEditor } from '../geography/requests';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { metadataOf } from '../properties/requests';
import { adoptFeeTable } from './feeTable';

export const FEE_TABLE_MESSAGES = {
  effectiveFromPast: 'A new fee table can take effect from today or a later day',
  dayInvalid: 'Date must be written like 2026-11-22',
} as const;

const day = () =>
  z
    .string({ error: FEE_TABLE_MESSAGES.dayInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, FEE_TABLE_MESSAGES.dayInvalid);

const adoptSchema = z.object({
  effectiveFrom: day(),
  rules: mutationFeeRules,
  reason: requiredText('Reason is required').min(REMARKS_MIN_LENGTH, REMARKS_MIN_MESSAGE),
});

export function feeTableRoutes(ctx: ModuleContext, versions: () => Promise<MutationFeeTable[]>) {
  const { router, register } = specRouter(__filename);

  register('GET', 'mutations/feeTable', async (req, res) => {
    const onDate =
      typeof req.query.onDate === 'string' && req.query.onDate ? req.query.onDate : indiaDate(ctx.now());
    if (!day().safeParse(onDate).success)
      throw badRequest(FEE_TABLE_MESSAGES.dayInvalid, { onDate: FEE_TABLE_MESSAGES.dayInvalid });
    const all = await versions();
    res.json({ data: { onDate, inForce: feeTableOn(all, onDate), versions: all } });
  });

  register('POST', 'mutations/feeTable', async (req, res) => {
    assertMasterEditor(req);
    const input = parseWith(adoptSchema, req.body ?? {});
    if (input.effectiveFrom < indiaDate(ctx.now()))
      throw badRequest(FEE_TABLE_MESSAGES.effectiveFromPast, {
        effectiveFrom: FEE_TABLE_MESSAGES.effectiveFromPast,
      });
    const { position } = await adoptFeeTable(
      ctx.store,
      { type: 'AdoptFeeTable', ...input, at: new Date(ctx.now()).toISOString() },
      metadataOf(req, 'AdoptFeeTable'),
    );
    await ctx.readYourWrites(position);
    res.status(201).json({ data: (await versions()).at(-1) });
  });

  return router;
}
