import { formatAmount, formatDateTime } from '../documents';
import { LABELS } from '../documents/labels';
import { fields, header, paragraph } from '../documents/layout';
import { finish, qrBlock, startDocument } from '../documents/pdf';
import type { MutationPaper } from './paper';
import { PAPER_LABELS } from './paperLabels';
import { ownersBlock, propertyBlock, transferBlock } from './paperParts';

// The mutation certificate: the register now records the new owner of the property in place of the
// owner before, on which deed, approved by whom and when, the fee paid, and a QR code to the
// property's public ledger, which shows the owner the register holds.

export async function renderCertificatePdf(paper: MutationPaper): Promise<Buffer> {
  const { decision } = paper;
  if (!decision || paper.status !== 'approved')
    throw new Error(`mutation ${paper.mutationId} is not approved: no certificate`);
  const L = LABELS[paper.language];
  const M = PAPER_LABELS[paper.language];
  const doc = startDocument(`${M.certTitle} ${paper.mutationId}`, new Date(decision.decidedAt));
  header(doc, paper.cityName, M.certTitle);
  fields(doc, [
    [M.mutationNumber, paper.mutationId],
    [M.appliedOn, formatDateTime(paper.requestedAt)],
    [M.approvedOn, formatDateTime(decision.decidedAt)],
  ]);
  paragraph(doc.moveDown(0.4), M.certStatement(paper.mutationId), 10);
  propertyBlock(doc, paper);
  ownersBlock(doc, paper);
  transferBlock(doc, paper, false);
  fields(doc, [
    [M.fee, formatAmount(paper.fee.computation.amountPaise)],
    [M.feePaid, formatAmount(paper.fee.paidPaise)],
    [M.approvedBy, decision.decidedBy],
  ]);
  fields(doc, [[M.remarks, decision.remarks]], 1);
  const qrCodes = paper.ledgerUrl ? [await qrBlock(doc, paper.ledgerUrl, M.seeLedger)] : [];
  return finish(doc, { footer: L.footer, pageLabel: L.page, qrCodes });
}
