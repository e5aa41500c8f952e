import { startHarness, type Harness } from '../../test/platformHarness';
import { seedDemoCity } from '../seed/demoCity/seedDemoCity';
import { seedDemoJalkalRequests } from './seed';

jest.setTimeout(120_000);

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'geography', 'categories', 'tax'] });
  await seedDemoCity(harness.platform.ctx, { count: 40 });
});
afterAll(() => harness?.stop());

describe('the demo jalkal requests', () => {
  it('raise pending, approved and rejected requests on demo city properties, as the demo staff', async () => {
    const numbers = await seedDemoJalkalRequests(harness.platform.ctx);
    expect(numbers).toHaveLength(4);
    const { rows } = await harness.platform.pool.query(
      `SELECT requested_by, status, decided_by, completed_at IS NOT NULL AS completed,
              jsonb_array_length(documents) AS documents
         FROM jalkal_edits ORDER BY jalkal_edit_id`,
    );
    const statuses = rows.map((row) => row.status);
    expect(statuses).toContain('pending');
    expect(rows.find((row) => row.status === 'approved')).toMatchObject({
      decided_by: 'jalkal@nagarnigam.demo',
      completed: true,
    });
    expect(rows.find((row) => row.status === 'rejected')).toMatchObject({
      decided_by: 'jalkal@nagarnigam.demo',
    });
    expect(rows.every((row) => row.documents === 1)).toBe(true);
  });

  it('add nothing on a second start', async () => {
    expect(await seedDemoJalkalRequests(harness.platform.ctx)).toEqual([]);
  });
});
