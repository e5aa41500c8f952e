// A collection history for the read-model test: three properties in three wards, payments in five
// modes over three days with interest, arrears, current year, a fee and advance, a rebate, a bounced
// cheque, a cancelled NEFT transfer, a shift between wards, and a property moved to another ward.
import { randomUUID } from 'node:crypto';
import { propertyStream, type NewEvent } from '@ptax/contracts';

export const A = 'PROPERTY-A';
export const B = 'PROPERTY-B';
export const C = 'PROPERTY-C';
/** 10:00 in India on the day of April 2026 (day 30 + n reaches May). */
export const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 3, day, hour - 5, 30)).toISOString();
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { userId: 'cashier@nagarnigam.demo' },
});

const registered = (id: string, zoneId: string, wardId: string) =>
  event('PropertyRegistered', {
    propertyUniqueId: id,
    details: { ownerName: `Owner of ${id}`, zoneId, wardId, mohallaId: `m-${wardId}` },
    floors: [],
    registeredAt: at(1),
  });

type Line = Record<string, unknown>;
const tax = (kind: string, financialYear: string, head: string, amountPaise: number): Line => ({
  kind,
  financialYear,
  head,
  amountPaise,
});
const sum = (lines: Line[]) => lines.reduce((total, line) => total + (line.amountPaise as number), 0);

const received = (property: string, txnId: string, mode: string, day: number, lines: Line[]) =>
  event('PaymentReceived', {
    propertyUniqueId: property,
    txnId,
    receiptNumber: `RCT-${txnId}`,
    mode,
    amountPaise: sum(lines),
    lines,
    paidAt: at(day, 9 + (txnId.length % 5)),
  });

const reversed = (property: string, txnId: string, reason: string, amountPaise: number) =>
  event('PaymentReversed', { propertyUniqueId: property, txnId, reason, amountPaise, reversedAt: at(20) });

/** [stream, event] in the order they happened. */
export const HISTORY: [string, NewEvent][] = [
  [propertyStream(A), registered(A, 'z1', 'w1')],
  [propertyStream(B), registered(B, 'z2', 'w3')],
  [propertyStream(C), registered(C, 'z1', 'w2')],
  // P1: cash with a 5% rebate, paying interest and arrears of two years and this year's house and water.
  [
    propertyStream(A),
    event('RebateGranted', {
      propertyUniqueId: A,
      financialYear: '2026-27',
      txnId: 'P1',
      percentage: 5,
      housePaise: 2_550,
      waterPaise: 1_275,
      sewerPaise: 0,
      grantedAt: at(2),
    }),
  ],
  [
    propertyStream(A),
    received(A, 'P1', 'cash', 2, [
      tax('interest', '2024-25', 'house', 1_233),
      tax('interest', '2025-26', 'house', 617),
      tax('arrears', '2024-25', 'house', 51_000),
      tax('arrears', '2025-26', 'house', 51_000),
      tax('arrears', '2025-26', 'water', 25_500),
      tax('current', '2026-27', 'house', 48_450),
      tax('current', '2026-27', 'water', 24_225),
    ]),
  ],
  // P2: a cheque that bounced.
  [propertyStream(B), received(B, 'P2', 'cheque', 2, [tax('current', '2026-27', 'house', 30_001)])],
  [propertyStream(B), reversed(B, 'P2', 'rejected', 30_001)],
  // P3: online, the water and sewer of this year; P8: a payment link, house tax.
  [
    propertyStream(B),
    received(B, 'P3', 'online', 3, [
      tax('current', '2026-27', 'water', 7_499),
      tax('current', '2026-27', 'sewer', 1_800),
    ]),
  ],
  [propertyStream(B), received(B, 'P8', 'link', 33, [tax('current', '2026-27', 'house', 12_345)])],
  // P4: POS, the house tax, a mutation fee, and advance credit.
  [
    propertyStream(C),
    received(C, 'P4', 'pos', 3, [
      tax('current', '2026-27', 'house', 9_999),
      { kind: 'fee', feeHead: 'mutation', feeId: 'MUT-1', amountPaise: 500_000 },
      { kind: 'advance', amountPaise: 1 },
    ]),
  ],
  // P5: cash on A, shifted to B (ward 3), where it pays B's arrears and the rest is advance.
  [propertyStream(A), received(A, 'P5', 'cash', 3, [{ kind: 'advance', amountPaise: 40_000 }])],
  [
    propertyStream(A),
    event('PaymentShiftedOut', {
      propertyUniqueId: A,
      txnId: 'P5',
      toPropertyUniqueId: B,
      amountPaise: 40_000,
      requestedBy: 'Ward clerk',
      shiftedAt: at(9),
    }),
  ],
  [
    propertyStream(B),
    event('PaymentShiftedIn', {
      propertyUniqueId: B,
      txnId: 'P5',
      fromPropertyUniqueId: A,
      amountPaise: 40_000,
      requestedBy: 'Ward clerk',
      receiptNumber: 'RCT-P5',
      mode: 'cash',
      lines: [tax('arrears', '2025-26', 'house', 35_000), { kind: 'advance', amountPaise: 5_000 }],
      shiftedAt: at(9),
    }),
  ],
  // P6: NEFT on C, cancelled.
  [propertyStream(C), received(C, 'P6', 'neft', 4, [tax('current', '2026-27', 'house', 70_000)])],
  [propertyStream(C), reversed(C, 'P6', 'cancelled', 70_000)],
  // P7: DD on C; then C is found to lie in ward 1, mohalla m-w1: its collections move with it.
  [propertyStream(C), received(C, 'P7', 'dd', 34, [tax('arrears', '2023-24', 'sewer', 3_003)])],
  [
    propertyStream(C),
    event('PropertyEdited', {
      propertyUniqueId: C,
      changes: { wardId: 'w1', mohallaId: 'm-w1' },
      editedAt: at(35),
    }),
  ],
];
