import { formatAmount, formatDate, formatDateTime } from './format';
import { LABELS, modeLabel } from './labels';
import { fields, header, table, totals } from './layout';
import { finish, qrBlock, startDocument } from './pdf';
import type { ReceiptDocument } from './types';

// The payment receipt: who paid what for which property, how it was apportioned, and a QR code
// anyone can scan to check it. A receipt that is no longer valid is printed with its status
// stamped across the page, never withheld.

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
  const qr = await qrBlock(doc, receipt.verifyUrl, L.verify);

  const stamp = receipt.status === 'valid' ? undefined : L.statuses[receipt.status];
  return finish(doc, { footer: L.footer, pageLabel: L.page, stamp, qrCodes: [qr] });
}
