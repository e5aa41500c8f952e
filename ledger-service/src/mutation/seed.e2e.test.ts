import { startHarness, type Harness } from '../../test/platformHarness';
import { seedDemoCity } from '../seed/demoCity/seedDemoCity';
import { seedDefaultFeeTable } from './feeTable';
import { DEMO_MUTATIONS, seedDemoMutations } from './seed';

jest.setTimeout(120_000);

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'geography', 'categories', 'tax'] });
  await seedDemoCity(harness.platform.ctx, { count: 12 });
  await seedDefaultFeeTable(harness.platform.ctx.store, harness.platform.ctx.now);
});
afterAll(() => harness?.stop());

describe('the demo mutations', () => {
  it('raise a pending sale, an approved correction of name and a rejected gift, through the module', async () => {
    const numbers = await seedDemoMutations(harness.platform.ctx);
    expect(numbers).toHaveLength(DEMO_MUTATIONS.length);
    const { rows } = await harness.platform.pool.query(
      `SELECT m.status, m.reason, m.completed, m.fee->>'amountPaise' AS fee, p.owner_name
         FROM mutations m JOIN properties p USING (property_unique_id) ORDER BY m.mutation_id`,
    );
    expect(rows).toEqual([
      { status: 'pending', reason: 'sale', completed: true, fee: '1000000', owner_name: expect.any(String) },
      {
        status: 'approved',
        reason: 'name_correction',
        completed: true,
        fee: '0',
        owner_name: 'Mohd. Irfan Siddiqui',
      },
      { status: 'rejected', reason: 'gift', completed: true, fee: '1000000', owner_name: expect.any(String) },
    ]);
  });

  it('add nothing on a second start', async () => {
    const head = (await harness.platform.store.headCheckpoint()).position;
    expect(await seedDemoMutations(harness.platform.ctx)).toEqual([]);
    expect((await harness.platform.store.headCheckpoint()).position).toBe(head);
  });
});
