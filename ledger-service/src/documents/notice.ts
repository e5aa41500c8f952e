import { billBody } from './bill';
import { formatAmount, formatDate } from './format';
import { LABELS } from './labels';
import { fields, header, paragraph } from './layout';
import { NOTICE_LABELS } from './noticeLabels';
import { footerLine, qrBlock, startDocument, toBuffer, type Doc } from './pdf';
import type { NoticeDocument } from './types';

// Demand and recovery notices, many to a PDF (one bulk job's part): each starts on a new page with
// its number and pay-by date, prints the bill's dues by year and head, what it demands (a recovery
// notice names the section of the Act), and a QR code to the citizen's payment page.

async function drawNotice(doc: Doc, notice: NoticeDocument): Promise<void> {
  const { bill } = notice;
  const L = LABELS[bill.language];
  const N = NOTICE_LABELS[bill.language];
  header(doc, bill.cityName[bill.language], N.titles[notice.noticeType]);
  fields(
    doc,
    [
      [N.noticeNumber, bill.billNumber],
      [L.financialYear, bill.financialYear],
      [N.noticeDate, formatDate(bill.issuedOn)],
      [N.payBy, formatDate(bill.dueDate)],
    ],
    4,
  );
  billBody(doc, bill);
  const words = {
    amount: formatAmount(bill.totals.netPayablePaise),
    payBy: formatDate(bill.dueDate),
    noticeDate: formatDate(bill.issuedOn),
    section: notice.actSection,
  };
  paragraph(doc.moveDown(0.8), N[notice.noticeType](words), 9.5);
  if (bill.rebateNote) paragraph(doc.moveDown(0.4), bill.rebateNote);
  paragraph(doc.moveDown(0.4), N.alreadyPaid);
  if (bill.payOnlineUrl) await qrBlock(doc, bill.payOnlineUrl, L.payOnline, true);
}

/** The notices in one PDF, each from a new page; answers the bytes and how many pages they took. */
export async function renderNoticesPdf(
  notices: NoticeDocument[],
  createdAt: Date,
): Promise<{ pdf: Buffer; pages: number }> {
  if (notices.length === 0) throw new RangeError('A notices PDF needs at least one notice');
  const first = notices[0].bill;
  const doc = startDocument(`${NOTICE_LABELS[first.language].titles[notices[0].noticeType]}`, createdAt);
  const starts: number[] = [];
  for (const [index, notice] of notices.entries()) {
    if (index > 0) doc.addPage();
    starts.push(doc.bufferedPageRange().count - 1);
    await drawNotice(doc, notice);
  }
  const pages = doc.bufferedPageRange().count;
  // Each page's footer names its notice and the page within it, so a loose page finds its notice.
  notices.forEach((notice, index) => {
    const end = index + 1 < starts.length ? starts[index + 1] : pages;
    const L = LABELS[notice.bill.language];
    const N = NOTICE_LABELS[notice.bill.language];
    for (let page = starts[index]; page < end; page += 1) {
      doc.switchToPage(page);
      const label = `${L.page} ${page - starts[index] + 1} / ${end - starts[index]}`;
      footerLine(doc, `${N.footer}    ${notice.bill.billNumber}    ${label}`);
    }
  });
  return { pdf: await toBuffer(doc), pages };
}
