// Public receipt calls (not in SPEC section 7, so a plain router): a payer sees a receipt's standing
// and prints it with its number and something only the payer holds besides that sequential number:
// the property id, or the code of the receipt's QR link (`code`, the token of ?verify=). Signed-in
// staff need only the number. A refused lookup answers exactly as a number no receipt has, so nobody
// learns which numbers exist. A scanned verification link says whether the receipt is genuine.
// Mounted under /api with the spec's routers (app.ts).
import { type Request, type Response } from 'express';
import type { AuthedRequest } from '../http/auth';
import { specRouter } from '../http/apiRouter';
import { badRequest, notFound } from '../http/errors';
import { sendPdf } from '../http/pdfReply';
import { limitPerAddress, publicLookups } from '../http/rateLimit';
import type { ModuleContext } from '../moduleContract';
import { renderReceiptPdf, type Language } from '../documents';
import { receiptDocument } from './document';
import { receiptNumberOf } from './links';
import { findReceipt, findReceiptOn, receiptView } from './receipt';
import { shiftsOf, type ShiftFact } from './shift';

export const RECEIPT_MESSAGES = {
  numberRequired: 'Receipt number is required',
  proofRequired: 'Property ID is required',
  notFound: 'Receipt not found',
  language: "Language must be 'en' or 'hi'",
} as const;

const queryText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function languageOf(req: Request): Language {
  const lang = queryText(req.query.lang) || 'en';
  if (lang !== 'en' && lang !== 'hi')
    throw badRequest(RECEIPT_MESSAGES.language, { lang: RECEIPT_MESSAGES.language });
  return lang;
}

const noteOf = ({ by, reason, ...rest }: ShiftFact) => ({
  ...rest,
  ...(by ? { by } : {}),
  ...(reason ? { reason } : {}),
});

export function receiptRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  /** The receipt a caller may see: staff by number alone, anyone else with the property id or the QR code. */
  const found = async (req: Request, number: string) => {
    const property = queryText(req.query.property).toUpperCase();
    const code = queryText(req.query.code);
    if (!property && !code && !(req as AuthedRequest).user)
      throw badRequest(RECEIPT_MESSAGES.proofRequired, { property: RECEIPT_MESSAGES.proofRequired });
    // ?property=: the receipt as it stands on that property (where it was paid, or shifted to or from).
    const row = property
      ? await findReceiptOn(ctx.pool, number, property)
      : await findReceipt(ctx.pool, number);
    const vouched = !code || (row !== null && receiptNumberOf(ctx.secret, code) === row.receiptNumber);
    if (!row || !vouched) throw notFound(RECEIPT_MESSAGES.notFound);
    return row;
  };

  // Receipts are looked up by number: counted per address, so nobody walks through the series.
  const lookups = limitPerAddress(ctx.pool, ctx.now, {
    name: 'receipt',
    ...publicLookups(),
    staffExempt: true,
  });
  register('GET', 'receipts/lookup', lookups, async (req: Request, res: Response) => {
    const number = queryText(req.query.number);
    if (!number)
      throw badRequest(RECEIPT_MESSAGES.numberRequired, { number: RECEIPT_MESSAGES.numberRequired });
    res.json({ data: receiptView(await found(req, number), ctx.publicUrl, ctx.secret) });
  });

  register('GET', 'receipts/verify/:token', lookups, async (req: Request, res: Response) => {
    const receiptNumber = receiptNumberOf(ctx.secret, String(req.params.token));
    const row = receiptNumber ? await findReceipt(ctx.pool, receiptNumber) : null;
    // Only a receipt number we signed counts, and only the receipt itself (not a txn id).
    if (!row || row.receiptNumber !== receiptNumber)
      return void res.status(404).json({ data: { genuine: false } });
    const view = receiptView(row, ctx.publicUrl, ctx.secret);
    res.json({
      data: {
        genuine: true,
        receiptNumber: view.receiptNumber,
        amountPaise: view.amountPaise,
        paidAt: view.paidAt,
        propertyUniqueId: view.propertyUniqueId,
        status: view.status,
      },
    });
  });

  register('GET', 'receipts/:receiptNumber/pdf', lookups, async (req: Request, res: Response) => {
    const language = languageOf(req);
    const row = await found(req, String(req.params.receiptNumber));
    const view = receiptView(row, ctx.publicUrl, ctx.secret);
    const shift = await shiftsOf(ctx, row);
    const document = await receiptDocument(
      ctx.pool,
      view,
      {
        payerName: row.payerName,
        instrument: row.instrument,
        shift: {
          ...(shift.in ? { in: noteOf(shift.in) } : {}),
          ...(shift.out ? { out: noteOf(shift.out) } : {}),
        },
      },
      language,
    );
    sendPdf(res, `receipt-${view.receiptNumber}`, language, await renderReceiptPdf(document));
  });

  return router;
}
