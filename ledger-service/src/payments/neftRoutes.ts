// POST neftPayments (multipart): a transfer the payer made to the corporation's account, with its
// proof. It waits for a reviewer (PATCH transactions/approve/{id}) and reaches the ledger only then.
import type { Request, Response } from 'express';
import { neftPaymentSchema, rupeesToPaise } from '@ptax/contracts';
import { specRouter } from '../http/apiRouter';
import { idempotent } from '../http/idempotency';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { metadataOf, propertyIdOf } from '../properties/requests';
import { propertyInScope } from './access';
import { paymentTaken } from './answers';
import { startPayment } from './initiate';
import { checkedProof, proofUpload, storeProof } from './neftProof';

export const NEFT_AMOUNT_POSITIVE = 'Amount must be more than 0';

export function neftRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  // The key is checked after the upload is read: the proof's bytes are part of the request.
  const once = idempotent(ctx.pool, ctx.now);
  register('POST', 'neftPayments', proofUpload, once, async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const neft = parseWith(neftPaymentSchema, body);
    // The form allows 0; a transfer of nothing has nothing to review or post.
    if (neft.amount <= 0) throw badRequest(NEFT_AMOUNT_POSITIVE, { amount: NEFT_AMOUNT_POSITIVE });
    const propertyUniqueId = propertyIdOf(body.propertyUniqueId);
    const proof = checkedProof(req);
    await propertyInScope(ctx, req, propertyUniqueId, { active: true });
    const proofFileId = await storeProof(ctx.files, proof);
    const metadata = {
      ...metadataOf(req, 'RecordNeftPayment'),
      paymentType: neft.paymentType,
      transferType: neft.transactionType,
    };
    const { txnId, position } = await startPayment(
      ctx,
      {
        propertyUniqueId,
        mode: 'neft',
        amountPaise: rupeesToPaise(neft.amount),
        payerName: neft.payerName,
        payerMobile: neft.payerMobile,
        instrument: { refId: neft.refId, ...(neft.ifscCode ? { ifscCode: neft.ifscCode } : {}) },
        proofFileId,
        debitAccountNo: neft.debitAccountNo,
        needsApproval: true,
      },
      metadata,
    );
    await ctx.readYourWrites(position);
    res.status(201).json({ data: await paymentTaken(ctx, txnId) });
  });

  return router;
}
