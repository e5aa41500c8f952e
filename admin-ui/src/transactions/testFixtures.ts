// Replies of the fetch double shared by the transaction screens' tests (not shipped: only tests import it).
import type { FakeHandler } from '../testing/fakeApi';
import type { TransactionRow, TransactionSummary } from './types';

export { adminSession, geographyApi, operatorSession } from '../properties/testFixtures';

/** A signed-in user: the token and the reply of the user lookup. */
export interface TestSession {
  token: string;
  lookup: Record<string, FakeHandler>;
}

const row = (fields: Partial<TransactionRow> & Pick<TransactionRow, 'id' | 'txnId'>): TransactionRow => ({
  receiptNumber: null,
  propertyUniqueId: 'LKO-0001-0002-003',
  ownerName: 'Ram Prasad',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  mode: 'cash',
  transactionType: 'Cash',
  gateway: null,
  gatewayTxnId: null,
  status: 'success',
  posted: true,
  amountPaise: 0,
  rebatePaise: 0,
  interestPaise: 0,
  arrearsPaise: 0,
  currentPaise: 0,
  advancePaise: 0,
  feePaise: 0,
  payerName: null,
  payerMobile: null,
  instrument: null,
  proofFileId: null,
  financialYear: '2026-27',
  createdAt: '2026-04-12T05:30:00.000Z',
  paidAt: null,
  approvedAt: null,
  rejectedAt: null,
  cancelledAt: null,
  remarks: null,
  shiftedTo: null,
  shiftedFrom: null,
  collectedBy: 'ravi@nagarnigam.test',
  ...fields,
});

/** A cheque waiting for clearing: approve and reject apply. */
export const pendingCheque = row({
  id: 'p-1001',
  txnId: 'TXN-1001',
  mode: 'cheque',
  transactionType: 'Cheque',
  status: 'pending',
  posted: false,
  amountPaise: 123_456_700,
  instrument: { chequeNo: '445566', bankName: 'State Bank of India' },
});

/** Cash taken at the counter, with its receipt: shift, cancel and the receipt apply. */
export const cashPaid = row({
  id: 'p-1002',
  txnId: 'TXN-1002',
  receiptNumber: 'R-2026-27/000045',
  ownerName: 'Sita Devi',
  amountPaise: 250_000,
  rebatePaise: 12_500,
  paidAt: '2026-04-13T18:40:00.000Z',
});

export const transactionsList = (
  rows: TransactionRow[] = [pendingCheque, cashPaid],
  total = rows.length,
) => ({
  body: { data: rows, total, page: 1, limit: 10 },
});

export const summary: TransactionSummary = {
  count: 2,
  amountPaise: 123_706_700,
  rebatePaise: 12_500,
  byMode: [
    { mode: 'cheque', count: 1, amountPaise: 123_456_700 },
    { mode: 'cash', count: 1, amountPaise: 250_000 },
  ],
  byStatus: [
    { status: 'pending', count: 1, amountPaise: 123_456_700 },
    { status: 'success', count: 1, amountPaise: 250_000 },
  ],
  byDay: [{ date: '2026-04-12', count: 2, amountPaise: 123_706_700 }],
};

export const transactionsApi: Record<string, FakeHandler> = {
  'GET /api/transactions': transactionsList(),
  'GET /api/transactions/summary': { body: { data: summary } },
};
