import { Pool } from 'pg';
(async () => {
  const pool = new Pool({ connectionString: 'postgres://postgres:postgres@127.0.0.1:55432/postgres', max: 1 });
  const orig = pool.query.bind(pool);
  (pool as any).query = async (text: string, values: unknown[]) => {
    if (typeof text === 'string' && text.startsWith('WITH')) {
      const r = await orig('EXPLAIN (ANALYZE, BUFFERS) ' + text, values);
      console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
    }
    return orig(text, values);
  };
  const { listProperties, NO_READ_LIMIT } = await import('@ptax/projections');
  await listProperties(pool as any, { ownerName: process.argv[2] }, NO_READ_LIMIT, { page: 1, limit: 10 });
  await pool.end();
})();
