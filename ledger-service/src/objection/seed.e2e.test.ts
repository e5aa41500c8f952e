import { startHarness, type Harness } from '../../test/platformHarness';
import { seedDemoCity } from '../seed/demoCity/seedDemoCity';
import { DEMO_OBJECTIONS, seedDemoObjections } from './seed';

jest.setTimeout(120_000);

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'geography', 'categories', 'tax'] });
  await seedDemoCity(harness.platform.ctx, { count: 12 });
});
afterAll(() => harness?.stop());

describe('the demo objections', () => {
  it('raise pending, rejected and resolved objections on demo city properties, as the demo staff', async () => {
    const numbers = await seedDemoObjections(harness.platform.ctx);
    expect(numbers).toHaveLength(DEMO_OBJECTIONS.length);
    const response = await harness.http().post('/api/objection/status').send({ objectionId: numbers[3] });
    expect(response.body.data[0]).toMatchObject({ status: 'rejected', rejectionReason: expect.any(String) });
    const statuses = await Promise.all(
      numbers.map(async (objectionId) => {
        const found = await harness.http().post('/api/objection/status').send({ objectionId });
        return found.body.data[0].status as string;
      }),
    );
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'rejected', 'resolved']);
    const { rows } = await harness.platform.pool.query(
      `SELECT uploaded_by, uploader_type, jsonb_array_length(documents) AS documents FROM objections ORDER BY objection_id`,
    );
    expect(rows.map((row) => [row.uploaded_by, row.uploader_type, row.documents])).toEqual([
      ['operator@nagarnigam.demo', 'operator', 1],
      ['operator@nagarnigam.demo', 'operator', 0],
      ['admin@nagarnigam.demo', 'official', 0],
      ['jalkal@nagarnigam.demo', 'official', 0],
      ['admin@nagarnigam.demo', 'official', 0],
    ]);
  });

  it('add nothing on a second start', async () => {
    const head = (await harness.platform.store.headCheckpoint()).position;
    expect(await seedDemoObjections(harness.platform.ctx)).toEqual([]);
    expect((await harness.platform.store.headCheckpoint()).position).toBe(head);
  });
});
