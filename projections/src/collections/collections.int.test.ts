import { indiaDate, type RecordedEvent } from '@ptax/contracts';
import { NO_READ_LIMIT } from '../properties/filters';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { transactionsProjection } from '../transactions/projection';
import { collectionByDemandYear } from './demandYears';
import { collectionFigures } from './figures';
import { collectionsProjection } from './projection';
import { HISTORY } from './testHistory';

type Line = { kind: string; financialYear?: string; head?: string; feeHead?: string; amountPaise: number };
type Payment = { property: string; mode: string; day: string; lines: Line[] };

/**
 * The test's own fold of the events, independent of the read model: the payments standing on each
 * ledger now, each with the place its property is in now, summed per aggregate key.
 */
function expectedAmounts(events: RecordedEvent[]): Record<string, number> {
  const places = new Map<string, string>();
  const standing = new Map<string, Payment>();
  const days = new Map<string, { mode: string; day: string }>();
  for (const { type, data } of events) {
    const d = data as Record<string, never>;
    const key = `${d.txnId}:${d.propertyUniqueId}`;
    if (type === 'PropertyRegistered') {
      const { zoneId, wardId, mohallaId } = d.details as Record<string, string>;
      places.set(d.propertyUniqueId, `${zoneId}|${wardId}|${mohallaId}`);
    } else if (type === 'PropertyEdited') {
      const [zone, ward, mohalla] = places.get(d.propertyUniqueId)!.split('|');
      const c = d.changes as Record<string, string>;
      places.set(d.propertyUniqueId, `${c.zoneId ?? zone}|${c.wardId ?? ward}|${c.mohallaId ?? mohalla}`);
    } else if (type === 'PaymentReceived') {
      const day = indiaDate(d.paidAt);
      days.set(d.txnId, { mode: d.mode, day });
      standing.set(key, { property: d.propertyUniqueId, mode: d.mode, day, lines: d.lines });
    } else if (type === 'PaymentShiftedIn') {
      standing.set(key, { property: d.propertyUniqueId, ...days.get(d.txnId)!, lines: d.lines });
    } else if (type === 'PaymentReversed' || type === 'PaymentShiftedOut') standing.delete(key);
  }
  const sums: Record<string, number> = {};
  for (const payment of standing.values())
    for (const line of payment.lines) {
      const head = line.head ?? line.feeHead ?? '';
      const key = [
        payment.day,
        payment.mode,
        places.get(payment.property),
        line.financialYear ?? '',
        head,
        line.kind,
      ];
      sums[key.join('|')] = (sums[key.join('|')] ?? 0) + line.amountPaise;
    }
  return sums;
}

describe('the collections read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    for (const [stream, next] of HISTORY) await storeDb.store.append(stream, [next], 'any');
    events = (await storeDb.store.readAll(null, 1000)).events;
    const t = await replayInto(db.pool, collectionsProjection, 'live', events);
    await db.pool.query(`CREATE VIEW collection_receipts AS SELECT * FROM ${t.collection_receipts};
      CREATE VIEW collection_amounts AS SELECT * FROM ${t.collection_amounts};
      CREATE VIEW collection_month_receipts AS SELECT * FROM ${t.collection_month_receipts};
      CREATE VIEW collection_month_amounts AS SELECT * FROM ${t.collection_month_amounts}`);
    const tx = await replayInto(db.pool, transactionsProjection, 'live', events);
    await db.pool.query(`CREATE VIEW transactions AS SELECT * FROM ${tx.transactions}`);
  });
  afterAll(() => storeDb.close());

  /** The aggregate rows of one replay, zero rows (everything taken back) left out. */
  const aggregatesOf = async (suffix: string, replayed: RecordedEvent[]) => {
    const t = await replayInto(db.pool, collectionsProjection, suffix, replayed);
    return [
      (
        await db.pool.query(
          `SELECT * FROM ${t.collection_receipts} WHERE receipts <> 0 ORDER BY 1, 2, 3, 4, 5`,
        )
      ).rows,
      (
        await db.pool.query(
          `SELECT * FROM ${t.collection_amounts} WHERE amount_paise <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
        )
      ).rows,
      (await db.pool.query(`SELECT * FROM ${t.collection_payments} ORDER BY 1, 2`)).rows,
      (await db.pool.query(`SELECT * FROM ${t.collection_month_amounts} ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`))
        .rows,
    ];
  };

  it('keeps per day, mode, place, demand year, head and kind exactly the sums of the payments standing on ledgers', async () => {
    const { rows } = await db.pool.query<Record<string, string>>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, mode, zone_id, ward_id, mohalla_id, financial_year, head, kind,
              amount_paise FROM collection_amounts WHERE amount_paise <> 0`,
    );
    const actual = Object.fromEntries(
      rows.map((row) => [
        [
          row.day,
          row.mode,
          row.zone_id,
          row.ward_id,
          row.mohalla_id,
          row.financial_year,
          row.head,
          row.kind,
        ].join('|'),
        Number(row.amount_paise),
      ]),
    );
    expect(actual).toEqual(expectedAmounts(events));
    // No key is left negative by a reversal or a move.
    const negative = await db.pool.query(
      `SELECT 1 FROM collection_amounts WHERE amount_paise < 0 UNION ALL SELECT 1 FROM collection_receipts WHERE receipts < 0`,
    );
    expect(negative.rows).toEqual([]);
  });

  it('agrees with the transactions read model: receipts and amounts collected per ward and mode', async () => {
    const { rows: fromTransactions } = await db.pool.query<Record<string, string>>(
      `SELECT ward_id, mode, count(*) AS receipts, sum(amount_paise) AS amount, sum(rebate_paise) AS rebate
         FROM transactions WHERE ledger_state = 'received' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const { rows: fromAggregates } = await db.pool.query<Record<string, string>>(
      `SELECT ward_id, mode, sum(receipts) AS receipts, sum(amount_paise) AS amount, sum(rebate_paise) AS rebate
         FROM collection_receipts GROUP BY 1, 2 HAVING sum(receipts) <> 0 ORDER BY 1, 2`,
    );
    expect(fromAggregates).toEqual(fromTransactions);
    expect(fromAggregates.length).toBeGreaterThan(3);
  });

  it('rolls the days up into months per ward, to the paisa', async () => {
    const rolled = async (table: string, sums: string, extra = '') =>
      (
        await db.pool.query(
          `SELECT to_char(day, 'YYYY-MM') AS month, mode, zone_id, ward_id${extra}, ${sums}
             FROM ${table} GROUP BY 1, 2, 3, 4${extra ? ', 5, 6, 7' : ''} HAVING ${sums.split(' AS ')[0]} <> 0
            ORDER BY 1, 2, 3, 4${extra ? ', 5, 6, 7' : ''}`,
        )
      ).rows;
    const receipts = 'sum(receipts) AS receipts, sum(amount_paise) AS amount, sum(rebate_paise) AS rebate';
    expect(await rolled('collection_month_receipts', receipts)).toEqual(
      await rolled('collection_receipts', receipts),
    );
    const lines = ', financial_year, head, kind';
    const amounts = 'sum(amount_paise) AS amount';
    const months = await rolled('collection_month_amounts', amounts, lines);
    expect(months).toEqual(await rolled('collection_amounts', amounts, lines));
    expect(months.length).toBeGreaterThan(10);
  });

  it('ends with the same rows when every event is replayed twice, and after a stale replay', async () => {
    const once = await aggregatesOf('once', events);
    expect(once[1].length).toBeGreaterThan(10);
    expect(await aggregatesOf('twice', twiceThenStale(events, 12))).toEqual(once);
  });

  it('answers the figures by zone, mode and month, within a scope and filters', async () => {
    const byZone = await collectionFigures(db.pool, {}, NO_READ_LIMIT, 'zone');
    // Zone 1: P1 on A (202 025), P4 on C (509 999 + 1), P7 on C now in w1 (3 003); P5 left A for B.
    expect(byZone.get('z1')).toMatchObject({
      receipts: 3,
      amountPaise: 202_025 + 510_000 + 3_003,
      rebatePaise: 3_825,
      interestPaise: 1_850,
      arrearsPaise: 127_500 + 3_003,
      currentPaise: 72_675 + 9_999,
      feePaise: 500_000,
      advancePaise: 1,
    });
    expect(byZone.get('z1')?.byHead.sewer).toEqual({
      interestPaise: 0,
      arrearsPaise: 3_003,
      currentPaise: 0,
    });
    // Zone 2: P3 online (9 299), P8 link (12 345), P5 shifted in (40 000); P2 bounced.
    expect(byZone.get('z2')).toMatchObject({
      receipts: 3,
      amountPaise: 61_644,
      arrearsPaise: 35_000,
      advancePaise: 5_000,
    });
    const byMonth = await collectionFigures(db.pool, { financialYear: '2026-27' }, NO_READ_LIMIT, 'month');
    expect([...byMonth.entries()].map(([month, f]) => [month, f.receipts, f.amountPaise]).sort()).toEqual([
      ['2026-04', 4, 202_025 + 510_000 + 9_299 + 40_000],
      ['2026-05', 2, 12_345 + 3_003],
    ]);
    const ward3Cash = await collectionFigures(
      db.pool,
      { modes: ['cash'] },
      { zones: null, wards: ['w3'] },
      'mode',
    );
    expect([...ward3Cash.entries()].map(([mode, f]) => [mode, f.amountPaise])).toEqual([['cash', 40_000]]);
    const may = await collectionFigures(
      db.pool,
      { startDate: '2026-05-01', zoneId: 'z1' },
      NO_READ_LIMIT,
      'all',
    );
    expect(may.get('all')).toMatchObject({ receipts: 1, amountPaise: 3_003 });
    const none = await collectionFigures(db.pool, { financialYear: '2025-26' }, NO_READ_LIMIT, 'all');
    expect(none.size).toBe(0);
    // Ward 1 now holds C too: its POS payment of April moved there with it.
    expect(await collectionByDemandYear(db.pool, { wardId: 'w1' }, NO_READ_LIMIT)).toEqual([
      { financialYear: '2023-24', interestPaise: 0, arrearsPaise: 3_003, currentPaise: 0 },
      { financialYear: '2024-25', interestPaise: 1_233, arrearsPaise: 51_000, currentPaise: 0 },
      { financialYear: '2025-26', interestPaise: 617, arrearsPaise: 76_500, currentPaise: 0 },
      { financialYear: '2026-27', interestPaise: 0, arrearsPaise: 0, currentPaise: 72_675 + 9_999 },
    ]);
  });
});
