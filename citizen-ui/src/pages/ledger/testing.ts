import type { Bill, Figures, Ledger, LedgerPayment, LedgerYear, PublicProperty } from './api';

// Replies of the ledger page's calls for its tests, shaped as the server sends them (masked contact
// fields included, so a test can check they never show).

export const ID = '0100100100000017M';
export const OTHER_ID = '0100100100000018K';

export const property: PublicProperty & { mobileNumber: string; emailId: string } = {
  propertyUniqueId: ID,
  ownerName: 'Ramesh Kumar',
  fatherName: 'Suresh Kumar',
  husbandName: null,
  houseNumber: '12/4',
  propertyAddress: '12/4, Narhi, Hazratganj, Lucknow',
  mohallaName: 'Narhi',
  wardNo: 1,
  wardName: 'Hazratganj',
  mobileNumber: '******3210',
  emailId: 'r***********@gmail.com',
};

export const bill: Bill = {
  propertyUniqueId: ID,
  asOf: '2026-11-22',
  currentYear: '2026-27',
  totals: {
    currentPaise: 363_100,
    arrearsPaise: 726_200,
    interestPaise: 100_000,
    advancePaise: 0,
    totalPaise: 1_189_300,
    rebatePaise: 18_200,
    rebateOnlinePaise: 21_800,
    netPayablePaise: 1_171_100,
    netPayableOnlinePaise: 1_167_500,
  },
  rebate: { online: { percentage: 6, amountPaise: 21_800 } },
  offer: { until: '2026-12-31', percentage: 5 },
  years: [{ financialYear: '2025-26' }, { financialYear: '2026-27' }],
};

export const settledBill: Bill = {
  ...bill,
  totals: {
    ...bill.totals,
    currentPaise: 0,
    arrearsPaise: 0,
    interestPaise: 0,
    totalPaise: 0,
    rebatePaise: 0,
    rebateOnlinePaise: 0,
    netPayablePaise: 0,
    netPayableOnlinePaise: 0,
  },
  rebate: { online: null },
};

const figures = (demand: number, interest: number, paid: number, more: Partial<Figures> = {}): Figures => {
  const base = {
    demandPaise: demand,
    adjustmentPaise: 0,
    rebatePaise: 0,
    interestPaise: interest,
    paidPaise: paid,
  };
  const all = { ...base, ...more };
  return {
    ...all,
    balancePaise: all.demandPaise + all.adjustmentPaise - all.rebatePaise + all.interestPaise - all.paidPaise,
  };
};

function year(financialYear: string, kind: LedgerYear['kind'], heads: LedgerYear['heads'], total: Figures) {
  return { financialYear, kind, heads, total };
}

// Oldest first, as the server lists them; each year's total as the server sums it.
export const years: LedgerYear[] = [
  year(
    '2024-25',
    'arrears',
    {
      house: figures(178_600, 35_300, 0),
      water: figures(148_800, 29_400, 0),
      sewer: figures(35_700, 7_100, 0),
    },
    figures(363_100, 71_800, 0),
  ),
  year(
    '2025-26',
    'arrears',
    {
      house: figures(178_600, 13_900, 100_000),
      water: figures(148_800, 11_500, 0),
      sewer: figures(35_700, 2_800, 0),
    },
    figures(363_100, 28_200, 100_000),
  ),
  year(
    '2026-27',
    'current',
    { house: figures(178_600, 0, 0), water: figures(148_800, 0, 0), sewer: figures(35_700, 0, 0) },
    figures(363_100, 0, 0),
  ),
];

const payment = (more: Partial<LedgerPayment> & Pick<LedgerPayment, 'txnId'>): LedgerPayment => ({
  receiptNumber: null,
  mode: 'cash',
  amountPaise: 0,
  paidAt: '2026-06-15T20:00:00.000Z',
  status: 'received',
  rebatePaise: 0,
  shiftedFrom: null,
  shiftedTo: null,
  ...more,
});

export const payments: LedgerPayment[] = [
  // 01:30 on 16 June in India, still the 15th in UTC.
  payment({ txnId: 'OP1', receiptNumber: 'RCT-2026-27-000042', mode: 'online', amountPaise: 100_000 }),
  payment({
    txnId: 'CASH1',
    receiptNumber: 'RCT-2026-27-000050',
    amountPaise: 50_000,
    paidAt: '2026-07-01T05:00:00.000Z',
    status: 'cancelled',
  }),
  payment({
    txnId: 'CHQ1',
    receiptNumber: 'RCT-2026-27-000060',
    mode: 'cheque',
    amountPaise: 20_000,
    paidAt: '2026-08-01T05:00:00.000Z',
    status: 'shiftedOut',
    shiftedTo: OTHER_ID,
  }),
];

export const ledger: Ledger = {
  propertyUniqueId: ID,
  asOf: '2026-11-22',
  currentYear: '2026-27',
  years,
  payments,
  totals: { advancePaise: 0, totalDuePaise: 1_089_300 },
};

const ok = (data: unknown) => ({ status: 200, body: { data } });

/** The three calls the page makes on opening, answered. */
export const replies = (over: { bill?: Bill; ledger?: Ledger } = {}) => ({
  [`GET /api/properties?propertyUniqueId=${ID}`]: ok(property),
  [`GET /api/taxDemands/demandBillDetails?propertyId=${ID}`]: ok(over.bill ?? bill),
  'POST /api/properties/ledger': ok(over.ledger ?? ledger),
});
