import { Client } from 'pg';
(async () => {
  const c = new Client({ connectionString: 'postgres://postgres:postgres@127.0.0.1:55432/postgres' });
  await c.connect();
  for (const sql of process.argv.slice(2)) {
    const t = performance.now();
    const r = await c.query(sql);
    const ms = performance.now() - t;
    const rows = Array.isArray(r) ? r.at(-1).rows : r.rows;
    console.log(rows.map((x: Record<string, unknown>) => Object.values(x).join(' | ')).join('\n'));
    console.log(`-- ${ms.toFixed(1)} ms`);
  }
  await c.end();
})();
