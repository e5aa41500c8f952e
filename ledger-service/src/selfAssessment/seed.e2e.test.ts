import { financialYearOfInstant } from '@ptax/contracts';
import { startHarness, TEST_DAY, type Harness } from '../../test/platformHarness';
import { seedDemoCity } from '../seed/demoCity/seedDemoCity';
import { seedDemoSelfAssessments } from './seed';

jest.setTimeout(120_000);

let harness: Harness;
// The platform's clock runs from TEST_DAY: the year is the same whenever the suite runs.
const year = financialYearOfInstant(TEST_DAY);

beforeAll(async () => {
  harness = await startHarness({
    seedModules: ['staff', 'geography', 'categories', 'discounts', 'tax'],
    clockFrom: TEST_DAY,
  });
  await seedDemoCity(harness.platform.ctx, { count: 12 });
});
afterAll(() => harness?.stop());

const status = (selfAssessmentId: string, mobileNumber: string) =>
  harness.http().get(`/api/selfAssessment?${new URLSearchParams({ selfAssessmentId, mobileNumber })}`);

describe('the demo self-assessments', () => {
  it('are the numbers and mobile numbers the README gives a tester', async () => {
    const numbers = await seedDemoSelfAssessments(harness.platform.ctx);
    expect(numbers).toEqual([1, 2, 3].map((n) => `SA-${year}-00000${n}`));
    await harness.platform.caughtUp();
    const answers = await Promise.all(numbers.map((number, n) => status(number, `983900000${n + 1}`)));
    expect(answers.map((answer) => [answer.body.data.form, answer.body.data.status])).toEqual([
      ['A', 'submitted'],
      ['C', 'submitted'],
      ['A', 'rejected'],
    ]);
    expect(answers[1].body.data.propertyUniqueId).toMatch(/^\d{16}[0-9A-Z]$/);
    expect(answers[2].body.data.rejectionReason).toBe(
      'The plot area does not match the land registry document',
    );
  });

  it('add nothing on a second start', async () => {
    expect(await seedDemoSelfAssessments(harness.platform.ctx)).toEqual([]);
    const { rows } = await harness.platform.pool.query('SELECT count(*)::int AS n FROM self_assessments');
    expect(rows[0].n).toBe(3);
  });
});
