// A payment history for the read-model tests: cash with a rebate, a bounced cheque, a NEFT transfer
// waiting for review, a failed online payment, a finished shift and one cut short, a payment never
// posted, a cancellation whose reversal is missing, and an owner renamed afterwards.
import { randomUUID } from 'node:crypto';
import { paymentStream, propertyStream, type NewEvent } from '@ptax/contracts';

export const A = 'PROPERTY-A';
export const B = 'PROPERTY-B';
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 3, day, hour - 5, 30)).toISOString();
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { userId: 'cashier@nagarnigam.demo' },
});
const registered = (id: string, zone: string, ward: string, owner: string) =>
  event('PropertyRegistered', {
    propertyUniqueId: id,
    details: { ownerName: owner, zoneId: zone, wardId: ward, mohallaId: `m-${ward}` },
    floors: [],
    registeredAt: at(1),
  });
const initiated = (txnId: string, property: string, mode: string, amountPaise: number, extra = {}) =>
  event('PaymentInitiated', {
    txnId,
    propertyUniqueId: property,
    mode,
    amountPaise,
    needsApproval: false,
    initiatedAt: at(2),
    ...extra,
  });
const receipt = (txnId: string, n: number) =>
  event('PaymentReceiptIssued', {
    txnId,
    receiptNumber: `RCT-2026-27-00000${n}`,
    financialYear: '2026-27',
    issuedAt: at(2),
  });
const received = (txnId: string, property: string, amountPaise: number, n: number, mode = 'cash') =>
  event('PaymentReceived', {
    propertyUniqueId: property,
    txnId,
    receiptNumber: `RCT-2026-27-00000${n}`,
    mode,
    amountPaise,
    lines: [
      { kind: 'interest', financialYear: '2025-26', head: 'house', amountPaise: 1_000 },
      { kind: 'arrears', financialYear: '2025-26', head: 'house', amountPaise: 9_000 },
      { kind: 'current', financialYear: '2026-27', head: 'water', amountPaise: amountPaise - 10_000 },
    ],
    paidAt: at(2),
  });

/** [stream, event] in the order they happened. */
export const HISTORY: [string, NewEvent][] = [
  [propertyStream(A), registered(A, 'z1', 'w1', 'Asha Verma')],
  [propertyStream(B), registered(B, 'z2', 'w3', 'Bharat Singh')],
  // T1: cash with a rebate.
  [paymentStream('T1'), initiated('T1', A, 'cash', 50_000, { payerMobile: '+919876543210' })],
  [paymentStream('T1'), receipt('T1', 1)],
  [
    propertyStream(A),
    event('RebateGranted', {
      propertyUniqueId: A,
      financialYear: '2026-27',
      txnId: 'T1',
      percentage: 10,
      housePaise: 3_000,
      waterPaise: 0,
      sewerPaise: 0,
      grantedAt: at(2),
    }),
  ],
  [propertyStream(A), received('T1', A, 50_000, 1)],
  // T2: a cheque that bounced.
  [
    paymentStream('T2'),
    initiated('T2', A, 'cheque', 20_000, { needsApproval: true, instrument: { chequeNo: '000123' } }),
  ],
  [paymentStream('T2'), receipt('T2', 2)],
  [propertyStream(A), received('T2', A, 20_000, 2, 'cheque')],
  [paymentStream('T2'), event('PaymentRejected', { txnId: 'T2', remarks: 'Bounced', rejectedAt: at(5) })],
  [
    propertyStream(A),
    event('PaymentReversed', {
      propertyUniqueId: A,
      txnId: 'T2',
      reason: 'rejected',
      amountPaise: 20_000,
      reversedAt: at(5),
    }),
  ],
  // T3: NEFT waiting for review; T5: an online payment that failed.
  [paymentStream('T3'), initiated('T3', B, 'neft', 30_000, { needsApproval: true, proofFileId: 'proof-1' })],
  [paymentStream('T5'), initiated('T5', B, 'online', 40_000, { gateway: 'payu' })],
  [paymentStream('T5'), event('PaymentFailed', { txnId: 'T5', reason: 'Declined', failedAt: at(2) })],
  // T4: shifted from A to B, both halves; T7: only the first half.
  [paymentStream('T4'), initiated('T4', A, 'cash', 25_000)],
  [paymentStream('T4'), receipt('T4', 4)],
  [propertyStream(A), received('T4', A, 25_000, 4)],
  ...(['T4', 'T7'] as const).flatMap((txnId): [string, NewEvent][] => [
    ...(txnId === 'T7'
      ? ([
          [paymentStream('T7'), initiated('T7', A, 'cash', 15_000)],
          [paymentStream('T7'), receipt('T7', 7)],
          [propertyStream(A), received('T7', A, 15_000, 7)],
        ] as [string, NewEvent][])
      : []),
    [
      propertyStream(A),
      event('PaymentShiftedOut', {
        propertyUniqueId: A,
        txnId,
        toPropertyUniqueId: B,
        amountPaise: txnId === 'T4' ? 25_000 : 15_000,
        requestedBy: 'Ward clerk',
        shiftedAt: at(6),
      }),
    ],
  ]),
  [
    propertyStream(B),
    event('PaymentShiftedIn', {
      propertyUniqueId: B,
      txnId: 'T4',
      fromPropertyUniqueId: A,
      amountPaise: 25_000,
      requestedBy: 'Ward clerk',
      lines: [{ kind: 'advance', amountPaise: 25_000 }],
      shiftedAt: at(6),
    }),
  ],
  // T6: cash never posted; T8: cancelled, its reversal not yet written.
  [paymentStream('T6'), initiated('T6', A, 'cash', 10_000)],
  [paymentStream('T8'), initiated('T8', A, 'pos', 12_000, { instrument: { refId: 'APP123' } })],
  [paymentStream('T8'), receipt('T8', 8)],
  [propertyStream(A), received('T8', A, 12_000, 8, 'pos')],
  [
    paymentStream('T8'),
    event('PaymentCancelled', { txnId: 'T8', remarks: 'Wrong property', cancelledAt: at(7) }),
  ],
  [
    propertyStream(A),
    event('PropertyEdited', {
      propertyUniqueId: A,
      changes: { ownerName: 'Asha Devi Verma' },
      editedAt: at(8),
    }),
  ],
];
