// Replies of the fetch double shared by the objection screens' tests (not shipped: only tests import it).
import type { ObjectionRow, ObjectionSummary } from '@ptax/contracts';
import { geographyApi, propertyRecord, propertyRow } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';

export const PROPERTY_ID = propertyRow.propertyUniqueId;

export const pendingObjection: ObjectionRow = {
  id: 'OBJ-2026-27-000001',
  objectionId: 'OBJ-2026-27-000001',
  propertyUniqueId: PROPERTY_ID,
  ownerName: 'Ram Prasad',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  mohallaName: 'Kapoorthala',
  uploaderType: 'operator',
  uploadedBy: 'ravi@nagarnigam.test',
  description: 'The plot area is 900 sq ft, not 1200 sq ft',
  objectionDate: '2026-04-02',
  uploadedAt: '2026-04-03T05:30:00.000Z',
  status: 'pending',
  rejectionReason: null,
  rejectedAt: null,
  resolutionRemarks: null,
  resolvedAt: null,
  reassessed: false,
  documents: [{ id: 'doc-1', name: 'registry.pdf', url: '/api/files/objection-documents/doc-1?sig=abc' }],
};

export const resolvedObjection: ObjectionRow = {
  ...pendingObjection,
  id: 'OBJ-2026-27-000002',
  objectionId: 'OBJ-2026-27-000002',
  uploaderType: 'official',
  uploadedBy: 'asha.verma@nagarnigam.test',
  status: 'resolved',
  resolutionRemarks: 'Plot area measured again on site',
  resolvedAt: '2026-04-10T06:00:00.000Z',
  reassessed: true,
  documents: [],
};

export const summary: ObjectionSummary = {
  total: 17,
  pending: 9,
  rejected: 3,
  resolved: 5,
  byUploaderType: { official: 4, operator: 11, citizen: 2 },
};

const page = (rows: ObjectionRow[]) => ({ body: { data: rows, total: rows.length, page: 1, limit: 10 } });

/** The lists, the summary and what the forms look up (the masters, the property). */
export const objectionsApi: Record<string, FakeHandler> = {
  ...geographyApi,
  'GET /api/objection': page([pendingObjection]),
  'GET /api/objection/resolved': page([resolvedObjection]),
  'GET /api/objection/summary': { body: { data: summary } },
  'GET /api/properties': { body: { data: propertyRow } },
  'GET /api/properties/viewDetails': { body: { data: propertyRecord } },
};
