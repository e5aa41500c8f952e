import { DEFAULT_MUTATION_FEE_RULES, mutationFee, type PropertyDetails } from '@ptax/contracts';
import { given } from '../eventsourcing/givenWhenThen';
import { ledgerDecider } from '../ledger/decide';
import { propertyDecider } from '../properties/decide';
import { mutationDecider, type MutationCommand } from './decide';

const AT = '2026-09-15T05:30:00.000Z';
const mutationId = 'MUT-2026-27-000001';
const propertyUniqueId = '01001001000000011';
const fee = mutationFee(
  {
    reason: 'sale',
    documentValuePaise: 110_000_000,
    marketValuePaise: 120_000_000,
    deedDate: '2026-08-20',
    requestDate: '2026-09-15',
  },
  { version: 1, effectiveFrom: '2024-04-01', rules: DEFAULT_MUTATION_FEE_RULES },
);
const requestData = {
  mutationId,
  propertyUniqueId,
  reason: 'sale' as const,
  owner: { ownerName: 'Sita Devi', husbandName: 'Mohan Lal', mobileNumber: '9876501234' },
  previousOwner: { ownerName: 'Ram Prasad', fatherName: 'Shyam Prasad' },
  deedNumber: 'LKO/REG/2026/4411',
  deedDate: '2026-08-20',
  documentValuePaise: 110_000_000,
  marketValuePaise: 120_000_000,
  documents: [{ id: 'mutation-documents/deed', name: 'sale-deed.pdf' }],
  fee,
};
const requested = { type: 'MutationRequested', version: 1, data: { ...requestData, requestedAt: AT } };
const request = (over: { owedPaise?: number; deedDate?: string } = {}): MutationCommand => ({
  type: 'RequestMutation',
  ...requestData,
  owedPaise: 0,
  today: '2026-09-15',
  at: AT,
  ...over,
});
const approve = (feeOutstandingPaise: number): MutationCommand => ({
  type: 'ApproveMutation',
  userId: 'admin@nagarnigam.demo',
  remarks: 'Registry verified',
  feeOutstandingPaise,
  at: AT,
});
const reject: MutationCommand = {
  type: 'RejectMutation',
  userId: 'admin@nagarnigam.demo',
  remarks: 'Not registered',
  at: AT,
};

describe('mutation decisions', () => {
  it('records a request with its fee while the property owes nothing', () => {
    expect(fee.amountPaise).toBe(1_000_000);
    given(mutationDecider, []).when(request()).then([requested]);
  });

  it('refuses a request while the property owes anything, and a deed dated after today', () => {
    given(mutationDecider, [])
      .when(request({ owedPaise: 123_450 }))
      .thenThrows('This property owes ₹1,234.50: a mutation can be requested only when nothing is due');
    given(mutationDecider, [])
      .when(request({ deedDate: '2026-09-16' }))
      .thenThrows('Deed date can not be a future date');
  });

  it('approves only once the fee is paid', () => {
    given(mutationDecider, [requested])
      .when(approve(500_000))
      .thenThrows('The mutation fee is not paid: ₹5,000.00 is still due. Take it at the counter first');
    given(mutationDecider, [requested])
      .when(approve(0))
      .then([
        {
          type: 'MutationApproved',
          version: 1,
          data: {
            mutationId,
            propertyUniqueId,
            userId: 'admin@nagarnigam.demo',
            remarks: 'Registry verified',
            approvedAt: AT,
          },
        },
      ]);
  });

  it('decides a mutation once: an approved one is neither approved again nor rejected', () => {
    const approved = {
      type: 'MutationApproved',
      version: 1,
      data: { mutationId, propertyUniqueId, userId: 'a', remarks: 'Registry verified', approvedAt: AT },
    };
    given(mutationDecider, [requested, approved])
      .when(approve(0))
      .thenThrows('This mutation has already been approved');
    given(mutationDecider, [requested, approved])
      .when(reject)
      .thenThrows('This mutation has already been approved');
    given(mutationDecider, []).when(reject).thenThrows('Mutation not found');
  });
});

describe("the steps on the property's stream", () => {
  const details: PropertyDetails = {
    ownerName: 'Ram Prasad',
    fatherName: 'Shyam Prasad',
    zoneId: 'zone-1',
    wardId: 'ward-1',
    mohallaId: 'mohalla-1',
    houseCategory: 'residential',
    isMetroRailProperty: false,
    houseTaxApplicable: true,
    sewerageConnectionAvailable: true,
    waterTaxApplicable: true,
    isDisabled: false,
    isExDefensePersonalWidow: false,
  };
  const registered = {
    type: 'PropertyRegistered',
    version: 1,
    data: { propertyUniqueId, details, floors: [], registeredAt: AT },
  };
  const charged = {
    type: 'MutationFeeCharged',
    version: 1,
    data: { propertyUniqueId, mutationId, amountPaise: fee.amountPaise, computation: fee, chargedAt: AT },
  };
  const charge = {
    type: 'ChargeMutationFee' as const,
    propertyUniqueId,
    mutationId,
    computation: fee,
    at: AT,
  };

  it('charges the fee once per mutation', () => {
    given(ledgerDecider, [registered])
      .when(charge)
      .then([
        {
          type: 'MutationFeeCharged',
          version: 1,
          data: { propertyUniqueId, mutationId, amountPaise: 1_000_000, computation: fee, chargedAt: AT },
        },
      ]);
    given(ledgerDecider, [registered, charged]).when(charge).then([]);
  });

  it('waives an unpaid fee once, and a fee never charged not at all', () => {
    const waive = { type: 'WaiveMutationFee' as const, propertyUniqueId, mutationId, at: AT };
    const waived = {
      type: 'MutationFeeWaived',
      version: 1,
      data: { propertyUniqueId, mutationId, waivedPaise: 1_000_000, refundedPaise: 0, waivedAt: AT },
    };
    given(ledgerDecider, [registered, charged]).when(waive).then([waived]);
    given(ledgerDecider, [registered, charged, waived]).when(waive).then([]);
    given(ledgerDecider, [registered]).when(waive).then([]);
  });

  it('changes the owner once per mutation, keeping the owner before', () => {
    const owner = { ownerName: 'Sita Devi', husbandName: 'Ram Prasad', mobileNumber: '9876543210' };
    const update = { type: 'UpdateOwnerDetails' as const, owner, mutationId, at: AT };
    const { ownerName, fatherName } = details;
    const updated = {
      type: 'OwnerDetailsUpdated',
      version: 1,
      data: { propertyUniqueId, ...owner, previous: { ownerName, fatherName }, mutationId, updatedAt: AT },
    };
    given(propertyDecider, [registered]).when(update).then([updated]);
    given(propertyDecider, [registered, updated]).when(update).then([]);
  });
});
