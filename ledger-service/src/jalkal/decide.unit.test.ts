import { JALKAL_MESSAGES } from '@ptax/contracts';
import { given } from '../eventsourcing/givenWhenThen';
import { jalkalEditDecider } from './decide';

const AT = '2026-11-22T10:00:00.000Z';
const ID = 'JAL-2026-27-000001';
const PID = 'P0000000000000001';
const JALKAL = 'jalkal@nagarnigam.demo';
const CHANGES = { waterTaxApplicable: false, sourceOfWater: 'Own borewell' };
const TAX = { waterPaise: 287_400, sewerPaise: 69_000 };

const requested = {
  type: 'JalkalEditRequested',
  version: 1,
  data: {
    jalkalEditId: ID,
    propertyUniqueId: PID,
    changes: CHANGES,
    previous: { waterTaxApplicable: true, sourceOfWater: null },
    reason: 'Connection cut on 20 November',
    effectiveDate: '2026-11-25',
    documentIds: ['jalkal-documents/x'],
    documentNames: ['letter.pdf'],
    requestedAt: AT,
  },
};
const approved = {
  type: 'JalkalEditApproved',
  version: 1,
  data: {
    jalkalEditId: ID,
    propertyUniqueId: PID,
    changes: CHANGES,
    effectiveAt: '2026-11-25T00:00:00+05:30',
    userId: JALKAL,
    comment: 'Verified on site',
    financialYear: '2026-27',
    taxBefore: TAX,
    approvedAt: AT,
  },
};
const rejected = {
  type: 'JalkalEditRejected',
  version: 1,
  data: { jalkalEditId: ID, userId: JALKAL, comment: 'Still connected', rejectedAt: AT },
};
const complete = {
  type: 'CompleteJalkalEdit' as const,
  financialYear: '2026-27',
  taxAfter: { waterPaise: 0, sewerPaise: 69_000 },
  reassessed: true,
  demandReplaced: true,
  at: AT,
};
const completed = {
  type: 'JalkalEditCompleted',
  version: 1,
  data: {
    jalkalEditId: ID,
    propertyUniqueId: PID,
    financialYear: '2026-27',
    taxAfter: { waterPaise: 0, sewerPaise: 69_000 },
    reassessed: true,
    demandReplaced: true,
    completedAt: AT,
  },
};
const approve = {
  type: 'ApproveJalkalEdit' as const,
  userId: JALKAL,
  comment: 'Verified on site',
  financialYear: '2026-27',
  taxBefore: TAX,
  at: AT,
};
const reject = { type: 'RejectJalkalEdit' as const, userId: JALKAL, comment: 'Still connected', at: AT };

describe('jalkal edit decisions', () => {
  it('records a request once under its number, with what it changes and its evidence', () => {
    const request = {
      type: 'RequestJalkalEdit' as const,
      jalkalEditId: ID,
      propertyUniqueId: PID,
      changes: CHANGES,
      previous: { waterTaxApplicable: true, sourceOfWater: null },
      reason: 'Connection cut on 20 November',
      effectiveDate: '2026-11-25',
      documents: [{ id: 'jalkal-documents/x', name: 'letter.pdf' }],
      at: AT,
    };
    given(jalkalEditDecider, []).when(request).then([requested]);
    given(jalkalEditDecider, [requested]).when(request).thenThrows(`Jalkal request ${ID} already exists`);
  });

  it('approves a pending request with everything the property change needs, from the effective date', () => {
    given(jalkalEditDecider, [requested]).when(approve).then([approved]);
  });

  it('rejects a pending request with the comment', () => {
    given(jalkalEditDecider, [requested]).when(reject).then([rejected]);
  });

  it('decides a request only once, and not an unknown one', () => {
    given(jalkalEditDecider, [requested, approved]).when(reject).thenThrows(JALKAL_MESSAGES.alreadyApproved);
    given(jalkalEditDecider, [requested, approved, completed])
      .when(approve)
      .thenThrows(JALKAL_MESSAGES.alreadyApproved);
    given(jalkalEditDecider, [requested, rejected]).when(approve).thenThrows(JALKAL_MESSAGES.alreadyRejected);
    given(jalkalEditDecider, []).when(approve).thenThrows(JALKAL_MESSAGES.notFound);
  });

  it('completes an approval once: a repeat writes nothing, a pending or rejected request is not completed', () => {
    given(jalkalEditDecider, [requested, approved]).when(complete).then([completed]);
    given(jalkalEditDecider, [requested, approved, completed]).when(complete).then([]);
    given(jalkalEditDecider, [requested]).when(complete).thenThrows('is not approved');
    given(jalkalEditDecider, [requested, rejected]).when(complete).thenThrows('is not approved');
  });
});
