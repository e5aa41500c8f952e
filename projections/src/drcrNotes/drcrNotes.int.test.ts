import { randomUUID } from 'node:crypto';
import { propertyStream, type NewEvent, type RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import type { ReadScope } from '../properties/filters';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { appendAll } from '../testing/staffEvents';
import { applyDrcrNoteEvent } from './handlers';
import { drcrNotesProjection } from './projection';
import { drcrNoteBatches, listDrcrNotes } from './queries';

const PROPERTIES = ['P0000000000000001', 'P0000000000000002', 'P0000000000000003'];
const NO_LIMIT: ReadScope = { zones: null, wards: null };

/** Note n: debit when even; issued on 1 + n April 2026 at 23:00 in India (17:30 UTC, same day). */
function note(n: number): NewEvent {
  const propertyUniqueId = PROPERTIES[n % 3];
  const kind = n % 2 === 0 ? 'Debit' : 'Credit';
  return {
    id: randomUUID(),
    type: `${kind}NoteIssued`,
    version: 1,
    data: {
      propertyUniqueId,
      noteId: `note-${n}`,
      debitCreditNo: `${kind[0]}N-2026-27-${String(n + 1).padStart(6, '0')}`,
      financialYear: n < 4 ? '2025-26' : '2026-27',
      housePaise: 10_000 * (n + 1),
      waterPaise: 500,
      sewerPaise: 0,
      reason: 'Survey correction',
      ...(n === 2 ? { receiptNumber: 'R-77' } : {}),
      issuedAt: new Date(Date.UTC(2026, 3, 1 + n, 17, 30)).toISOString(),
    },
    metadata: { userId: 'admin@nagarnigam.demo', loginType: 'nagar_nigam' },
  };
}

describe('the debit / credit notes read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    const appends = Array.from({ length: 8 }, (_, n) => ({
      stream: propertyStream(PROPERTIES[n % 3]),
      events: [note(n)],
    }));
    await appendAll(storeDb.store, appends, 1);
    events = (await storeDb.store.readAll(null, 1000)).events;
    const t = physicalTables(drcrNotesProjection, 1);
    await db.pool.query(drcrNotesProjection.createSql(t));
    await db.pool.query(`CREATE VIEW drcr_notes AS SELECT * FROM ${t.drcr_notes}`);
    for (const event of events) await db.pool.query(toScript(applyDrcrNoteEvent(event, t)));
    // Where each property is: the register read model's columns the list reads.
    await db.pool.query(`CREATE TABLE properties (property_unique_id text PRIMARY KEY, owner_name text,
                           zone_id text, ward_id text, mohalla_id text)`);
    await db.pool.query(`INSERT INTO properties VALUES ('P0000000000000001', 'Ramesh', 'z1', 'w1', 'm1'),
                           ('P0000000000000002', 'Sunita', 'z1', 'w2', 'm2'), ('P0000000000000003', 'Irfan', 'z2', 'w3', 'm3')`);
  });
  afterAll(() => storeDb.close());

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const rows = async (suffix: string, order: RecordedEvent[]) => {
      const t = await replayInto(db.pool, drcrNotesProjection, suffix, order);
      return (await db.pool.query(`SELECT * FROM ${t.drcr_notes} ORDER BY note_id`)).rows;
    };
    const once = await rows('once', events);
    expect(once).toHaveLength(8);
    expect(await rows('twice', twiceThenStale(events, 5))).toEqual(once);
  });

  it('lists the newest first with the property, its place and the amounts in paise', async () => {
    const { rows, total } = await listDrcrNotes(db.pool, {}, NO_LIMIT, { page: 1, limit: 3 });
    expect(total).toBe(8);
    expect(rows.map((row) => row.noteId)).toEqual(['note-7', 'note-6', 'note-5']);
    expect(rows[1]).toMatchObject({
      id: 'note-6',
      debitCreditNo: 'DN-2026-27-000007',
      kind: 'debit',
      propertyUniqueId: 'P0000000000000001',
      ownerName: 'Ramesh',
      zoneId: 'z1',
      financialYear: '2026-27',
      houseTaxPaise: 70_000,
      waterTaxPaise: 500,
      totalPaise: 70_500,
      issuedAt: '2026-04-07T17:30:00.000Z',
      issuedBy: 'admin@nagarnigam.demo',
    });
  });

  it('filters by number (any case), kind, year, place, the day in India, and the caller scope', async () => {
    const ids = async (filters: Parameters<typeof listDrcrNotes>[1], scope = NO_LIMIT) =>
      (await listDrcrNotes(db.pool, filters, scope, { page: 1, limit: 50 })).rows.map((r) => r.noteId).sort();
    expect(await ids({ debitCreditNo: 'cn-2026-27-000002' })).toEqual(['note-1']);
    expect(await ids({ kind: 'credit', financialYear: '2025-26' })).toEqual(['note-1', 'note-3']);
    expect(await ids({ zoneId: 'z2' })).toEqual(['note-2', 'note-5']);
    expect(await ids({ wardId: 'w2', mohallaId: 'm2' })).toEqual(['note-1', 'note-4', 'note-7']);
    // Note 2 was issued at 23:00 on 3 April in India (17:30 UTC).
    expect(await ids({ startDate: '2026-04-03', endDate: '2026-04-04' })).toEqual(['note-2', 'note-3']);
    expect(await ids({ propertyUniqueId: 'p0000000000000003' })).toEqual(['note-2', 'note-5']);
    expect(await ids({}, { zones: ['z1'], wards: ['w1'] })).toEqual(['note-0', 'note-3', 'note-6']);
  });

  it('exports every selected note in keyset batches', async () => {
    const batches = [];
    for await (const batch of drcrNoteBatches(db.pool, { kind: 'debit' }, NO_LIMIT, 3)) batches.push(batch);
    expect(batches.map((batch) => batch.map((row) => row.noteId))).toEqual([
      ['note-6', 'note-4', 'note-2'],
      ['note-0'],
    ]);
  });
});
