// The mutation calls beyond SPEC section 7 (a plain router, guards applied by hand): one mutation,
// its acknowledgement and certificate as PDFs in English or Hindi, and the fee table (read by any
// signed-in staff, a new version adopted by the admin or the CTAO, like a master).
import { type Request } from 'express';
import { specRouter } from '../http/apiRouter';
import { mutationFeeTables } from '@ptax/projections';
import { conflict } from '../http/errors';
import { sendPdf } from '../http/pdfReply';
import type { ModuleContext } from '../moduleContract';
import { feeTableRoutes } from './feeTableRoutes';
import { renderAcknowledgementPdf } from './acknowledgementPdf';
import { renderCertificatePdf } from './certificatePdf';
import { mutationPaper } from './paperData';
import { languageOf, mutationIdOf } from './requests';
import { mutationRecord, withLinks } from './rows';

export const CERTIFICATE_NOT_YET =
  'The mutation certificate is issued once the mutation is approved and the owner changed';

export function mutationPaperRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const recordOf = async (req: Request) =>
    mutationRecord(ctx, mutationIdOf(req.params.id), await ctx.scopeOf(req));

  // Before '/mutations/:id', which would read 'feeTable' as an id.
  router.use(feeTableRoutes(ctx, () => mutationFeeTables(ctx.pool)));

  register('GET', 'mutations/:id', async (req, res) => {
    res.json({ data: withLinks(await recordOf(req), ctx.fileLinks) });
  });

  register('GET', 'mutations/:id/acknowledgement', async (req, res) => {
    const language = languageOf(req);
    const record = await recordOf(req);
    const pdf = await renderAcknowledgementPdf(await mutationPaper(ctx, record, language));
    sendPdf(res, `mutation-acknowledgement-${record.mutationId}`, language, pdf);
  });

  register('GET', 'mutations/:id/certificate', async (req, res) => {
    const language = languageOf(req);
    const record = await recordOf(req);
    if (record.status !== 'approved' || !record.completed) throw conflict(CERTIFICATE_NOT_YET);
    const pdf = await renderCertificatePdf(await mutationPaper(ctx, record, language));
    sendPdf(res, `mutation-certificate-${record.mutationId}`, language, pdf);
  });

  return router;
}
