// Answers of the collection calls for the screens' tests (money in paise).
const figures = (amountPaise: number, receipts: number) => ({
  receipts,
  amountPaise,
  rebatePaise: 0,
  interestPaise: 0,
  arrearsPaise: 0,
  currentPaise: amountPaise,
  advancePaise: 0,
  feePaise: 0,
  byHead: {
    house: { interestPaise: 0, arrearsPaise: 0, currentPaise: amountPaise },
    water: { interestPaise: 0, arrearsPaise: 0, currentPaise: 0 },
    sewer: { interestPaise: 0, arrearsPaise: 0, currentPaise: 0 },
  },
});

export const zoneWise = {
  body: {
    data: [
      { id: 'z1', name: 'Zone 1', number: 1, zoneId: 'z1', wardId: null, ...figures(1_250_000, 3) },
      { id: 'z2', name: 'Zone 2', number: 2, zoneId: 'z2', wardId: null, ...figures(0, 0) },
    ],
    totals: figures(1_250_000, 3),
  },
};

export const wardWise = {
  body: {
    data: [{ id: 'w1', name: 'Aliganj', number: 11, zoneId: 'z1', wardId: 'w1', ...figures(1_250_000, 3) }],
    totals: figures(1_250_000, 3),
  },
};

export const typeWise = {
  body: {
    data: [
      { mode: 'cash', transactionType: 'Cash', ...figures(1_000_000, 2) },
      { mode: 'link', transactionType: 'Link', ...figures(250_000, 1) },
    ],
    totals: figures(1_250_000, 3),
  },
};

const line = (fields: Record<string, unknown>) => ({
  id: 'T1',
  txnId: 'T1',
  receiptNumber: 'R-2026-27/000045',
  receiptDate: '2026-09-15',
  propertyUniqueId: 'LKO-0001-0011-001',
  ownerName: 'Sita Devi',
  payerName: 'Ram Prasad',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  zoneName: 'Zone 1',
  wardName: 'Aliganj',
  mohallaName: 'Kapoorthala',
  mode: 'cash',
  modeName: 'Cash',
  transactionType: 'Cash',
  instrument: null,
  instrumentText: '',
  status: 'success',
  stateName: 'Received',
  cancelled: false,
  paidAt: '2026-09-15T05:30:00.000Z',
  amountPaise: 1_000_000,
  rebatePaise: 0,
  interestPaise: 0,
  arrearsPaise: 0,
  currentPaise: 1_000_000,
  advancePaise: 0,
  feePaise: 0,
  byHead: { house: 900_000, water: 100_000, sewer: 0 },
  remarks: null,
  shiftedTo: null,
  ...fields,
});

export const collectionList = {
  body: {
    data: [
      line({}),
      line({
        id: 'T2',
        txnId: 'T2',
        receiptNumber: 'R-2026-27/000046',
        mode: 'dd',
        modeName: 'DD',
        instrumentText: 'DD778 · State Bank of India',
        status: 'cancelled',
        stateName: 'Cancelled',
        cancelled: true,
        amountPaise: 40_000,
        byHead: { house: 40_000, water: 0, sewer: 0 },
      }),
    ],
    totals: { ...figures(1_000_000, 1), byHead: { house: 900_000, water: 100_000, sewer: 0 } },
    total: 60,
    page: 1,
    limit: 25,
  },
};
