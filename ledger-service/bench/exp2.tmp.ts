import { Pool } from 'pg';
import { listProperties, NO_READ_LIMIT } from '@ptax/projections';
(async () => {
  const pool = new Pool({ connectionString: 'postgres://postgres:postgres@127.0.0.1:55432/postgres', max: 2 });
  const has = await pool.query(`SELECT to_regclass('property_names_v1') AS t`);
  if (!has.rows[0].t) {
    await pool.query(`SET maintenance_work_mem='256MB'`);
    await pool.query(`CREATE TABLE property_names_v1 (name text PRIMARY KEY)`);
    await pool.query(`INSERT INTO property_names_v1 SELECT DISTINCT lower(n) FROM properties_v1, LATERAL unnest(ARRAY[owner_name, father_name, husband_name]) n WHERE n IS NOT NULL ON CONFLICT DO NOTHING`);
    await pool.query(`CREATE INDEX ON property_names_v1 USING gin (name gin_trgm_ops)`);
    await pool.query(`CREATE VIEW property_names AS SELECT * FROM property_names_v1`);
    await pool.query(`CREATE INDEX properties_v1_owner ON properties_v1 (lower(owner_name))`);
    await pool.query(`CREATE INDEX properties_v1_father ON properties_v1 (lower(father_name))`);
    await pool.query(`CREATE INDEX properties_v1_husband ON properties_v1 (lower(husband_name))`);
    await pool.query(`DROP INDEX IF EXISTS properties_v1_owner_trgm`);
    await pool.query(`DROP INDEX IF EXISTS properties_v1_relative_trgm`);
    await pool.query(`VACUUM ANALYZE properties_v1`); await pool.query(`VACUUM ANALYZE property_names_v1`);
    console.log('names', (await pool.query('SELECT count(*) FROM property_names_v1')).rows[0]);
  }
  for (const q of ['narendra kumar tiwri', 'Ramesh Kumr', 'ramesh', 'सुनीता दवी', 'om rzivi', 'Sunita Devi', 'mahesh yadav']) {
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const r = await listProperties(pool, { ownerName: q }, NO_READ_LIMIT, { page: 1, limit: 10 });
      if (i === 2) console.log(q, (performance.now() - t).toFixed(1), 'ms total', r.total, r.rows.slice(0, 3).map((x) => x.ownerName).join(', '));
    }
  }
  for (const q of [{ address: 'latouch road' }, { fatherHusbandName: 'mahesh' }, { ownerName: 'ramesh kumr', wardId: (await pool.query('SELECT ward_id FROM properties_v1 LIMIT 1')).rows[0].ward_id }]) {
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const r = await listProperties(pool, q, NO_READ_LIMIT, { page: 1, limit: 10 });
      if (i === 2) console.log(JSON.stringify(q).slice(0, 60), (performance.now() - t).toFixed(1), 'ms total', r.total);
    }
  }
  await pool.end();
})();
