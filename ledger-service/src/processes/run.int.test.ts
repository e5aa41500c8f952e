import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import type { ModuleContext } from '../moduleContract';
import type { ProcessDefinition } from './process';
import { PROCESS_GRACE_MS, runProcessesOnce } from './run';

// The worker's pass over process kinds defined here for the test: what it asks, what it counts, and
// that two instances at once complete each process once.

const NOW = Date.parse('2026-09-15T11:00:00+05:30');
let database: TestDatabase;
let pool: Pool;
let ctx: ModuleContext;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = new Pool({ connectionString: database.url, max: 6 });
  // The worker itself needs only the database (its lock) and the clock; the definitions get the rest.
  ctx = { pool, now: () => NOW } as ModuleContext;
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

/** A kind whose candidates are `ids`, completing each by recording it (and failing those in `failing`). */
function kind(name: string, ids: string[], failing: string[] = [], hold?: Promise<void>) {
  const asked: string[] = [];
  const completed: string[] = [];
  const definition: ProcessDefinition = {
    kind: name,
    async unfinished(_ctx, decidedBefore) {
      asked.push(decidedBefore);
      return ids;
    },
    async complete(_ctx, id) {
      if (failing.includes(id)) throw new Error(`${id} is stuck`);
      await hold;
      completed.push(id);
      return true;
    },
  };
  return { definition, asked, completed };
}

const quiet = { log: () => undefined };

describe('runProcessesOnce', () => {
  it('asks each kind for what was decided before the grace period and completes it', async () => {
    const a = kind('first', ['a1', 'a2']);
    const b = kind('second', ['b1']);
    const report = await runProcessesOnce(ctx, [a.definition, b.definition], quiet);
    expect(a.asked).toEqual([new Date(NOW - PROCESS_GRACE_MS).toISOString()]);
    expect([a.completed, b.completed]).toEqual([['a1', 'a2'], ['b1']]);
    expect(report).toEqual({
      ranAt: new Date(NOW).toISOString(),
      kinds: {
        first: { found: 2, completed: 2, busy: 0, errors: 0 },
        second: { found: 1, completed: 1, busy: 0, errors: 0 },
      },
    });
  });

  it('counts and logs a failure and goes on with the others', async () => {
    const lines: string[] = [];
    const stuck = kind('stuck', ['s1', 's2', 's3'], ['s2']);
    const broken: ProcessDefinition = {
      kind: 'broken',
      unfinished: () => Promise.reject(new Error('read model missing')),
      complete: () => Promise.resolve(true),
    };
    const report = await runProcessesOnce(ctx, [broken, stuck.definition], {
      log: (line) => lines.push(line),
    });
    expect(stuck.completed).toEqual(['s1', 's3']);
    expect(report.kinds).toEqual({
      broken: { found: 0, completed: 0, busy: 0, errors: 1 },
      stuck: { found: 3, completed: 2, busy: 0, errors: 1 },
    });
    expect(lines).toEqual([
      'broken: listing unfinished processes failed: read model missing',
      'stuck s2: s2 is stuck',
    ]);
  });

  it('leaves a process another instance is completing to it, so two workers complete it once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = kind('slow', ['p1'], [], held);
    const first = runProcessesOnce(ctx, [slow.definition], quiet);
    // The second instance starts while the first holds p1.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await runProcessesOnce(ctx, [slow.definition], quiet);
    release();
    expect(second.kinds.slow).toEqual({ found: 1, completed: 0, busy: 1, errors: 0 });
    expect((await first).kinds.slow).toEqual({ found: 1, completed: 1, busy: 0, errors: 0 });
    expect(slow.completed).toEqual(['p1']);
  });
});
