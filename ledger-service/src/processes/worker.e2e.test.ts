import { startHarness, type Harness } from '../../test/platformHarness';
import { processIntervalMs } from './worker';

// The composition root starts one process worker over every module's processes and reports its
// last run in /api/health.
jest.setTimeout(120_000);

let harness: Harness;
beforeAll(async () => {
  process.env.PROCESSES_INTERVAL_SECONDS = '0.2';
  harness = await startHarness({ runWorkers: true });
});
afterAll(async () => {
  delete process.env.PROCESSES_INTERVAL_SECONDS;
  await harness.stop();
});

const health = async () => (await harness.http().get('/api/health')).body;

describe('the process worker', () => {
  it('runs on its interval over the processes of every module and shows its last run in /api/health', async () => {
    let report = (await health()).processes;
    for (let tries = 0; !report && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      report = (await health()).processes;
    }
    expect(report).toMatchObject({
      ranAt: expect.any(String),
      kinds: {
        selfAssessmentAcceptance: { found: 0, completed: 0, busy: 0, errors: 0 },
        objectionResolution: { found: 0, completed: 0, busy: 0, errors: 0 },
      },
    });
  });

  it('takes its interval from PROCESSES_INTERVAL_SECONDS, falling back to 30 seconds', () => {
    expect(processIntervalMs({ PROCESSES_INTERVAL_SECONDS: '5' })).toBe(5_000);
    expect(processIntervalMs({})).toBe(30_000);
    expect(processIntervalMs({ PROCESSES_INTERVAL_SECONDS: 'soon' })).toBe(30_000);
    expect(processIntervalMs({ PROCESSES_INTERVAL_SECONDS: '-1' })).toBe(30_000);
  });
});
