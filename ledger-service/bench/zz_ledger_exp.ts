// scratch experiment (deleted after use)
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type { RecordedEvent } from '@ptax/contracts';
import { ledgerProjection } from '@ptax/projections';
import { toScript } from '../../projections/src/sql/inline';
import { benchDatabase } from './benchSupport';

const N = Number(process.env.N ?? 20000);
const BATCH = 500;
const VARIANT = process.env.VARIANT ?? 'full';

function ev(stream: string, revision: number, position: number, type: string, data: object): RecordedEvent {
  return { id: randomUUID(), type, version: 1, data, metadata: {}, stream, revision, position, checkpoint: String(position), recordedAt: new Date().toISOString() };
}

async function main() {
  const db = await benchDatabase();
  const pool = new Pool({ connectionString: db.url, max: 4 });
  pool.on('error', () => undefined);
  const t = { ledger_accounts: 'ledger_accounts', ledger_years: 'ledger_years', ledger_entries: 'ledger_entries', ledger_demand_years: 'ledger_demand_years' };
  let sql = ledgerProjection.createSql(t);
  if (VARIANT.includes('noidx')) sql = sql.replace(/CREATE INDEX[^;]*;/g, '');
  await pool.query(sql);
  let pos = 0;
  const setup: RecordedEvent[] = [];
  const demands: RecordedEvent[] = [];
  for (let n = 0; n < N; n++) {
    const id = `P${String(n).padStart(16, '0')}`;
    const stream = `property-${id}`;
    const place = { zoneId: `z${n % 8}`, wardId: `w${n % 100}`, mohallaId: `m${n % 1000}` };
    setup.push(ev(stream, 0, ++pos, 'PropertyRegistered', { propertyUniqueId: id, details: { ownerName: 'Ram', ...place }, floors: [], registeredAt: '2026-04-01T00:00:00Z' }));
    setup.push(ev(stream, 1, ++pos, 'PropertyAssessed', { propertyUniqueId: id, financialYear: '2026-27', ruleSetVersion: 1, inputsFingerprint: 'x'.repeat(64), arvPaise: 2400000, housePaise: 360000, waterPaise: 300000, sewerPaise: 72000, concessions: [], ...place, houseCategory: 'residential', assessedAt: '2026-04-01T00:00:00Z' }));
    demands.push(ev(stream, 2, 0, 'DemandRaised', { propertyUniqueId: id, demandId: randomUUID(), financialYear: '2026-27', arvPaise: 2400000, ruleSetId: '2026-27/v1', housePaise: 360000, waterPaise: 300000, sewerPaise: 72000, concessions: [], dueAt: '2027-03-31T23:59:59+05:30', raisedAt: '2026-11-22T00:00:00Z' }));
  }
  for (const d of demands) d.position = ++pos;
  const run = async (events: RecordedEvent[], label: string) => {
    let loadMs = 0, applyMs = 0, execMs = 0, bytes = 0;
    for (let i = 0; i < events.length; i += BATCH) {
      const batch = events.slice(i, i + BATCH);
      let t0 = performance.now();
      const loaded = await ledgerProjection.load!(batch, t, pool);
      loadMs += performance.now() - t0; t0 = performance.now();
      const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
      const statements = batch.flatMap((e) => ledgerProjection.apply(e, t, loaded)).filter((st) => !skip.some((k) => st.text.includes(`INTO ${k} `)));
      const script = `BEGIN;\n${toScript(statements)};\nCOMMIT`;
      bytes += script.length;
      applyMs += performance.now() - t0; t0 = performance.now();
      await pool.query(script);
      execMs += performance.now() - t0;
    }
    const per = (ms: number) => ((ms * 1000) / events.length).toFixed(1);
    console.log(`${label} ${VARIANT}: load ${per(loadMs)} us, apply ${per(applyMs)} us, exec ${per(execMs)} us per event; ${(bytes / events.length).toFixed(0)} bytes/event`);
  };
  await run(setup, 'setup');
  await pool.query('VACUUM ANALYZE');
  await run(demands, 'demands');
  await pool.end();
  await db.stop();
}
main();
