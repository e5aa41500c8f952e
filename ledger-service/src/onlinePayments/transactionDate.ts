import { indiaDate } from '@ptax/contracts';
import { listTransactions, type ReadScope } from '@ptax/projections';
import { badRequest } from '../http/errors';
import type { OnlinePaymentsDeps } from './deps';
import { knownPayment } from './paymentState';

// POST payments/transaction_date. The spec names the call and nothing more. Read here as the two
// questions the online transactions screen asks about dates:
// - { txnId }: when was this payment made? Its status, when it began and when it was paid (the
//   Indian calendar day too, which is the day it is filed under in reports and settlements);
// - { date }: which online payments were made on this day? The gateway and link payments filed
//   under that day (paid that day, or begun that day if not paid), as a paged list.

/** YYYY-MM-DD of a real day ('2026-02-30' would roll over into March). */
function isCalendarDay(text: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

export async function transactionDateOf(deps: OnlinePaymentsDeps, txnId: string) {
  const payment = await knownPayment(deps.store, txnId);
  return {
    txnId: payment.txnId,
    status: payment.status,
    initiatedAt: payment.initiatedAt,
    paidAt: payment.paidAt,
    date: indiaDate(payment.paidAt ?? payment.initiatedAt),
  };
}

export async function onlineTransactionsOn(
  deps: OnlinePaymentsDeps,
  date: string,
  scope: ReadScope,
  paging: { page: number; limit: number },
) {
  if (!isCalendarDay(date)) throw badRequest('date must be a calendar day (YYYY-MM-DD)');
  const { rows, total } = await listTransactions(
    deps.pool,
    { startDate: date, endDate: date, modes: ['online', 'link'] },
    scope,
    { ...paging, order: 'DESC' },
  );
  return { data: rows, total, ...paging };
}
