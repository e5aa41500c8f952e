// PATCH transactions/shiftPayment: paidPUID, shiftPUID, requestedBy (contracts paymentShiftSchema)
// name the properties; which payment is named by txnId (or transactionId / txnID). Without one, the
// paid property's only standing payment is meant; with several, the caller must say which.
import type { Request, Response } from 'express';
import { paymentShiftSchema } from '@ptax/contracts';
import { findTransactionRows, standingTransactionsOf } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { metadataOf } from '../properties/requests';
import { propertyInScope } from './access';
import { listRow, paymentRow } from './answers';
import { SHIFT_MESSAGES, shiftPayment } from './shift';

function namedTxnId(body: Record<string, unknown>): string | null {
  for (const key of ['txnId', 'transactionId', 'txnID']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export function shiftRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  async function whichPayment(body: Record<string, unknown>, paidPUID: string): Promise<string> {
    const named = namedTxnId(body);
    if (named) return named;
    const standing = await standingTransactionsOf(ctx.pool, paidPUID);
    if (standing.length === 1) return standing[0].txnId;
    throw badRequest(SHIFT_MESSAGES.txnIdRequired, { txnId: SHIFT_MESSAGES.txnIdRequired });
  }

  register('PATCH', 'transactions/shiftPayment', async (req: Request, res: Response) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const { paidPUID, shiftPUID, requestedBy, reason } = parseWith(paymentShiftSchema, body);
    await propertyInScope(ctx, req, paidPUID);
    await propertyInScope(ctx, req, shiftPUID, { active: true });
    const txnId = await whichPayment(body, paidPUID);
    const position = await shiftPayment(
      ctx,
      { txnId, fromPropertyUniqueId: paidPUID, toPropertyUniqueId: shiftPUID, requestedBy, reason },
      metadataOf(req, 'ShiftPayment', `Requested by ${requestedBy}: ${reason}`),
    );
    await ctx.readYourWrites(position);
    const rows = await findTransactionRows(ctx.pool, txnId);
    const on = (propertyUniqueId: string) => rows.find((row) => row.propertyUniqueId === propertyUniqueId);
    const from = on(paidPUID) ?? (await paymentRow(ctx, txnId));
    const to = on(shiftPUID);
    res.json({ data: { txnId, from: listRow(from), to: to ? listRow(to) : null } });
  });

  return router;
}
