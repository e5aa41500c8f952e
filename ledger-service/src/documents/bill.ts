import { formatAmount, formatDate } from './format';
import { LABELS, type Labels } from './labels';
import {
  fields,
  header,
  heading,
  paragraph,
  table,
  totals,
  type Column,
  type Row,
  type Total,
} from './layout';
import { finish, qrBlock, startDocument, type Doc } from './pdf';
import type { BillDocument, BillYear, HeadAmounts } from './types';

// The demand bill: the property, each year's demand, payments, interest and balance per tax head,
// the totals down to the net amount payable, the rebate note, the engine's explanation, a QR to pay.

const HEADS: (keyof HeadAmounts)[] = ['housePaise', 'waterPaise', 'sewerPaise'];
const AMOUNTS = ['demand', 'paid', 'interest', 'balance'] as const;

export async function renderBillPdf(bill: BillDocument): Promise<Buffer> {
  const L = LABELS[bill.language];
  const doc = startDocument(`${L.billTitle} ${bill.billNumber}`, new Date(`${bill.issuedOn}T00:00:00+05:30`));

  header(doc, bill.cityName[bill.language], L.billTitle);
  fields(
    doc,
    [
      [L.billNumber, bill.billNumber],
      [L.financialYear, bill.financialYear],
      [L.issuedOn, formatDate(bill.issuedOn)],
      [L.dueDate, formatDate(bill.dueDate)],
    ],
    4,
  );
  billBody(doc, bill);
  if (bill.rebateNote) paragraph(doc.moveDown(0.6), bill.rebateNote);
  if (bill.explanation?.length) {
    heading(doc, L.howComputed);
    for (const line of bill.explanation) paragraph(doc, line, 8);
  }
  if (bill.payOnlineUrl) await qrBlock(doc, bill.payOnlineUrl, L.payOnline);
  return finish(doc, { footer: L.footer, pageLabel: L.page });
}

/** Who and where, each year's money per head, and the totals: what a bill and a notice both print. */
export function billBody(doc: Doc, bill: BillDocument): void {
  const L = LABELS[bill.language];
  const { property, totals: sums } = bill;
  fields(doc, [
    [L.propertyId, property.propertyUniqueId],
    [L.ownerName, property.ownerName],
    [L.fatherOrHusbandName, property.fatherOrHusbandName],
  ]);
  fields(doc, [[L.address, property.address]], 1);
  fields(
    doc,
    [
      [L.zone, property.zone],
      [L.ward, property.ward],
      [L.mohalla, property.mohalla],
      [L.arv, formatAmount(property.arvPaise)],
    ],
    4,
  );

  table(
    doc,
    yearColumns(L),
    bill.years.flatMap((year, index) => yearRows(year, index % 2 === 1, L)),
  );
  totals(doc, [
    { label: L.totalArrears, value: formatAmount(sums.arrearsPaise) },
    { label: L.totalInterest, value: formatAmount(sums.interestPaise) },
    { label: L.totalCurrent, value: formatAmount(sums.currentPaise) },
    ...(sums.feesPaise ? [{ label: L.totalFees, value: formatAmount(sums.feesPaise) }] : []),
    ...deduction(L.lessRebate, sums.rebatePaise),
    ...deduction(L.lessAdvance, sums.advancePaise),
    { label: L.netPayable, value: formatAmount(sums.netPayablePaise), strong: true },
  ]);
}

const yearColumns = (L: Labels): Column[] => [
  { title: L.year, share: 0.18 },
  { title: L.head, share: 0.14 },
  ...AMOUNTS.map((amount) => ({ title: L[amount], share: 0.17, align: 'right' as const })),
];

/** One row per tax head the year has any amount on (at least one row per year). */
function yearRows(year: BillYear, shaded: boolean, L: Labels): Row[] {
  const used = HEADS.filter((head) => AMOUNTS.some((amount) => year[amount][head] !== 0));
  return (used.length > 0 ? used : HEADS.slice(0, 1)).map((head, index) => ({
    shaded,
    cells: [
      index === 0 ? `${year.financialYear} ${L.kinds[year.kind]}` : '',
      L.heads[head],
      ...AMOUNTS.map((amount) => formatAmount(year[amount][head])),
    ],
  }));
}

const deduction = (label: string, paise: number): Total[] =>
  paise > 0 ? [{ label, value: `- ${formatAmount(paise)}` }] : [];
