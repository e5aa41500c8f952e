import { indiaDate } from '@ptax/contracts';
import { loginToken, startHarness, TEST_DAY, type Harness } from '../../../test/platformHarness';
import { verifyEverything, type VerifyReport } from '../../audit/verify';
import { demandsModule } from '../../demands/module';
import { seedDemoDemands } from '../../demands/seed';
import { MODULES } from '../../modules';
import { seedDemoCity } from '../demoCity/seedDemoCity';
import { DEMO_OFFICIALS } from '../demoUsers';
import { demoPaymentsModule } from './module';
import { seedDemoPayments, type DemoPaymentsSummary } from './seedDemoPayments';

jest.setTimeout(300_000);

// A demo city of 400 properties with its two earlier years' demands, on a clock run from TEST_DAY
// (15 September 2026): the payments go from 2 April 2025 to 14 September 2026. A city this small
// sees a bounced cheque or a cancelled receipt only by chance: here they happen more often.
const ODDS = { bounced: 0.3, cancelled: 0.1, shifted: 0.05 };
const COUNT = 400;
const TODAY = indiaDate(TEST_DAY);
const [ADMIN] = DEMO_OFFICIALS;
let harness: Harness;
let first: DemoPaymentsSummary;
let audit: VerifyReport;

const query = async <Row extends object>(sql: string, values: unknown[] = []) =>
  (await harness.platform.pool.query<Row>(sql, values)).rows;

beforeAll(async () => {
  harness = await startHarness({
    seedModules: ['staff', 'geography', 'categories', 'discounts', 'tax'],
    clockFrom: TEST_DAY,
  });
  await seedDemoCity(harness.platform.ctx, { count: COUNT });
  await seedDemoDemands(harness.platform.ctx);
  first = await seedDemoPayments(harness.platform.ctx, { odds: ODDS });
  audit = await verifyEverything({ store: harness.platform.store, readModels: harness.platform.pool });
});
afterAll(() => harness?.stop());

describe('the demo payments', () => {
  it('are seeded at start-up after the demands they pay', () => {
    expect(MODULES.indexOf(demoPaymentsModule)).toBeGreaterThan(MODULES.indexOf(demandsModule));
  });

  it('are made by about two owners in five, in every mode, through the payment streams', async () => {
    expect(first.payers / COUNT).toBeGreaterThan(0.3);
    expect(first.payers / COUNT).toBeLessThan(0.5);
    const modes = ['cash', 'cheque', 'dd', 'link', 'neft', 'online', 'pos'];
    expect(Object.keys(first.payments).sort()).toEqual(modes);
    const received = await query<{ mode: string }>(
      `SELECT DISTINCT data->>'mode' AS mode FROM events WHERE type = 'PaymentReceived' ORDER BY 1`,
    );
    expect(received.map((row) => row.mode)).toEqual(modes);
    const outcomes = await query<{ type: string; mode: string; reason: string | null }>(
      `SELECT DISTINCT e.type, i.data->>'mode' AS mode, r.data->>'reason' AS reason FROM events e
         JOIN events i ON i.stream = e.stream AND i.type = 'PaymentInitiated'
         LEFT JOIN events r ON r.type = 'PaymentReversed' AND r.data->>'txnId' = i.data->>'txnId'
        WHERE e.type IN ('PaymentSucceeded', 'PaymentApproved', 'PaymentRejected', 'PaymentCancelled')`,
    );
    // Gateway successes, approved transfers, cleared and bounced cheques, cancelled counter receipts.
    expect(outcomes.map((row) => [row.type, row.mode, row.reason ?? ''].join(':'))).toEqual(
      expect.arrayContaining([
        'PaymentSucceeded:online:',
        'PaymentSucceeded:link:',
        'PaymentApproved:neft:',
        'PaymentApproved:cheque:',
        'PaymentApproved:dd:',
        'PaymentRejected:cheque:rejected',
        'PaymentRejected:dd:rejected',
        'PaymentCancelled:cash:cancelled',
        'PaymentCancelled:pos:cancelled',
      ]),
    );
    const [shifts] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'PaymentShiftedIn'`,
    );
    expect(shifts.n).toBeGreaterThan(0);
  });

  it('are dated from last April to yesterday, never today, at counter hours or online hours', async () => {
    // Every event of a payment takes effect when it happened, on a day India had then.
    const [span] = await query<{ first: string; last: string; undated: number }>(
      `SELECT min(day) AS first, max(day) AS last, count(*) FILTER (WHERE day IS NULL)::int AS undated
         FROM (SELECT to_char((metadata->>'effectiveAt')::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day
                 FROM events WHERE stream LIKE 'payment-%' OR type LIKE 'Payment%') days`,
    );
    expect(span).toMatchObject({ first: expect.stringMatching(/^2025-04/), undated: 0 });
    expect(span.first >= '2025-04-02').toBe(true);
    expect(span.last < TODAY).toBe(true);
    const hours = await query<{ online: boolean; hour: number }>(
      `SELECT DISTINCT data->>'mode' IN ('online', 'link') AS online,
              extract(hour FROM (data->>'initiatedAt')::timestamptz AT TIME ZONE 'Asia/Kolkata')::int AS hour
         FROM events WHERE type = 'PaymentInitiated'`,
    );
    for (const { online, hour } of hours) {
      expect(hour).toBeGreaterThanOrEqual(online ? 7 : 10);
      expect(hour).toBeLessThan(online ? 23 : 17);
    }
  });

  it('give each receipt a number of its year, the payer and the clerk, as the counter does', async () => {
    const rows = await query<{ receipt_number: string; payer_name: string | null; collected_by: string }>(
      `SELECT receipt_number, payer_name, collected_by FROM transactions
        WHERE origin AND receipt_number IS NOT NULL AND mode IN ('cash', 'cheque', 'dd', 'pos')`,
    );
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(row.receipt_number).toMatch(/^RCT-2026-27-\d{6}$|^RCT-2025-26-\d{6}$/);
      expect(row.payer_name).toBeTruthy();
      expect(row.collected_by).toBe('operator@nagarnigam.demo');
    }
    const [numbers] = await query<{ receipts: number; distinct: number }>(
      `SELECT count(*)::int AS receipts, count(DISTINCT data->>'receiptNumber')::int AS distinct
         FROM events WHERE type = 'PaymentReceiptIssued'`,
    );
    expect(numbers.distinct).toBe(numbers.receipts);
  });

  it('leave collections in each year equal to the money received and not taken back', async () => {
    const token = await loginToken(harness, 'officials', ADMIN.email, ADMIN.password);
    for (const year of ['2025-26', '2026-27']) {
      const [events] = await query<{ paise: string }>(
        `SELECT coalesce(sum((r.data->>'amountPaise')::bigint), 0)
              - coalesce(sum((v.data->>'amountPaise')::bigint), 0) AS paise
           FROM events r
           LEFT JOIN events v ON v.type = 'PaymentReversed' AND v.data->>'txnId' = r.data->>'txnId'
          WHERE r.type = 'PaymentReceived'
            AND (r.data->>'paidAt')::timestamptz >= ($1 || '-04-01')::date::timestamp AT TIME ZONE 'Asia/Kolkata'
            AND (r.data->>'paidAt')::timestamptz < ($2 || '-04-01')::date::timestamp AT TIME ZONE 'Asia/Kolkata'`,
        [year.slice(0, 4), Number(year.slice(0, 4)) + 1],
      );
      const { body } = await harness
        .http()
        .get(`/api/taxCollections/summary?financialYear=${year}`)
        .set('Authorization', `Bearer ${token}`);
      expect(Number(events.paise)).toBeGreaterThan(0);
      expect(body.data.amountPaise).toBe(Number(events.paise));
    }
  });

  it('agree with a replay of every stream (npm run audit:verify)', () => {
    expect(audit.mismatches).toEqual([]);
    expect(audit.brokenChains).toEqual([]);
    expect(audit.ok).toBe(true);
  });

  it('add nothing on a second start', async () => {
    const before = await harness.platform.store.headCheckpoint();
    const again = await seedDemoPayments(harness.platform.ctx);
    expect(first.events).toBeGreaterThan(0);
    expect(again).toMatchObject({ events: 0, payers: 0, payments: {} });
    expect((await harness.platform.store.headCheckpoint()).position).toBe(before.position);
  });
});
