import { serialNumberStream } from '@ptax/contracts';
import { ADMIN } from '../demands/testing';
import type { FileStore } from '../files/fileStore';
import { claimJob, MAX_ATTEMPTS } from './lease';
import { noticeSeries, runJob } from './run';
import { CURRENT_YEAR, NoticeBed } from './testing';
import { workOnce, workUntilIdle } from './worker';

jest.setTimeout(120_000);

let bed: NoticeBed;
const ward: string[] = [];

const start = async () => {
  const response = await bed.demand.post('properties/generateBulkNotice', {
    noticeType: 'demand',
    wardId: 'w1',
  });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
};
const job = async (id: string) =>
  (
    await bed.demand
      .http()
      .get(`/api/properties/notices/jobs/${id}`)
      .set('Authorization', await bed.demand.as(ADMIN))
  ).body.data;
/** As if the lease's time ran out (the worker that held it is gone). */
const expireLeases = () => bed.pool.query(`UPDATE notice_jobs SET lease_until = now() - interval '1 second'`);
const numbersOf = async (jobId: string) =>
  (await Promise.all(ward.map((id) => bed.events(id))))
    .flat()
    .filter((event) => (event.data as { jobId: string }).jobId === jobId)
    .map((event) => (event.data as { noticeNumber: string }).noticeNumber)
    .sort();
const allocations = async () =>
  (await bed.demand.store.readStream(serialNumberStream(`demandNotice-${CURRENT_YEAR}`))).length;
const failingFiles = (): FileStore => ({
  ...bed.ctx.files,
  put: () => Promise.reject(new Error('power cut while writing the part')),
});

beforeAll(async () => {
  // The worker reports each failed attempt; these are the test's own.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  bed = await NoticeBed.start();
  for (let i = 0; i < 3; i++) ward.push(await bed.owing('m1'));
  await bed.raiseDemands();
});
afterAll(() => bed.stop());

describe('a notice job across crashes and instances', () => {
  it('resumes after a crash between the events and the PDF without giving any property a second number', async () => {
    const id = await start();
    expect(await workOnce({ ...bed.ctx, files: failingFiles() }, 'instance-a')).toBe('failed');
    const crashed = await job(id);
    expect(crashed).toMatchObject({
      status: 'running',
      issued: 0,
      lastError: 'power cut while writing the part',
    });
    // The events were written before the crash, with the numbers stored for the items.
    const numbers = await numbersOf(id);
    expect(numbers).toEqual([1, 2, 3].map((n) => `DN-${CURRENT_YEAR}-00000${n}`));
    expect(await allocations()).toBe(3);

    await expireLeases();
    expect(await workUntilIdle(bed.ctx, 'instance-b')).toEqual(['completed']);
    expect(await job(id)).toMatchObject({ status: 'completed', issued: 3, done: 3, total: 3 });
    expect(await numbersOf(id)).toEqual(numbers);
    for (const property of ward) expect(await bed.events(property)).toHaveLength(1);
    expect(await allocations()).toBe(3);
    expect((await job(id)).parts).toMatchObject([
      { notices: 3, firstNumber: numbers[0], lastNumber: numbers[2] },
    ]);
  });

  it('is worked on by one instance at a time: a held lease cannot be claimed', async () => {
    const id = await start();
    const claimed = await claimJob(bed.pool, 'instance-a', new Date(bed.ctx.now()).toISOString());
    expect(claimed?.id).toBe(id);
    expect(await claimJob(bed.pool, 'instance-b', new Date(bed.ctx.now()).toISOString())).toBeNull();
    // instance-a goes silent; once its lease runs out instance-b takes over and instance-a is fenced off.
    await expireLeases();
    const taken = await claimJob(bed.pool, 'instance-b', new Date(bed.ctx.now()).toISOString());
    expect(taken?.id).toBe(id);
    expect(await runJob(bed.ctx, claimed!, 'instance-a')).toBe('leaseLost');
    expect(await runJob(bed.ctx, taken!, 'instance-b')).toBe('completed');
    expect(await job(id)).toMatchObject({ issued: 3, attempts: 2 });
    expect((await numbersOf(id)).length).toBe(3);
  });

  it('fails a job for good after repeated errors, keeping what it issued', async () => {
    const id = await start();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await expireLeases();
      expect(await workOnce({ ...bed.ctx, files: failingFiles() }, 'instance-a')).toBe('failed');
    }
    await expireLeases();
    expect(await workOnce(bed.ctx, 'instance-a')).toBeNull();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, skippedByReason: {} });
    expect(await numbersOf(id)).toHaveLength(3);
    expect(noticeSeries(await job(id))).toBe(`demandNotice-${CURRENT_YEAR}`);
  });
});
