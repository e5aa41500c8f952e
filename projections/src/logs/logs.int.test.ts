import type { EventMetadata, LogKind, RecordedEvent } from '@ptax/contracts';
import type { ReadScope } from '../properties/filters';
import { createReadModelDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import type { LogFilters } from './filters';
import { logsProjection } from './projection';
import { listLogEntries, logEntryBatches } from './queries';

const [P1, P2, P3, P4] = ['P0000000000000001', 'P0000000000000002', 'P0000000000000003', 'P0000000000000004'];
const ADMIN = 'admin@nagarnigam.demo';
const CTAO = 'ctao@nagarnigam.demo';
const NO_LIMIT: ReadScope = { zones: null, wards: null };
const person = (userId: string, command: string, extra: EventMetadata = {}): EventMetadata => ({
  userId,
  loginType: 'nagar_nigam',
  command,
  ...extra,
});

type Row = [string, string, Record<string, unknown>, EventMetadata];

/** Events as the store records them, one every hour from 1 November 2026 01:00 UTC (06:30 in India). */
function history(): RecordedEvent[] {
  const rows: Row[] = [
    [
      'property-' + P1,
      'PropertyRegistered',
      { propertyUniqueId: P1, details: { ownerName: 'Ramesh' }, floors: [] },
      { userId: 'seed' },
    ],
    [
      'property-' + P2,
      'PropertyRegistered',
      { propertyUniqueId: P2, details: { ownerName: 'Sunita', houseNumber: '7' }, floors: [{}, {}] },
      person(ADMIN, 'AddProperty'),
    ],
    [
      'propertySerial-01001001',
      'PropertySerialAllocated',
      { prefix: '01001001', serial: 2, propertyUniqueId: P2 },
      person(ADMIN, 'AddProperty'),
    ],
    [
      'property-' + P2,
      'DemandRaised',
      { propertyUniqueId: P2, financialYear: '2026-27' },
      { userId: 'system' },
    ],
    [
      'property-' + P1,
      'PropertyEdited',
      {
        propertyUniqueId: P1,
        changes: {
          ownerName: 'Ramesh Kumar',
          houseNumber: null,
          mohallaId: 'm2',
          disabilityDocumentId: 'files/abc',
        },
        previous: { ownerName: 'Ramesh', houseNumber: '12/4', mohallaId: 'm1', disabilityDocumentId: null },
      },
      person(CTAO, 'EditProperty'),
    ],
    [
      'mutation-m1',
      'MutationRequested',
      {
        mutationId: 'm1',
        propertyUniqueId: P3,
        reason: 'sale',
        owner: { ownerName: 'Irfan Ali', mobileNumber: '9876543210' },
        previousOwner: { ownerName: 'Irfan' },
        deedNumber: 'D-2026-118',
        documentValuePaise: 250000000,
      },
      { userId: 'citizen', loginType: 'public', command: 'RequestMutation' },
    ],
    [
      'mutation-m1',
      'MutationApproved',
      { mutationId: 'm1', userId: ADMIN, remarks: 'Sale deed checked' },
      person(ADMIN, 'ApproveMutation'),
    ],
    [
      'property-' + P3,
      'OwnerDetailsUpdated',
      {
        propertyUniqueId: P3,
        ownerName: 'Irfan Ali',
        mobileNumber: '9876543210',
        mutationId: 'm1',
        previous: { ownerName: 'Irfan', mobileNumber: '9876543210' },
      },
      person(ADMIN, 'ApproveMutation'),
    ],
    [
      'property-' + P1,
      'PaymentShiftedOut',
      {
        propertyUniqueId: P1,
        txnId: 'T1',
        toPropertyUniqueId: P3,
        amountPaise: 150000,
        requestedBy: 'Ramesh',
      },
      person(ADMIN, 'ShiftPayment'),
    ],
    [
      'property-' + P3,
      'PaymentShiftedIn',
      {
        propertyUniqueId: P3,
        txnId: 'T1',
        fromPropertyUniqueId: P1,
        amountPaise: 150000,
        requestedBy: 'Ramesh',
        lines: [],
      },
      person(ADMIN, 'ShiftPaymentIn'),
    ],
    [
      'property-' + P2,
      'PaymentShiftedIn',
      {
        propertyUniqueId: P2,
        txnId: 'T2',
        fromPropertyUniqueId: P1,
        amountPaise: 100,
        requestedBy: 'X',
        lines: [],
      },
      { userId: 'system:payments', loginType: 'system' },
    ],
    [
      'property-' + P2,
      'MatchingDetailsRemoved',
      { propertyUniqueId: P2, ptinNo: 'PTIN-001' },
      person(CTAO, 'RemoveMatchingDetails'),
    ],
    [
      'property-' + P2,
      'PropertyDeleted',
      { propertyUniqueId: P2, reason: 'Duplicate entry', requestedBy: 'Zonal Officer' },
      person(ADMIN, 'DeleteProperty', { remarks: 'Duplicate of P1' }),
    ],
    [
      'property-' + P1,
      'PropertySplit',
      {
        propertyUniqueId: P1,
        splitId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        newPropertyUniqueIds: [P4],
        financialYear: '2026-27',
        previous: { plotArea: 2000, floors: [{ floorNumber: 0 }, { floorNumber: 1 }] },
        remains: { plotArea: 1200, floors: [{ floorNumber: 0 }] },
        children: [{ propertyUniqueId: P4, plotArea: 800, floors: [{ floorNumber: 1 }] }],
        billNow: false,
      },
      person(ADMIN, 'SplitProperty'),
    ],
    [
      'property-' + P4,
      'PropertyRegistered',
      { propertyUniqueId: P4, splitFromPropertyUniqueId: P1, details: { ownerName: 'Ramesh' }, floors: [{}] },
      person(ADMIN, 'SplitProperty'),
    ],
    // A type this read model has never heard of, and a known one in a shape it does not expect.
    [
      'property-' + P1,
      'CertificateIssued',
      {
        propertyUniqueId: P1,
        certificateNumber: 'MC-2026-27-000001',
        feePaise: 4200,
        pdfFileId: 'files/n1',
        splitId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        issuedAt: '2026-11-01T00:00:00Z',
      },
      person(ADMIN, 'IssueCertificate'),
    ],
    [
      'property-' + P4,
      'FloorsReplaced',
      { propertyUniqueId: P4, floors: 'not a list' },
      person(ADMIN, 'SavePremises'),
    ],
    ['zone-z9', 'ZoneAdded', { zoneId: 'z9', zoneNo: 9, name: 'Zone 9' }, person(ADMIN, 'AddZone')],
    [
      'property-' + P1,
      'ArrearsCorrected',
      { propertyUniqueId: P1, financialYear: '2025-26' },
      person(CTAO, 'CorrectArrears', { effectiveAt: '2026-04-01T00:00:00+05:30', remarks: 'Receipt found' }),
    ],
    // A bulk notice job: one row for its notices.
    ...[P1, P3].map((property, n): Row => [
      'property-' + property,
      'NoticeIssued',
      {
        noticeId: `n${n}`,
        noticeNumber: `DN-2026-27-00000${n + 1}`,
        noticeType: 'demand',
        propertyUniqueId: property,
        financialYear: '2026-27',
        jobId: 'job-1',
        language: 'hi',
        noticeDate: '2026-11-02',
        payBy: '2026-11-17',
        totalPaise: 10000 * (n + 1),
      },
      person(ADMIN, 'GenerateBulkNotice'),
    ]),
  ];
  const revisions = new Map<string, number>();
  return rows.map(([stream, type, data, metadata], index) => {
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    return {
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      type,
      version: 1,
      data,
      metadata,
      stream,
      revision,
      position: index + 1,
      checkpoint: String(index + 1),
      recordedAt: new Date(Date.UTC(2026, 10, 1, index + 1)).toISOString(),
    };
  });
}

describe('the logs read model', () => {
  let db: ReadModelDb;
  const events = history();

  beforeAll(async () => {
    db = await createReadModelDb();
    const t = await replayInto(db.pool, logsProjection, 'once', events);
    for (const table of logsProjection.tables)
      await db.pool.query(`CREATE VIEW ${table} AS SELECT * FROM ${t[table]}`);
    await db.pool.query(`
      CREATE TABLE properties (property_unique_id text PRIMARY KEY, owner_name text, zone_id text, ward_id text,
        mohalla_id text);
      INSERT INTO properties VALUES ('${P1}', 'Ramesh Kumar', 'z1', 'w1', 'm2'), ('${P2}', 'Sunita', 'z1', 'w2', 'm3'),
        ('${P3}', 'Irfan Ali', 'z2', 'w3', 'm4'), ('${P4}', 'Ramesh', 'z1', 'w1', 'm1');
      CREATE TABLE mohallas (id text PRIMARY KEY, name text);
      INSERT INTO mohallas VALUES ('m1', 'Narhi'), ('m2', 'Kapoorthala');
      CREATE TABLE zones (id text PRIMARY KEY, name text);
      INSERT INTO zones VALUES ('z1', 'Zone 1 - Aliganj'), ('z2', 'Zone 2 - Gomti Nagar');
      CREATE TABLE wards (id text PRIMARY KEY, ward_no integer, ward_fullname text);
      INSERT INTO wards VALUES ('w1', 1, 'Hazratganj'), ('w2', 2, 'Aminabad'), ('w3', 3, 'Vikas Nagar');
      CREATE TABLE officials (username text, email text, deleted_at timestamptz);
      INSERT INTO officials VALUES ('Old Admin', '${ADMIN}', '2026-01-01'), ('Anil Verma', '${ADMIN}', NULL),
        ('Sunita Yadav', '${CTAO}', NULL);
      CREATE TABLE operators (username text, email text);`);
  });
  afterAll(() => db.close());

  const list = (kind: LogKind, filters: LogFilters = {}, scope = NO_LIMIT, limit = 50) =>
    listLogEntries(db.pool, kind, filters, scope, { page: 1, limit });
  const types = async (kind: LogKind, filters: LogFilters = {}, scope = NO_LIMIT) =>
    (await list(kind, filters, scope)).rows.map((row) => row.type);

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const rows = async (suffix: string, order: RecordedEvent[]) => {
      const t = await replayInto(db.pool, logsProjection, suffix, order);
      return (await db.pool.query(`SELECT * FROM ${t.log_entries} ORDER BY position`)).rows;
    };
    const once = await rows('first', events);
    expect(once).toHaveLength(16);
    expect(await rows('twice', twiceThenStale(events, 9))).toEqual(once);
  });

  it('lists every change a person made, newest first, and leaves out the seed, the workers and the numbering', async () => {
    const { rows, total } = await list('all', {}, NO_LIMIT, 3);
    expect(total).toBe(16);
    expect(rows.map((row) => row.type)).toEqual(['NoticeIssued', 'ArrearsCorrected', 'ZoneAdded']);
    const all = await types('all');
    expect(all).not.toContain('DemandRaised');
    expect(all).not.toContain('PropertySerialAllocated');
    expect(all.filter((type) => type === 'PaymentShiftedIn')).toHaveLength(1);
    expect(all.filter((type) => type === 'PropertyRegistered')).toHaveLength(2);
  });

  it('says who (by name), when, why and from when it counts', async () => {
    const [correction] = (await list('all', { userId: 'CTAO@nagarnigam.demo' }, NO_LIMIT, 1)).rows;
    expect(correction).toMatchObject({
      type: 'ArrearsCorrected',
      propertyUniqueId: P1,
      ownerName: 'Ramesh Kumar',
      zoneName: 'Zone 1 - Aliganj',
      wardName: 'Hazratganj',
      userId: CTAO,
      userName: 'Sunita Yadav',
      loginType: 'nagar_nigam',
      command: 'CorrectArrears',
      remarks: 'Receipt found',
      recordedAt: '2026-11-01T19:00:00.000Z',
      effectiveAt: '2026-03-31T18:30:00.000Z',
      details: { financialYear: '2025-26' },
    });
    const [deletion] = (await list('deletedProperties')).rows;
    expect(deletion).toMatchObject({ userName: 'Anil Verma', remarks: 'Duplicate of P1' });
    expect(deletion.details).toEqual({ reason: 'Duplicate entry', requestedBy: 'Zonal Officer' });
  });

  it('gives each specific log its own kind of change', async () => {
    expect(await types('adminEdits')).toEqual(['FloorsReplaced', 'OwnerDetailsUpdated', 'PropertyEdited']);
    expect(await types('matchingRemoved')).toEqual(['MatchingDetailsRemoved']);
    expect(await types('deletedProperties')).toEqual(['PropertyDeleted']);
    expect(await types('addedProperties')).toEqual(['PropertyRegistered', 'PropertyRegistered']);
    expect(await types('paymentShift')).toEqual(['PaymentShiftedIn', 'PaymentShiftedOut']);
    expect(await types('splits')).toEqual(['PropertySplit']);
  });

  it('shows an edit field by field, before and after, and a replaced file by its name only', async () => {
    const [edit] = (await list('adminEdits', { propertyUniqueId: P1 })).rows;
    expect(edit.changes).toEqual({
      ownerName: { before: 'Ramesh', after: 'Ramesh Kumar' },
      houseNumber: { before: '12/4', after: null },
      mohallaId: { before: 'm1', after: 'm2' },
    });
    expect(edit.details).toEqual({ files: ['disabilityDocument'] });
    expect(edit.names).toEqual({ m1: 'Narhi', m2: 'Kapoorthala' });
    const [owner] = (await list('adminEdits', { propertyUniqueId: P3 })).rows;
    expect(owner.changes).toEqual({ ownerName: { before: 'Irfan', after: 'Irfan Ali' } });
    expect(owner.details).toEqual({ mutationId: 'm1' });
  });

  it('logs a decision on another stream against the property its request named', async () => {
    const rows = (await list('all', { propertyUniqueId: P3 })).rows;
    const approval = rows.find((row) => row.type === 'MutationApproved');
    expect(approval).toMatchObject({
      propertyUniqueId: P3,
      stream: 'mutation-m1',
      remarks: 'Sale deed checked',
    });
    const request = rows.find((row) => row.type === 'MutationRequested');
    expect(request).toMatchObject({ userId: 'citizen', userName: null, loginType: 'public', remarks: null });
    expect(request?.changes).toEqual({ ownerName: { before: 'Irfan', after: 'Irfan Ali' } });
    expect(request?.details).toEqual({
      mutationId: 'm1',
      reason: 'sale',
      deedNumber: 'D-2026-118',
      documentValuePaise: 250000000,
    });
  });

  it('finds a shift and a split from either side', async () => {
    const shifts = (await list('paymentShift', { propertyUniqueId: P3 })).rows;
    expect(shifts.map((row) => [row.type, row.propertyUniqueId, row.relatedPropertyIds])).toEqual([
      ['PaymentShiftedIn', P3, [P1]],
      ['PaymentShiftedOut', P1, [P3]],
    ]);
    expect(shifts[1].details).toMatchObject({ txnId: 'T1', amountPaise: 150000, toPropertyUniqueId: P3 });
    expect(await types('all', { propertyUniqueId: P4 })).toEqual([
      'FloorsReplaced',
      'PropertyRegistered',
      'PropertySplit',
    ]);
    const [child] = (await list('addedProperties', { propertyUniqueId: P4 })).rows;
    expect(child.details).toEqual({
      ownerName: 'Ramesh',
      houseNumber: null,
      floors: 1,
      splitFromPropertyUniqueId: P1,
    });
  });

  it('logs a type it does not know, and a known one in an unexpected shape, with their plain fields', async () => {
    const rows = (await list('all', { propertyUniqueId: P1 })).rows;
    const certificate = rows.find((row) => row.type === 'CertificateIssued');
    expect(certificate).toMatchObject({ log: null, changes: null, propertyUniqueId: P1 });
    expect(certificate?.details).toEqual({ certificateNumber: 'MC-2026-27-000001', feePaise: 4200 });
    const floors = (await list('adminEdits', { propertyUniqueId: P4 })).rows[0];
    expect(floors.changes).toEqual({ floors: { before: null, after: 'not a list' } });
  });

  it('shows a split as what the parent kept, and a bulk notice job as one row found from each property', async () => {
    const [split] = (await list('splits')).rows;
    expect(split.changes).toEqual({
      plotArea: { before: 2000, after: 1200 },
      floors: { before: [{ floorNumber: 0 }, { floorNumber: 1 }], after: [{ floorNumber: 0 }] },
    });
    expect(split.details).toEqual({ newPropertyUniqueIds: [P4], financialYear: '2026-27', billNow: false });
    const jobs = (await list('all', { propertyUniqueId: P3 })).rows.filter(
      (row) => row.type === 'NoticeIssued',
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      propertyUniqueId: null,
      userName: 'Anil Verma',
      command: 'GenerateBulkNotice',
    });
    expect(jobs[0].details).toEqual({
      noticeType: 'demand',
      financialYear: '2026-27',
      noticeDate: '2026-11-02',
      payBy: '2026-11-17',
      language: 'hi',
      count: 2,
    });
    expect((await list('all', { propertyUniqueId: P1 })).rows.map((row) => row.type)).toContain(
      'NoticeIssued',
    );
  });

  it("filters by the days in India, the person, the zone, ward and mohalla, and keeps to the reader's scope", async () => {
    // The last change was recorded at 19:00 UTC on 1 November: 00:30 on 2 November in India.
    expect(await types('all', { startDate: '2026-11-02' })).toEqual(['NoticeIssued', 'ArrearsCorrected']);
    expect((await list('all', { endDate: '2026-10-31' })).total).toBe(0);
    expect((await list('all', { startDate: '2026-11-01', endDate: '2026-11-01' })).total).toBe(14);
    expect(await types('all', { userId: CTAO })).toEqual([
      'ArrearsCorrected',
      'MatchingDetailsRemoved',
      'PropertyEdited',
    ]);
    expect(await types('all', { mohallaId: 'm2' })).toEqual([
      'ArrearsCorrected',
      'CertificateIssued',
      'PropertySplit',
      'PaymentShiftedOut',
      'PropertyEdited',
    ]);
    expect(await types('all', { zoneId: 'z1', wardId: 'w2' })).toEqual([
      'PropertyDeleted',
      'MatchingDetailsRemoved',
      'PropertyRegistered',
    ]);
    const scoped = await types('all', {}, { zones: ['z2'], wards: null });
    expect(scoped).toEqual([
      'PaymentShiftedIn',
      'OwnerDetailsUpdated',
      'MutationApproved',
      'MutationRequested',
    ]);
    expect(await types('all', { propertyUniqueId: P2 }, { zones: null, wards: ['w1'] })).toEqual([]);
    expect(await types('all')).toContain('ZoneAdded');
  });

  it('exports every selected row newest first in keyset batches', async () => {
    const batches: string[][] = [];
    for await (const batch of logEntryBatches(db.pool, 'all', { userId: ADMIN }, NO_LIMIT, 4))
      batches.push(batch.map((row) => row.type));
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 4]);
    expect(batches.flat()[0]).toBe('NoticeIssued');
  });
});
