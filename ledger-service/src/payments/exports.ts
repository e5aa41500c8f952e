// The .xlsx exports of the transaction screens: rows streamed in keyset batches with their zone,
// ward and mohalla names; amounts in rupees, through the one sheet writer (properties/export.ts).
import type { Request, Response } from 'express';
import { modeName, paymentStatusName, type Names } from '@ptax/contracts';
import {
  transactionBatches,
  type ReadScope,
  type TransactionFilters,
  type TransactionRow,
  type TransactionSummary,
} from '@ptax/projections';
import type { ModuleContext } from '../moduleContract';
import { withPlaceNames, type PlaceNames } from '../properties/places';
import {
  indiaDate,
  sheetLanguageOf,
  streamWorkbook,
  type ExportColumn,
  type SheetLanguage,
} from '../properties/export';
import { exportHeading } from '../reports/exportHeading';

type NamedRow = TransactionRow & PlaceNames;

const money = (header: Names, value: (row: NamedRow) => number): ExportColumn<NamedRow> => ({
  header,
  value,
  kind: 'rupees',
});
const h = (en: string, hi: string): Names => ({ en, hi });

const COLUMNS: ExportColumn<NamedRow>[] = [
  { header: h('Transaction ID', 'लेन-देन आईडी'), width: 24, value: (r) => r.txnId },
  { header: h('Receipt No.', 'रसीद संख्या'), width: 22, value: (r) => r.receiptNumber },
  { header: h('Property ID', 'संपत्ति आईडी'), width: 20, value: (r) => r.propertyUniqueId },
  { header: h('Owner Name', 'स्वामी का नाम'), width: 28, value: (r) => r.ownerName },
  { header: h('Zone', 'ज़ोन'), width: 20, value: (r) => r.zoneName ?? r.zoneId },
  { header: h('Ward', 'वार्ड'), width: 24, value: (r) => r.wardName ?? r.wardId },
  { header: h('Mohalla', 'मोहल्ला'), width: 24, value: (r) => r.mohallaName ?? r.mohallaId },
  { header: h('Mode', 'माध्यम'), value: (r, language) => modeName(r.mode, language) },
  { header: h('Status', 'स्थिति'), value: (r, language) => paymentStatusName(r.status, language) },
  money(h('Amount (Rs)', 'राशि (रु.)'), (r) => r.amountPaise),
  money(h('Rebate (Rs)', 'छूट (रु.)'), (r) => r.rebatePaise),
  money(h('Interest (Rs)', 'ब्याज (रु.)'), (r) => r.interestPaise),
  money(h('Arrears (Rs)', 'बकाया (रु.)'), (r) => r.arrearsPaise),
  money(h('Current (Rs)', 'चालू वर्ष (रु.)'), (r) => r.currentPaise),
  money(h('Advance (Rs)', 'अग्रिम (रु.)'), (r) => r.advancePaise),
  money(h('Fees (Rs)', 'शुल्क (रु.)'), (r) => r.feePaise),
  { header: h('Payer Name', 'भुगतानकर्ता का नाम'), width: 24, value: (r) => r.payerName },
  { header: h('Payer Mobile', 'भुगतानकर्ता का मोबाइल'), value: (r) => r.payerMobile },
  { header: h('Cheque No.', 'चेक संख्या'), value: (r) => r.instrument?.chequeNo },
  { header: h('DD No.', 'डिमांड ड्राफ्ट संख्या'), value: (r) => r.instrument?.ddNumber },
  { header: h('Bank', 'बैंक'), width: 24, value: (r) => r.instrument?.bankName },
  { header: h('Reference ID', 'संदर्भ आईडी'), value: (r) => r.instrument?.refId },
  { header: h('Gateway', 'भुगतान गेटवे'), value: (r) => r.gateway },
  { header: h('Gateway Txn ID', 'गेटवे लेन-देन आईडी'), width: 24, value: (r) => r.gatewayTxnId },
  { header: h('Financial Year', 'वित्तीय वर्ष'), value: (r) => r.financialYear },
  { header: h('Paid At', 'भुगतान का समय'), width: 20, kind: 'dateTime', value: (r) => r.paidAt },
  { header: h('Created At', 'बनने का समय'), width: 20, kind: 'dateTime', value: (r) => r.createdAt },
  { header: h('Shifted To', 'किस संपत्ति पर स्थानांतरित'), width: 20, value: (r) => r.shiftedTo },
  { header: h('Shifted From', 'किस संपत्ति से स्थानांतरित'), width: 20, value: (r) => r.shiftedFrom },
  { header: h('Remarks', 'टिप्पणी'), width: 30, value: (r) => r.remarks },
  { header: h('Collected By', 'वसूली करने वाले'), width: 26, value: (r) => r.collectedBy },
];

async function* named(ctx: ModuleContext, batches: AsyncIterable<TransactionRow[]>) {
  for await (const batch of batches) {
    const places = batch.map((row) => ({
      ...row,
      zoneId: row.zoneId ?? '',
      wardId: row.wardId ?? '',
      mohallaId: row.mohallaId ?? '',
    }));
    yield (await withPlaceNames(ctx.pool, places)).map((row, i) => ({ ...row, ...placeIds(batch[i]) }));
  }
}
const placeIds = (row: TransactionRow) => ({
  zoneId: row.zoneId,
  wardId: row.wardId,
  mohallaId: row.mohallaId,
});

/** Each export's title, by its file stem. */
const TITLES: Record<string, Names> = {
  transactions: h('Transactions', 'लेन-देन'),
  'pos-transactions': h('POS transactions', 'पीओएस मशीन से लेन-देन'),
  'old-payments': h('Old payments', 'पिछले वर्षों के भुगतान'),
  'neft-payments': h('NEFT payments', 'एनईएफटी भुगतान'),
  'neft-summary': h('NEFT summary', 'एनईएफटी सारांश'),
  'card-payments': h('Card payments', 'कार्ड से भुगतान'),
  'card-summary': h('Card summary', 'कार्ड भुगतान सारांश'),
};

/** The heading and the sheet's language, as the download asked (`?lang=hi` from the Hindi back office). */
async function headingOf(ctx: ModuleContext, req: Request, name: string) {
  const language = sheetLanguageOf(req.query);
  const title = TITLES[name]?.[language] ?? name;
  return { language, heading: await exportHeading(ctx, req, title, language) };
}

export async function exportTransactions(
  ctx: ModuleContext,
  req: Request,
  res: Response,
  name: string,
  filters: TransactionFilters,
  scope: ReadScope,
) {
  const batches = named(ctx, transactionBatches(ctx.pool, filters, scope));
  return streamWorkbook(res, `${name}-${indiaDate(ctx.now())}.xlsx`, {
    ...(await headingOf(ctx, req, name)),
    sheetName: 'Transactions',
    columns: COLUMNS,
    batches,
  });
}

const SUMMARY_GROUPS = {
  total: h('Total collected', 'कुल वसूली'),
  rebate: h('Rebate', 'छूट'),
  mode: h('Mode', 'माध्यम'),
  status: h('Status', 'स्थिति'),
  day: h('Day', 'दिन'),
} as const;

interface SummaryLine {
  group: keyof typeof SUMMARY_GROUPS;
  /** A mode or a status code, or a day YYYY-MM-DD. */
  key: string;
  count: number;
  amountPaise: number;
}

const sums = (line: { count: number; amountPaise: number }) => ({
  count: line.count,
  amountPaise: line.amountPaise,
});

function summaryKey(line: SummaryLine, language: SheetLanguage): string {
  if (line.group === 'mode') return modeName(line.key, language);
  if (line.group === 'status') return paymentStatusName(line.key, language);
  return line.key.split('-').reverse().join('-');
}

const SUMMARY_COLUMNS: ExportColumn<SummaryLine>[] = [
  { header: h('By', 'आधार'), value: (r, language) => SUMMARY_GROUPS[r.group][language] },
  { header: h('Value', 'मान'), width: 20, value: summaryKey },
  { header: h('Count', 'संख्या'), kind: 'count', value: (r) => r.count },
  { header: h('Amount (Rs)', 'राशि (रु.)'), kind: 'rupees', value: (r) => r.amountPaise },
];

export async function exportSummary(
  ctx: ModuleContext,
  req: Request,
  res: Response,
  name: string,
  summary: TransactionSummary,
) {
  const lines: SummaryLine[] = [
    { group: 'total', key: '', count: summary.count, amountPaise: summary.amountPaise },
    { group: 'rebate', key: '', count: summary.count, amountPaise: summary.rebatePaise },
    ...summary.byMode.map((m) => ({ group: 'mode' as const, key: m.mode, ...sums(m) })),
    ...summary.byStatus.map((s) => ({ group: 'status' as const, key: s.status, ...sums(s) })),
    ...summary.byDay.map((d) => ({ group: 'day' as const, key: d.date, ...sums(d) })),
  ];
  async function* once() {
    yield lines;
  }
  return streamWorkbook(res, `${name}-${indiaDate(ctx.now())}.xlsx`, {
    ...(await headingOf(ctx, req, name)),
    sheetName: 'Summary',
    columns: SUMMARY_COLUMNS,
    batches: once(),
  });
}
