// The city generator on the real composition root: a small city (200 properties, three years) whose
// read models the audit finds equal to a replay of every stream, with the history a city has.
import { startHarness, type Harness } from '../../test/platformHarness';
import { verifyEverything, type VerifyReport } from '../../src/audit/verify';
import { CITY_SEED_MODULES, generateCity, type CitySummary } from './generateCity';

jest.setTimeout(600_000);

const OPTIONS = {
  properties: 200,
  years: 3,
  seed: 12,
  chunk: 50,
  lastYear: '2026-27',
  today: '2026-11-20',
};

let harness: Harness;
let summary: CitySummary;
let audit: VerifyReport;

const count = async (sql: string, values: unknown[] = []) =>
  Number((await harness.platform.pool.query<{ n: string }>(sql, values)).rows[0].n);

beforeAll(async () => {
  harness = await startHarness({ seedModules: CITY_SEED_MODULES });
  summary = await generateCity(harness.platform.ctx, OPTIONS);
  audit = await verifyEverything({ store: harness.platform.store, readModels: harness.platform.pool });
});
afterAll(() => harness?.stop());

describe('a generated city of 200 properties over three years', () => {
  it('agrees with a replay of every stream (npm run audit:verify)', () => {
    expect(audit.properties).toBe(200);
    expect(audit.mismatches).toEqual([]);
    expect(audit.brokenChains).toEqual([]);
    expect(audit.ok).toBe(true);
  });

  it('has a demand on every property for every year', async () => {
    const demanded = await count(
      `SELECT count(*) AS n FROM (SELECT property_unique_id FROM ledger_years
        WHERE demand_id IS NOT NULL GROUP BY 1 HAVING count(*) = 3) full_years`,
    );
    expect(demanded).toBe(200);
    expect(await count('SELECT count(*) AS n FROM properties')).toBe(200);
  });

  it('has payments in every mode, none dated after its today', async () => {
    const { rows } = await harness.platform.pool.query<{ mode: string }>(
      `SELECT DISTINCT mode FROM transactions WHERE receipt_number IS NOT NULL ORDER BY 1`,
    );
    expect(rows.map((r) => r.mode)).toEqual(['cash', 'cheque', 'dd', 'link', 'neft', 'online', 'pos']);
    const late = await count(
      `SELECT count(*) AS n FROM events WHERE type = 'PaymentReceived'
        AND (data->>'paidAt')::timestamptz >= ($1::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`,
      [OPTIONS.today],
    );
    expect(late).toBe(0);
  });

  it('has notes, cancelled and bounced payments and shifts among its events', async () => {
    const { rows } = await harness.platform.pool.query<{ type: string; reason: string | null }>(
      `SELECT DISTINCT type, data->>'reason' AS reason FROM events
        WHERE type IN ('DebitNoteIssued', 'PaymentReversed', 'PaymentShiftedIn', 'RebateGranted', 'InterestCharged')`,
    );
    const types = rows.map((r) => (r.type === 'PaymentReversed' ? `${r.type}:${r.reason}` : r.type));
    expect(types).toEqual(
      expect.arrayContaining([
        'DebitNoteIssued',
        'PaymentReversed:cancelled',
        'PaymentReversed:rejected',
        'PaymentShiftedIn',
        'RebateGranted',
        'InterestCharged',
      ]),
    );
  });

  it('gives out receipt numbers once each, in one series per year', async () => {
    const receipts = await count(`SELECT count(*) AS n FROM events WHERE type = 'PaymentReceiptIssued'`);
    const distinct = await count(
      `SELECT count(DISTINCT data->>'receiptNumber') AS n FROM events WHERE type = 'PaymentReceiptIssued'`,
    );
    expect(receipts).toBeGreaterThan(300);
    expect(distinct).toBe(receipts);
  });

  it('writes nothing when run again with the same options', async () => {
    const before = summary.eventsWritten;
    const again = await generateCity(harness.platform.ctx, OPTIONS);
    expect(before).toBeGreaterThan(0);
    expect(again.eventsWritten).toBe(0);
    expect(again.chunks).toEqual({ done: 4, before: 4 });
  });
});
