// Replies of the fetch double shared by the money screens' tests (not shipped: only tests import it).
import type { FakeHandler } from '../testing/fakeApi';

export const PROPERTY_ID = 'LKO-0001-0002-003';

const amounts = (demandPaise: number, paidPaise: number, interestPaise: number) => ({
  demandPaise,
  paidPaise,
  interestPaise,
  balancePaise: demandPaise + interestPaise - paidPaise,
});

/** Arrears of 2024-25 with interest, and the current year 2025-26 with its 10% rebate: ₹11,09,915.00. */
export const bill = {
  propertyUniqueId: PROPERTY_ID,
  years: [
    {
      financialYear: '2024-25',
      kind: 'arrears',
      heads: { house: amounts(150000, 0, 9000), water: amounts(125000, 0, 7500) },
    },
    {
      financialYear: '2025-26',
      kind: 'current',
      heads: { house: amounts(100000000, 0, 0), water: amounts(23000000, 0, 0) },
    },
  ],
  totals: {
    arrearsPaise: 275000,
    interestPaise: 16500,
    currentPaise: 123000000,
    rebatePaise: 12300000,
    advancePaise: 0,
    netPayablePaise: 110991500,
  },
  offer: { percentage: 10, until: '2025-07-31' },
};

export const billApi: Record<string, FakeHandler> = {
  'GET /api/taxDemands/demandBillDetails': (call) =>
    call.query.propertyId === PROPERTY_ID
      ? { body: { data: bill } }
      : { status: 404, body: { status: 404, message: 'Property not found' } },
};
