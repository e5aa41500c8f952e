import { formatDateTime } from '../documents';
import { LABELS } from '../documents/labels';
import { fields, header, heading, paragraph } from '../documents/layout';
import { finish, qrBlock, startDocument, type QrPlace } from '../documents/pdf';
import type { MutationPaper } from './paper';
import { PAPER_LABELS } from './paperLabels';
import { feeBlock, ownersBlock, propertyBlock, transferBlock } from './paperParts';

// The acknowledgement of a mutation application: what was asked for, on which deed, with which
// documents, and the fee (how it was worked out, paid, due), with a QR code to pay it online while
// some is due. A rejected application's acknowledgement is stamped so.

export async function renderAcknowledgementPdf(paper: MutationPaper): Promise<Buffer> {
  const L = LABELS[paper.language];
  const M = PAPER_LABELS[paper.language];
  const doc = startDocument(`${M.ackTitle} ${paper.mutationId}`, new Date(paper.requestedAt));
  header(doc, paper.cityName, M.ackTitle);
  fields(doc, [
    [M.mutationNumber, paper.mutationId],
    [M.appliedOn, formatDateTime(paper.requestedAt)],
    [M.status, M.statuses[paper.status]],
  ]);
  propertyBlock(doc, paper);
  ownersBlock(doc, paper);
  transferBlock(doc, paper, true);
  heading(doc, M.documentsReceived);
  paragraph(doc, paper.documents.map((name, index) => `${index + 1}. ${name}`).join('\n'));
  feeBlock(doc, paper);
  if (paper.decision)
    fields(
      doc.moveDown(0.6),
      [
        [M.decidedOn, formatDateTime(paper.decision.decidedAt)],
        [M.remarks, paper.decision.remarks],
      ],
      2,
    );
  paragraph(doc.moveDown(0.8), M.ackNote);
  const qrCodes: QrPlace[] = [];
  if (paper.payUrl && paper.fee.outstandingPaise > 0)
    qrCodes.push(await qrBlock(doc, paper.payUrl, M.payOnline));
  const stamp = paper.status === 'rejected' ? M.stampRejected : undefined;
  return finish(doc, { footer: L.footer, pageLabel: L.page, stamp, qrCodes });
}
