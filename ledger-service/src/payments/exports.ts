// The .xlsx exports of the transaction screens: rows streamed in keyset batches with their zone,
// ward and mohalla names; amounts in rupees, through the one sheet writer (properties/export.ts).
import type { Request, Response } from 'express';
import { humanizeName, modeName } from '@ptax/contracts';
import {
  transactionBatches,
  type ReadScope,
  type TransactionFilters,
  type TransactionRow,
  type TransactionSummary,
} from '@ptax/projections';
import type { ModuleContext } from '../moduleContract';
import { withPlaceNames, type PlaceNames } from '../properties/places';
import { indiaDate, streamWorkbook, type ExportColumn } from '../properties/export';
import { exportHeading } from '../reports/exportHeading';

type NamedRow = TransactionRow & PlaceNames;

const money = (header: string, value: (row: NamedRow) => number): ExportColumn<NamedRow> => ({
  header,
  value,
  kind: 'rupees',
});

const COLUMNS: ExportColumn<NamedRow>[] = [
  { header: 'Transaction ID', width: 24, value: (r) => r.txnId },
  { header: 'Receipt No.', width: 22, value: (r) => r.receiptNumber },
  { header: 'Property ID', width: 20, value: (r) => r.propertyUniqueId },
  { header: 'Owner Name', width: 28, value: (r) => r.ownerName },
  { header: 'Zone', width: 20, value: (r) => r.zoneName ?? r.zoneId },
  { header: 'Ward', width: 24, value: (r) => r.wardName ?? r.wardId },
  { header: 'Mohalla', width: 24, value: (r) => r.mohallaName ?? r.mohallaId },
  { header: 'Mode', value: (r) => modeName(r.mode, 'en') },
  { header: 'Status', value: (r) => humanizeName(r.status) },
  money('Amount (Rs)', (r) => r.amountPaise),
  money('Rebate (Rs)', (r) => r.rebatePaise),
  money('Interest (Rs)', (r) => r.interestPaise),
  money('Arrears (Rs)', (r) => r.arrearsPaise),
  money('Current (Rs)', (r) => r.currentPaise),
  money('Advance (Rs)', (r) => r.advancePaise),
  money('Fees (Rs)', (r) => r.feePaise),
  { header: 'Payer Name', width: 24, value: (r) => r.payerName },
  { header: 'Payer Mobile', value: (r) => r.payerMobile },
  { header: 'Cheque No.', value: (r) => r.instrument?.chequeNo },
  { header: 'DD No.', value: (r) => r.instrument?.ddNumber },
  { header: 'Bank', width: 24, value: (r) => r.instrument?.bankName },
  { header: 'Reference ID', value: (r) => r.instrument?.refId },
  { header: 'Gateway', value: (r) => r.gateway },
  { header: 'Gateway Txn ID', width: 24, value: (r) => r.gatewayTxnId },
  { header: 'Financial Year', value: (r) => r.financialYear },
  { header: 'Paid At', width: 20, kind: 'dateTime', value: (r) => r.paidAt },
  { header: 'Created At', width: 20, kind: 'dateTime', value: (r) => r.createdAt },
  { header: 'Shifted To', width: 20, value: (r) => r.shiftedTo },
  { header: 'Shifted From', width: 20, value: (r) => r.shiftedFrom },
  { header: 'Remarks', width: 30, value: (r) => r.remarks },
  { header: 'Collected By', width: 26, value: (r) => r.collectedBy },
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

/** The export's title from its file stem: 'pos-transactions' -> 'POS transactions'. */
const titleOf = (name: string) => {
  const words = name.split('-').map((word) => (word === 'pos' ? 'POS' : word));
  return [words[0].charAt(0).toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ');
};

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
    heading: await exportHeading(ctx, req, titleOf(name)),
    sheetName: 'Transactions',
    columns: COLUMNS,
    batches,
  });
}

interface SummaryLine {
  group: string;
  key: string;
  count: number;
  amountPaise: number;
}

const SUMMARY_COLUMNS: ExportColumn<SummaryLine>[] = [
  { header: 'By', value: (r) => r.group },
  { header: 'Value', width: 20, value: (r) => r.key },
  { header: 'Count', kind: 'count', value: (r) => r.count },
  { header: 'Amount (Rs)', kind: 'rupees', value: (r) => r.amountPaise },
];

export async function exportSummary(
  ctx: ModuleContext,
  req: Request,
  res: Response,
  name: string,
  summary: TransactionSummary,
) {
  const lines: SummaryLine[] = [
    { group: 'Total collected', key: '', count: summary.count, amountPaise: summary.amountPaise },
    { group: 'Rebate', key: '', count: summary.count, amountPaise: summary.rebatePaise },
    ...summary.byMode.map((m) => ({
      group: 'Mode',
      key: modeName(m.mode, 'en'),
      count: m.count,
      amountPaise: m.amountPaise,
    })),
    ...summary.byStatus.map((s) => ({
      group: 'Status',
      key: humanizeName(s.status),
      count: s.count,
      amountPaise: s.amountPaise,
    })),
    ...summary.byDay.map((d) => ({
      group: 'Day',
      key: d.date.split('-').reverse().join('-'),
      count: d.count,
      amountPaise: d.amountPaise,
    })),
  ];
  async function* once() {
    yield lines;
  }
  return streamWorkbook(res, `${name}-${indiaDate(ctx.now())}.xlsx`, {
    heading: await exportHeading(ctx, req, titleOf(name)),
    sheetName: 'Summary',
    columns: SUMMARY_COLUMNS,
    batches: once(),
  });
}
