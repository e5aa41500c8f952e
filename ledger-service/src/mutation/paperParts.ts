import { formatAmount, formatDate, type Language } from '../documents';
import { LABELS } from '../documents/labels';
import { fields, heading, table, totals } from '../documents/layout';
import type { Doc } from '../documents/pdf';
import type { MutationPaper, PaperPerson } from './paper';
import { PAPER_LABELS, percentOf } from './paperLabels';

// The blocks both mutation papers print: the property, the two owners, the transfer and the fee.

const texts = (language: Language) => ({ L: LABELS[language], M: PAPER_LABELS[language] });

export function propertyBlock(doc: Doc, paper: MutationPaper): void {
  const { L, M } = texts(paper.language);
  const { property } = paper;
  heading(doc, M.property);
  fields(doc, [[L.propertyId, property.propertyUniqueId]], 1);
  fields(doc, [[L.address, property.address]], 1);
  fields(doc, [
    [L.zone, property.zone],
    [L.ward, property.ward],
    [L.mohalla, property.mohalla],
  ]);
}

function person(
  doc: Doc,
  language: Language,
  title: string,
  who: PaperPerson,
  more: [string, string | undefined][] = [],
) {
  const { L } = texts(language);
  heading(doc, title);
  fields(doc, [[L.ownerName, who.name], [L.fatherOrHusbandName, who.fatherOrHusbandName], ...more]);
}

export function ownersBlock(doc: Doc, paper: MutationPaper): void {
  const { M } = texts(paper.language);
  const { newOwner } = paper;
  person(doc, paper.language, M.ownerBefore, paper.ownerBefore);
  person(doc, paper.language, M.newOwner, newOwner, [
    [M.mobile, newOwner.mobile],
    [M.houseNumber, newOwner.houseNumber],
    [M.ptin, newOwner.ptinNo],
  ]);
}

export function transferBlock(doc: Doc, paper: MutationPaper, withValues: boolean): void {
  const { M } = texts(paper.language);
  heading(doc, M.transfer);
  fields(doc, [
    [M.reason, paper.reason],
    [M.deedNumber, paper.deedNumber],
    [M.deedDate, formatDate(paper.deedDate)],
    ...(withValues
      ? ([
          [M.documentValue, formatAmount(paper.documentValuePaise)],
          [M.marketValue, formatAmount(paper.marketValuePaise)],
        ] as [string, string][])
      : []),
  ]);
}

/** How the fee was worked out (rate, cap, late fine), then what it comes to, what is paid and due. */
export function feeBlock(doc: Doc, paper: MutationPaper): void {
  const { L, M } = texts(paper.language);
  const { computation: c, paidPaise, outstandingPaise, waivedPaise, refundedPaise } = paper.fee;
  heading(doc, M.fee);
  const rows = [
    [M.feeByRate(percentOf(c.basisPoints), formatAmount(c.valuePaise)), formatAmount(c.byRatePaise)],
    ...(c.capPaise !== null && c.byRatePaise > c.capPaise ? [[M.feeCap, formatAmount(c.capPaise)]] : []),
    ...(c.late
      ? [[M.lateFine(c.lateAfterMonths, percentOf(c.lateFineBasisPoints)), formatAmount(c.lateFinePaise)]]
      : []),
  ];
  table(
    doc,
    [
      { title: L.particulars, share: 0.75 },
      { title: L.amount, share: 0.25, align: 'right' },
    ],
    rows.map((cells) => ({ cells })),
  );
  totals(doc, [
    { label: M.feePayable, value: formatAmount(c.amountPaise), strong: true },
    { label: M.feePaid, value: formatAmount(paidPaise) },
    ...(waivedPaise > 0 ? [{ label: M.feeWaived, value: formatAmount(waivedPaise) }] : []),
    ...(refundedPaise > 0 ? [{ label: M.feeRefunded, value: formatAmount(refundedPaise) }] : []),
    { label: M.feeDue, value: formatAmount(outstandingPaise) },
  ]);
  doc.moveDown(0.3).font('regular').fontSize(8).text(M.feeTable(c.feeTableVersion));
}
