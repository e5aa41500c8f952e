import { Pool } from 'pg';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres';
import { fillReadModel, makeCity, seeded } from './propertyData';
(async () => {
  const server = await startEmbeddedPostgres({ dataDir: '/tmp/propexp/data', persistent: true, port: 55432 });
  const pool = new Pool({ connectionString: server.url });
  const exists = await pool.query(`SELECT to_regclass('properties_v1') AS t`);
  if (!exists.rows[0].t) {
    const r = await fillReadModel(pool, makeCity(seeded(7)), 1_000_000, (l) => console.error(l));
    console.error(JSON.stringify({ ...r, owners: r.owners.slice(0, 20), ids: r.ids.slice(0, 5) }));
  }
  console.log(server.url);
  await pool.end();
  // keep server running
  process.stdin.resume();
})();
