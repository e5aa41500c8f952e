import { randomUUID } from 'node:crypto';
import { selfAssessmentStream, type NewEvent, type RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import type { ReadScope } from '../properties/filters';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { appendAll } from '../testing/staffEvents';
import { applySelfAssessmentEvent } from './handlers';
import { selfAssessmentsProjection } from './projection';
import { findSelfAssessment, listSelfAssessments } from './queries';
import { unfinishedAcceptances } from './unfinished';

const NO_LIMIT: ReadScope = { zones: null, wards: null };
const number = (n: number) => `SA-2026-27-${String(n + 1).padStart(6, '0')}`;
/** Self-assessment n: zone z1 / ward w1 when n is even, else z2 / w2; residential unless n % 3 == 2. */
const place = (n: number) => (n % 2 === 0 ? { zoneId: 'z1', wardId: 'w1' } : { zoneId: 'z2', wardId: 'w2' });

const event = (type: string, data: object, userId: string): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { userId },
});

/** Submitted on 1 + n April 2026 at 23:00 in India (17:30 UTC, the same day). */
function submitted(n: number): NewEvent {
  const nonresidential = n % 3 === 2;
  return event(
    'SelfAssessmentSubmitted',
    {
      selfAssessmentId: number(n),
      ...(n === 1 ? { propertyUniqueId: '01001001000000017' } : {}),
      form: nonresidential ? 'C' : 'A',
      details: {
        ownerName: `Owner ${n}`,
        mobileNumber: `98390000${String(n).padStart(2, '0')}`,
        emailId: `owner${n}@example.in`,
        ...place(n),
        mohallaId: `m${n % 2}`,
        houseCategory: nonresidential ? 'nonresidential' : 'residential',
        isMetroRailProperty: false,
        houseTaxApplicable: true,
        sewerageConnectionAvailable: false,
        waterTaxApplicable: true,
        isDisabled: false,
        isExDefensePersonalWidow: false,
      },
      floors: [
        { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 500 + n },
      ],
      buildingImages: {
        buildingImageFrontId: `property-images/front-${n}`,
        buildingImageRightId: `property-images/right-${n}`,
        buildingImageLeftId: `property-images/left-${n}`,
      },
      financialYear: '2026-27',
      arvPaise: 1_000_000 * (n + 1),
      totalTaxPaise: 275_000 * (n + 1),
      submittedAt: new Date(Date.UTC(2026, 3, 1 + n, 17, 30)).toISOString(),
    },
    'citizen',
  );
}

/** Number 1 is accepted onto its property, number 3 accepted as a new one, number 4 rejected. */
const decisions = [
  event(
    'SelfAssessmentAccepted',
    {
      selfAssessmentId: number(1),
      propertyUniqueId: '01001001000000017',
      acceptedAt: '2026-05-01T06:00:00.000Z',
    },
    'admin@nagarnigam.demo',
  ),
  event(
    'SelfAssessmentAccepted',
    {
      selfAssessmentId: number(3),
      propertyUniqueId: '02002001000000009',
      acceptedAt: '2026-05-02T06:00:00.000Z',
    },
    'ctao@nagarnigam.demo',
  ),
  event(
    'SelfAssessmentRejected',
    {
      selfAssessmentId: number(4),
      reason: 'Plot area does not match',
      rejectedAt: '2026-05-03T06:00:00.000Z',
    },
    'admin@nagarnigam.demo',
  ),
];

describe('the self-assessments read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    const submissions = Array.from({ length: 6 }, (_, n) => ({
      stream: selfAssessmentStream(number(n)),
      events: [submitted(n)],
    }));
    await appendAll(storeDb.store, submissions, 1);
    const decided = decisions.map((e) => ({
      stream: selfAssessmentStream((e.data as { selfAssessmentId: string }).selfAssessmentId),
      events: [e],
    }));
    await appendAll(storeDb.store, decided, 1);
    events = (await storeDb.store.readAll(null, 1000)).events;
    const t = physicalTables(selfAssessmentsProjection, 1);
    await db.pool.query(selfAssessmentsProjection.createSql(t));
    await db.pool.query(`CREATE VIEW self_assessments AS SELECT * FROM ${t.self_assessments}`);
    for (const e of events) await db.pool.query(toScript(applySelfAssessmentEvent(e, t)));
  });
  afterAll(() => storeDb.close());

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const rows = async (suffix: string, order: RecordedEvent[]) => {
      const t = await replayInto(db.pool, selfAssessmentsProjection, suffix, order);
      return (await db.pool.query(`SELECT * FROM ${t.self_assessments} ORDER BY self_assessment_id`)).rows;
    };
    const once = await rows('once', events);
    expect(once).toHaveLength(6);
    expect(once.map((row) => row.status)).toEqual([
      'submitted',
      'accepted',
      'submitted',
      'accepted',
      'rejected',
      'submitted',
    ]);
    expect(await rows('twice', twiceThenStale(events, events.length))).toEqual(once);
  });

  it('finds one by its number in any case, with the decision and the amounts in paise', async () => {
    expect(await findSelfAssessment(db.pool, 'sa-2026-27-000004')).toMatchObject({
      id: number(3),
      form: 'A',
      status: 'accepted',
      propertyUniqueId: '02002001000000009',
      ownerName: 'Owner 3',
      mobileNumber: '9839000003',
      zoneId: 'z2',
      arvPaise: 4_000_000,
      totalTaxPaise: 1_100_000,
      submittedAt: '2026-04-04T17:30:00.000Z',
      decidedAt: '2026-05-02T06:00:00.000Z',
      decidedBy: 'ctao@nagarnigam.demo',
      submittedBy: 'citizen',
      rejectionReason: null,
    });
    expect(await findSelfAssessment(db.pool, number(4))).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Plot area does not match',
    });
    expect(await findSelfAssessment(db.pool, 'SA-2026-27-999999')).toBeNull();
  });

  it('lists the newest first, a page at a time', async () => {
    const { rows, total } = await listSelfAssessments(db.pool, {}, NO_LIMIT, { page: 2, limit: 4 });
    expect(total).toBe(6);
    expect(rows.map((row) => row.selfAssessmentId)).toEqual([number(1), number(0)]);
  });

  it('filters by status, place, the day submitted in India, and the caller scope', async () => {
    const ids = async (filters: Parameters<typeof listSelfAssessments>[1], scope = NO_LIMIT) =>
      (await listSelfAssessments(db.pool, filters, scope, { page: 1, limit: 50 })).rows
        .map((row) => row.selfAssessmentId)
        .sort();
    expect(await ids({ status: 'accepted' })).toEqual([number(1), number(3)]);
    expect(await ids({ status: 'submitted', zoneId: 'z1' })).toEqual([number(0), number(2)]);
    expect(await ids({ wardId: 'w2', mohallaId: 'm1' })).toEqual([number(1), number(3), number(5)]);
    // Number 2 was submitted at 23:00 on 3 April in India (17:30 UTC).
    expect(await ids({ startDate: '2026-04-03', endDate: '2026-04-04' })).toEqual([number(2), number(3)]);
    expect(await ids({}, { zones: ['z1'], wards: null })).toEqual([number(0), number(2), number(4)]);
    expect(await ids({ status: 'rejected' }, { zones: null, wards: ['w2'] })).toEqual([]);
  });

  it('shows an acceptance as accepted from its decision, listed as unfinished until it completes', async () => {
    const t = physicalTables(selfAssessmentsProjection, 1);
    const stream = selfAssessmentStream(number(5));
    const record = async (type: string, data: object) => {
      await storeDb.store.append(
        stream,
        [event(type, { selfAssessmentId: number(5), ...data }, 'ctao')],
        'any',
      );
      const recorded = (await storeDb.store.readStream(stream)).at(-1)!;
      await db.pool.query(toScript(applySelfAssessmentEvent(recorded, t)));
    };
    const decidedAt = '2026-05-06T06:00:00.000Z';
    const change = { kind: 'register', details: {}, floors: [], buildingImages: {} };
    await record('SelfAssessmentAcceptanceDecided', {
      propertyUniqueId: '01001001000000025',
      change,
      decidedAt,
    });
    expect(await findSelfAssessment(db.pool, number(5))).toMatchObject({
      status: 'accepted',
      propertyUniqueId: '01001001000000025',
      decidedAt,
      decidedBy: 'ctao',
    });
    expect(await unfinishedAcceptances(db.pool, '2026-05-06T06:00:01.000Z')).toEqual([number(5)]);
    expect(await unfinishedAcceptances(db.pool, decidedAt)).toEqual([]);
    await record('SelfAssessmentAccepted', { propertyUniqueId: '01001001000000025', acceptedAt: decidedAt });
    expect(await unfinishedAcceptances(db.pool, '2026-05-07T00:00:00.000Z')).toEqual([]);
    expect(await findSelfAssessment(db.pool, number(5))).toMatchObject({ status: 'accepted', decidedAt });
  });
});
