// Replies of the fetch double shared by the jalkal screens' tests (not shipped: only tests import it).
import type { JalkalEditRow, JalkalSummary, JalkalZoneTotals } from '@ptax/contracts';
import { geographyApi, propertyRow } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';
import { userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

export const JALKAL_EMAIL = 'jalkal@nagarnigam.test';

export const jalkalSession = {
  token: makeToken({ loginType: 'jalkal', accessName: 'jalkal', email: JALKAL_EMAIL }),
  lookup: {
    'GET /api/officials': userReply({
      username: 'Jal Kal Officer',
      email: JALKAL_EMAIL,
      accessName: 'jalkal',
    }),
  },
};

export const pendingRequest: JalkalEditRow = {
  id: 'JAL-2026-27-000001',
  jalkalEditId: 'JAL-2026-27-000001',
  propertyUniqueId: propertyRow.propertyUniqueId,
  ownerName: 'Ram Prasad',
  zoneId: 'z1',
  zoneName: 'Zone 1',
  wardId: 'w1',
  mohallaId: 'm1',
  mohallaName: 'Kapoorthala',
  changes: { waterTaxApplicable: false, sourceOfWater: 'Own borewell' },
  previous: { waterTaxApplicable: true, sourceOfWater: null },
  reason: 'The water connection was cut',
  effectiveDate: '2026-04-15',
  documents: [{ id: 'doc-1', name: 'letter.pdf', url: '/api/files/jalkal-documents/doc-1?sig=abc' }],
  requestedBy: 'ravi@nagarnigam.test',
  requestedAt: '2026-04-03T05:30:00.000Z',
  status: 'pending',
  archived: false,
  decidedBy: null,
  comment: null,
  decidedAt: null,
  financialYear: '2026-27',
  taxBefore: { waterPaise: 287_400, sewerPaise: 0 },
  taxAfter: { waterPaise: 0, sewerPaise: 0 },
  taxAfterEstimated: true,
  completed: false,
};

export const approvedRequest: JalkalEditRow = {
  ...pendingRequest,
  status: 'approved',
  decidedBy: JALKAL_EMAIL,
  comment: 'Verified on site',
  decidedAt: '2026-04-16T06:00:00.000Z',
  taxAfterEstimated: false,
  completed: true,
};

export const archivedRequest: JalkalEditRow = {
  ...approvedRequest,
  id: 'JAL-2025-26-000009',
  jalkalEditId: 'JAL-2025-26-000009',
  archived: true,
  financialYear: '2025-26',
};

export const summary: JalkalSummary = { pending: 3, approved: 7, rejected: 2, archived: 11 };

export const zones: JalkalZoneTotals[] = [
  {
    zoneId: 'z1',
    zoneName: 'Zone 1',
    properties: 120,
    waterDemandPaise: 34_488_000,
    waterCollectedPaise: 17_244_000,
    sewerDemandPaise: 8_277_100,
    sewerCollectedPaise: 0,
  },
  {
    zoneId: 'z2',
    zoneName: 'Zone 2',
    properties: 80,
    waterDemandPaise: 22_992_000,
    waterCollectedPaise: 22_992_000,
    sewerDemandPaise: 0,
    sewerCollectedPaise: 0,
  },
];

const page = (rows: JalkalEditRow[]) => ({ body: { data: rows, total: rows.length, page: 1, limit: 10 } });

export const jalkalApi: Record<string, FakeHandler> = {
  ...geographyApi,
  'POST /api/jalkal/pending': page([pendingRequest]),
  'POST /api/jalkal/approved': page([approvedRequest]),
  'POST /api/jalkal/rejected': page([]),
  'GET /api/jalkal/archived': page([archivedRequest]),
  'GET /api/jalkal/summary': { body: { data: summary } },
  'GET /api/jalkal/zoneWise': { body: { data: { financialYear: '2026-27', zones } } },
};
