// The review of offline payments (SPEC section 7): approve (a cheque or DD cleared, a NEFT transfer
// seen in the bank: NEFT is posted now), reject (bounced: the ledger takes the money back; a NEFT
// rejected was never posted) and cancel (remarks; the receipt stays, marked cancelled). Each writes
// the payment's stream first and the ledger second, under the payment's lock (lifecycle.ts); the
// sweep finishes a ledger step a crash skipped.
import type { Request, Response } from 'express';
import { cancelPaymentSchema, paymentStream, type EventMetadata } from '@ptax/contracts';
import { z } from 'zod';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { metadataOf } from '../properties/requests';
import { propertyInScope } from './access';
import { listRow, paymentRow } from './answers';
import { paymentDecider, type PaymentCommand } from './decide';
import { loadPayment } from './ledgers';
import type { KnownPayment } from './payment';
import { onePaymentAtATime } from './posting';
import { ensurePosted, lastPosition, reverseWhereItStands } from './lifecycle';
import { isoNow } from './services';

const rejectSchema = z.object({ remarks: cancelPaymentSchema.shape.remarks });
const approveSchema = z.object({ remarks: z.string().trim().min(1).optional() });

type Review = Extract<PaymentCommand, { type: 'ApprovePayment' | 'RejectPayment' | 'CancelPayment' }>;

export function reviewRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  /**
   * The payment's stream decides first, then `onLedger` brings the ledger in line, both under the
   * payment's lock: a shift or another review of the same payment waits, and then decides on what
   * this one did. Its property must be in the caller's zones and wards.
   */
  async function review(
    req: Request,
    txnId: string,
    command: Review,
    metadata: EventMetadata,
    onLedger: (payment: KnownPayment) => Promise<number | null>,
  ): Promise<number> {
    await propertyInScope(ctx, req, (await loadPayment(ctx.store, txnId)).propertyUniqueId);
    return onePaymentAtATime(ctx, txnId, async () => {
      const { position } = await handleCommand(
        ctx.store,
        paymentStream(txnId),
        paymentDecider,
        command,
        metadata,
        BUSY_STREAM,
      );
      return lastPosition(position, await onLedger(await loadPayment(ctx.store, txnId)));
    });
  }

  const answer = async (res: Response, txnId: string, position: number) => {
    await ctx.readYourWrites(position);
    res.json({ data: listRow(await paymentRow(ctx, txnId)) });
  };

  register('PATCH', 'transactions/approve/:id', async (req: Request, res: Response) => {
    const { remarks } = parseWith(approveSchema, req.body);
    const txnId = String(req.params.id);
    const metadata = metadataOf(req, 'ApprovePayment', remarks);
    const command: Review = { type: 'ApprovePayment', remarks, at: isoNow(ctx) };
    const position = await review(req, txnId, command, metadata, () => ensurePosted(ctx, txnId, metadata));
    await answer(res, txnId, position);
  });

  register('POST', 'transactions/reject/:id', async (req: Request, res: Response) => {
    const { remarks } = parseWith(rejectSchema, req.body);
    const txnId = String(req.params.id);
    const metadata = metadataOf(req, 'RejectPayment', remarks);
    const command: Review = { type: 'RejectPayment', remarks, at: isoNow(ctx) };
    const position = await review(req, txnId, command, metadata, (payment) =>
      reverseWhereItStands(ctx, payment, 'rejected', remarks, metadata),
    );
    await answer(res, txnId, position);
  });

  register('PATCH', 'transactions/cancelPayment', async (req: Request, res: Response) => {
    const { txnID, remarks } = parseWith(cancelPaymentSchema, req.body);
    const metadata = metadataOf(req, 'CancelPayment', remarks);
    const command: Review = { type: 'CancelPayment', remarks, at: isoNow(ctx) };
    const position = await review(req, txnID, command, metadata, (payment) =>
      reverseWhereItStands(ctx, payment, 'cancelled', remarks, metadata),
    );
    await answer(res, txnID, position);
  });

  return router;
}
