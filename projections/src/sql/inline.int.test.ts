import { createReadModelDb, type ReadModelDb } from '../testing/databases';
import { toScript } from './inline';

const awkward = [
  ['O\'Brien \\ "quoted" $1 -- not a comment', ['a,b', '"q"', 'back\\slash', '', 'NULL'], 1, true],
  ['हिन्दी\nline two\ttab', [], -9_007_199_254_740_991, false],
  ['', ['{}', 'x y'], 0, null],
] as const;

describe('a batch sent as one script with inlined values', () => {
  let db: ReadModelDb;
  beforeAll(async () => {
    db = await createReadModelDb();
    await db.pool.query(`
      CREATE TABLE sample (via text, s text, arr text[], n bigint, b boolean, t timestamptz, j jsonb, bin bytea);`);
  });
  afterAll(() => db.close());

  it('stores exactly what the same statements store with bound parameters', async () => {
    const text = 'INSERT INTO sample VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';
    const statements = awkward.map(([s, arr, n, b], i) => ({
      text,
      values: ['?', s, arr, n, b, new Date(Date.UTC(2025, 3, i + 1, 10, 30)), { s, n: [n] }, Buffer.from(s)],
    }));
    for (const statement of statements) await db.pool.query(text, ['bound', ...statement.values.slice(1)]);
    await db.pool.query(
      toScript(statements.map((statement) => ({ text, values: ['inlined', ...statement.values.slice(1)] }))),
    );

    const read = async (via: string) =>
      (await db.pool.query('SELECT s, arr, n, b, t, j, bin FROM sample WHERE via = $1 ORDER BY s', [via]))
        .rows;
    const bound = await read('bound');
    expect(bound).toHaveLength(3);
    expect(await read('inlined')).toEqual(bound);
  });
});
