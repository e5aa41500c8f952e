// Replies of the fetch double for the mutations screen's test (not shipped: only tests import it).
import { DEFAULT_MUTATION_FEE_RULES, type MutationRow } from '@ptax/contracts';
import { SALE_MUTATION_FEE } from '@ptax/contracts/src/testing/eventExamples';
import { geographyApi, propertyRow } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';

export const PROPERTY_ID = propertyRow.propertyUniqueId;

export const pendingMutation: MutationRow = {
  id: 'MUT-2026-27-000001',
  mutationId: 'MUT-2026-27-000001',
  propertyUniqueId: PROPERTY_ID,
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  mohallaName: 'Kapoorthala',
  status: 'pending',
  reason: 'sale',
  ownerName: 'Sita Devi',
  fatherName: null,
  husbandName: 'Mohan Lal',
  mobileNumber: '9876501234',
  houseNumber: '12/4',
  PTINNo: null,
  previousOwnerName: 'Ram Prasad',
  previousFatherName: 'Shyam Prasad',
  previousHusbandName: null,
  deedNumber: 'LKO/REG/2026/4411',
  deedDate: '2026-08-20',
  documentValuePaise: 110_000_000,
  marketValuePaise: 120_000_000,
  fee: {
    amountPaise: 1_000_000,
    paidPaise: 0,
    outstandingPaise: 1_000_000,
    waivedPaise: 0,
    refundedPaise: 0,
    status: 'unpaid',
    computation: SALE_MUTATION_FEE,
  },
  requestedAt: '2026-09-15T05:30:00.000Z',
  requestedBy: 'asha.verma@nagarnigam.test',
  decidedAt: null,
  decidedBy: null,
  remarks: null,
  completed: true,
  documents: [
    {
      id: 'mutation-documents/deed',
      name: 'sale-deed.pdf',
      url: '/api/files/mutation-documents/deed?sig=abc',
    },
  ],
};

/** The same mutation with its fee paid at the counter. */
export const paidMutation: MutationRow = {
  ...pendingMutation,
  fee: { ...pendingMutation.fee, paidPaise: 1_000_000, outstandingPaise: 0, status: 'paid' },
};

export const approvedMutation: MutationRow = {
  ...paidMutation,
  status: 'approved',
  decidedAt: '2026-09-16T06:00:00.000Z',
  decidedBy: 'asha.verma@nagarnigam.test',
  remarks: 'Registry verified',
};

const page = (rows: MutationRow[]) => ({ body: { data: rows, total: rows.length, page: 1, limit: 10 } });

/** A bill of the property: what the raise form shows of it (owner, place, dues). */
export const billOwing = (totalPaise: number) => ({
  body: {
    data: {
      propertyUniqueId: PROPERTY_ID,
      ownerName: 'Ram Prasad',
      property: { propertyAddress: '12, Narhi, Hazratganj', mohallaName: 'Kapoorthala' },
      totals: { totalPaise },
    },
  },
});

export const mutationsApi: Record<string, FakeHandler> = {
  ...geographyApi,
  'GET /api/mutations': (call) =>
    page(call.query.status === 'approved' ? [approvedMutation] : [pendingMutation]),
  [`GET /api/mutations/${pendingMutation.id}`]: { body: { data: pendingMutation } },
  'GET /api/mutations/feeTable': {
    body: {
      data: { inForce: { version: 1, effectiveFrom: '2024-04-01', rules: DEFAULT_MUTATION_FEE_RULES } },
    },
  },
  'GET /api/taxDemands/demandBillDetails': billOwing(0),
};
