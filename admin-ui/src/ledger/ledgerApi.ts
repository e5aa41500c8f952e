import type { InstrumentStanding } from '@ptax/contracts';
import { billOf, yearOf, type BillTotals, type BillYear } from '../payments/bill';
import { paiseOf, textOf } from '../properties/format';

// POST properties/ledger: a property's ledger as of a day: the years (as the bill), the money lines
// in stream order with the running balance, and the payments with their status and receipt.

type Row = Record<string, unknown>;

const INSTRUMENT_STANDINGS: readonly InstrumentStanding[] = ['realising', 'cleared', 'bounced'];

export interface LedgerLine {
  key: string;
  /** The day it counts from (effective), else when it was recorded. */
  on: string;
  type: string;
  description: string;
  financialYear: string;
  /** Raises what is owed (demand, interest, debit note, a reversed payment). */
  debitPaise?: number;
  /** Lowers what is owed (payment, rebate, credit note). */
  creditPaise?: number;
  balancePaise?: number;
  receiptNumber: string;
}

export interface LedgerPayment {
  txnId: string;
  receiptNumber: string;
  mode: string;
  amountPaise?: number;
  paidAt: string;
  status: string;
  /** A cheque's or DD's standing with the bank (contracts chequeStanding.ts); absent for other modes. */
  standing?: InstrumentStanding;
}

export interface Ledger {
  asOf: string;
  years: BillYear[];
  totals: BillTotals;
  lines: LedgerLine[];
  payments: LedgerPayment[];
}

/** The money events that lower what is owed; every other money line raises it. */
const CREDIT_TYPES = new Set(['PaymentReceived', 'PaymentShiftedIn', 'RebateGranted', 'CreditNoteIssued']);

/** Debit and credit of a line: as the server splits them, else by the kind of event. */
function sides(row: Row): Pick<LedgerLine, 'debitPaise' | 'creditPaise'> {
  const debit = paiseOf(row, 'debitPaise');
  const credit = paiseOf(row, 'creditPaise');
  if (debit !== undefined || credit !== undefined) return { debitPaise: debit, creditPaise: credit };
  const amount =
    paiseOf(row, 'amountPaise') ??
    (paiseOf(row, 'housePaise') ?? 0) + (paiseOf(row, 'waterPaise') ?? 0) + (paiseOf(row, 'sewerPaise') ?? 0);
  const type = textOf(row, 'type');
  return CREDIT_TYPES.has(type) ? { creditPaise: amount } : { debitPaise: amount };
}

export function lineOf(row: Row, index: number): LedgerLine {
  return {
    key: textOf(row, 'revision', 'id') || String(index),
    on: textOf(row, 'effectiveOn', 'on', 'date', 'recordedAt'),
    type: textOf(row, 'type'),
    description: textOf(row, 'description', 'type'),
    financialYear: textOf(row, 'financialYear'),
    ...sides(row),
    balancePaise: paiseOf(row, 'balancePaise', 'runningBalancePaise'),
    receiptNumber: textOf(row, 'receiptNumber'),
  };
}

const paymentOf = (row: Row): LedgerPayment => ({
  txnId: textOf(row, 'txnId', 'id'),
  receiptNumber: textOf(row, 'receiptNumber'),
  mode: textOf(row, 'mode', 'transactionType'),
  amountPaise: paiseOf(row, 'amountPaise'),
  paidAt: textOf(row, 'paidAt', 'recordedAt'),
  status: textOf(row, 'status'),
  standing: (INSTRUMENT_STANDINGS as readonly unknown[]).includes(row.standing)
    ? (row.standing as InstrumentStanding)
    : undefined,
});

const list = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/**
 * The running balance where the server splits debit and credit but leaves the balance out. Lines
 * split by the kind of event are not summed: a replaced demand or a corrected year's arrears is a
 * new amount, not a change, so only the server can say what the balance became.
 */
function withRunningBalance(rows: Row[], lines: LedgerLine[]): LedgerLine[] {
  const given = lines.some((line) => line.balancePaise !== undefined);
  const split = rows.length > 0 && rows.every((row) => 'debitPaise' in row || 'creditPaise' in row);
  if (given || !split) return lines;
  let balance = 0;
  return lines.map((line) => {
    balance += (line.debitPaise ?? 0) - (line.creditPaise ?? 0);
    return { ...line, balancePaise: balance };
  });
}

/** The payments as a list (a fold keeps them by txn id). */
const paymentRows = (value: unknown): Row[] =>
  Array.isArray(value) ? list(value) : Object.values((value as Record<string, Row> | undefined) ?? {});

export function ledgerOf(raw: Row, propertyUniqueId: string): Ledger {
  const rows = list(raw.entries ?? raw.lines);
  return {
    asOf: textOf(raw, 'asOf', 'onDate'),
    years: list(raw.years).map(yearOf),
    totals: billOf(raw, propertyUniqueId).totals,
    lines: withRunningBalance(rows, rows.map(lineOf)),
    payments: paymentRows(raw.payments).map(paymentOf),
  };
}
