// POST transactions: a payment at the counter (cash, cheque, DD, POS). It is recorded on its own
// stream first, then posted: a receipt number, then PaymentReceived on the property's ledger. A crash
// in between leaves a payment the sweep posts. The form's answer comes only after both writes; a
// double click or a retry carries the form's Idempotency-Key and gets the first answer (http/idempotency.ts).
import type { Request, Response } from 'express';
import { indiaDate } from '@ptax/contracts';
import { specRouter } from '../http/apiRouter';
import { idempotent } from '../http/idempotency';
import type { ModuleContext } from '../moduleContract';
import { metadataOf } from '../properties/requests';
import { propertyInScope } from './access';
import { paymentTaken } from './answers';
import { readCounterPayment } from './counterEntry';
import { startPayment } from './initiate';
import { ensurePosted, lastPosition } from './lifecycle';
import { isoNow } from './services';

export function counterRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  register('POST', 'transactions', idempotent(ctx.pool, ctx.now), async (req: Request, res: Response) => {
    const { paymentType, ...payment } = readCounterPayment(req.body, indiaDate(isoNow(ctx)));
    await propertyInScope(ctx, req, payment.propertyUniqueId, { active: true });
    const metadata = { ...metadataOf(req, 'TakeCounterPayment'), paymentType };
    const started = await startPayment(ctx, payment, metadata);
    const posted = await ensurePosted(ctx, started.txnId, metadata);
    await ctx.readYourWrites(lastPosition(started.position, posted));
    res.status(201).json({ data: await paymentTaken(ctx, started.txnId) });
  });

  return router;
}
