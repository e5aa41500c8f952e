import { indiaDate, INSTRUMENT_STANDING_TEXT, receiptCounts } from '@ptax/contracts';
import { formatAmount, formatDate, formatDateTime } from './format';
import { LABELS, modeLabel } from './labels';
import { fields, header, heading, paragraph, table, totals } from './layout';
import { finish, qrBlock, startDocument } from './pdf';
import type { ReceiptDocument, ShiftNote } from './types';

const wordsOf = (shift: ShiftNote) => ({
  from: shift.fromPropertyUniqueId,
  to: shift.toPropertyUniqueId,
  when: formatDateTime(shift.at),
  ...(shift.by ? { by: shift.by } : {}),
  requestedBy: shift.requestedBy,
});

// The payment receipt: who paid what for which property, how it was apportioned, and a QR code
// anyone can scan to check it. A receipt that no longer counts is printed with its status stamped
// across the page, never withheld. A cheque or DD says where it stands with the bank: counted,
// subject to realisation; cleared; or bounced, with the amount put back on the dues.

export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const L = LABELS[receipt.language];
  const { property, instrument = {} } = receipt;
  const paidAt = formatDateTime(receipt.paidAt);
  const doc = startDocument(`${L.receiptTitle} ${receipt.receiptNumber}`, new Date(receipt.paidAt));

  header(doc, receipt.cityName[receipt.language], L.receiptTitle);
  fields(doc, [
    [L.receiptNumber, receipt.receiptNumber],
    [L.txnId, receipt.txnId],
    [L.paidAt, paidAt],
    [L.mode, modeLabel(receipt.language, receipt.mode)],
    [L.chequeNo, instrument.chequeNo],
    [L.ddNumber, instrument.ddNumber],
    [
      receipt.mode === 'DD' ? L.ddDate : L.chequeDate,
      instrument.instrumentDate && formatDate(instrument.instrumentDate),
    ],
    [L.bankName, instrument.bankName],
    [L.issuerName, instrument.issuerName],
    [L.refId, instrument.refId],
    [L.payerName, receipt.payerName],
    [L.status, L.statuses[receipt.status]],
  ]);
  fields(doc, [
    [L.propertyId, property.propertyUniqueId],
    [L.ownerName, property.ownerName],
  ]);
  fields(doc, [[L.address, property.address]], 1);

  table(
    doc,
    [
      { title: L.particulars, share: 0.55 },
      { title: L.year, share: 0.2 },
      { title: L.amount, share: 0.25, align: 'right' },
    ],
    receipt.lines.map((line) => ({
      cells: [line.label, line.financialYear ?? '', formatAmount(line.amountPaise)],
    })),
  );
  totals(doc, [
    ...(receipt.rebatePaise > 0
      ? [{ label: L.rebateAllowed, value: formatAmount(receipt.rebatePaise) }]
      : []),
    { label: L.amountPaid, value: formatAmount(receipt.amountPaise), strong: true },
  ]);
  const standing = INSTRUMENT_STANDING_TEXT[receipt.language];
  const { status } = receipt;
  if (status === 'realising' || status === 'cleared' || status === 'bounced')
    paragraph(doc.moveDown(0.6), standing.note[status]);
  if (status === 'bounced' && receipt.bouncedAt)
    paragraph(
      doc,
      standing.reversal(formatAmount(receipt.amountPaise), formatDate(indiaDate(receipt.bouncedAt))),
    );
  // A shifted payment: both properties' receipts say from where to where, when, by whom and why.
  const moves = [
    receipt.shift?.in && { text: L.shiftedIn(wordsOf(receipt.shift.in)), reason: receipt.shift.in.reason },
    receipt.shift?.out && {
      text: L.shiftedOut(wordsOf(receipt.shift.out)),
      reason: receipt.shift.out.reason,
    },
  ].filter((move) => Boolean(move)) as { text: string; reason?: string }[];
  if (moves.length) heading(doc, L.shiftHeading);
  for (const move of moves) {
    paragraph(doc, move.text);
    if (move.reason) paragraph(doc, L.shiftReason(move.reason));
  }
  const qr = await qrBlock(doc, receipt.verifyUrl, L.verify);

  const stamp = receiptCounts(status) ? undefined : L.statuses[status];
  return finish(doc, { footer: L.footer, pageLabel: L.page, stamp, qrCodes: [qr] });
}
