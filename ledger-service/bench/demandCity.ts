// The benchmark city of bench:demand: BENCH_PROPERTIES properties spread over 8 zones, 14 wards per
// zone and 12 mohallas per ward, each registered and assessed for the year (its own two events), and
// the service's store and read models composed as startPlatform composes them.
import { randomUUID } from 'node:crypto';
import { composePropertyUniqueId, propertyStream, type NewEvent, type StreamAppend } from '@ptax/contracts';
import { projectionMigrations, startProjectionRunner } from '@ptax/projections';
import { Pool } from 'pg';
import { migrate } from '../src/db/migrate';
import { createEventStore } from '../src/eventstore';
import { MODULES } from '../src/modules';

const ZONES = 8;
const WARDS_PER_ZONE = 14;
const MOHALLAS_PER_WARD = 12;
const at = new Date().toISOString();
const metadata = { userId: 'bench', command: 'Bench' };

const OWNERS = ['Ramesh Kumar', 'Sunita Devi', 'Mohd. Irfan Khan', 'Anil Verma', 'रमेश कुमार', 'Geeta Sharma'];

/** A property of the generated city: where it is, and its taxes (sewer only where a sewer exists). */
export function propertyEvents(n: number, financialYear: string): StreamAppend {
  const zoneNo = 1 + (n % ZONES);
  const wardNo = 1 + (Math.floor(n / ZONES) % WARDS_PER_ZONE);
  const mohallaCode = 1 + (Math.floor(n / (ZONES * WARDS_PER_ZONE)) % MOHALLAS_PER_WARD);
  const id = composePropertyUniqueId({ zoneNo, wardNo, mohallaCode, serial: n + 1 });
  const place = {
    zoneId: `zone-${zoneNo}`,
    wardId: `ward-${zoneNo}-${wardNo}`,
    mohallaId: `mohalla-${zoneNo}-${wardNo}-${mohallaCode}`,
  };
  const arvPaise = 2_400_000 + (n % 97) * 10_000;
  const sewer = n % 3 !== 0;
  const event = (type: string, data: object): NewEvent => ({
    id: randomUUID(),
    type,
    version: 1,
    data,
    metadata,
  });
  const registered = event('PropertyRegistered', {
    propertyUniqueId: id,
    details: {
      ownerName: OWNERS[n % OWNERS.length],
      fatherName: 'Suresh Prasad',
      propertyAddress: `${n} Gomti Nagar, Lucknow`,
      ...place,
      houseCategory: 'residential',
      constType: 'rcc_rbc',
      roadWidth: 9,
      plotArea: 1200,
      constructionYear: 2005,
      occupancyStatus: 'self_occupied',
      isMetroRailProperty: false,
      houseTaxApplicable: true,
      sewerageConnectionAvailable: sewer,
      waterTaxApplicable: true,
      isDisabled: false,
      isExDefensePersonalWidow: false,
    },
    floors: [
      {
        propertyPremiseId: randomUUID(),
        floorNumber: 0,
        rentType: 'self',
        rentUsage: 'residential',
        type: 'rcc_rbc',
        areaSqft: 1000,
      },
    ],
    registeredAt: at,
  });
  const assessed = event('PropertyAssessed', {
    propertyUniqueId: id,
    financialYear,
    ruleSetVersion: 1,
    inputsFingerprint: `bench-${n}`,
    arvPaise,
    housePaise: Math.round(arvPaise * 0.15),
    waterPaise: Math.round(arvPaise * 0.125),
    sewerPaise: sewer ? Math.round(arvPaise * 0.03) : 0,
    concessions: [],
    ...place,
    houseCategory: 'residential',
    assessedAt: at,
  });
  return { stream: propertyStream(id), events: [registered, assessed], expectedRevision: 'no_stream' };
}

/**
 * What `npm start` runs minus HTTP, seeds and workers: the event store, every module's migrations and
 * projections. BENCH_onlyLedger=1 runs only the read models a demand run reads (a diagnostic: the
 * cost of the other projections following the same events).
 */
export async function composeService(url: string, onlyLedger: boolean) {
  const all = MODULES.flatMap((module) => module.projections ?? []);
  // Each read model's worker holds a connection of the pool while it runs (as in platform.ts).
  const pool = new Pool({ connectionString: url, max: all.length + 20 });
  // The server stops at the end with idle connections still open: not a failure of the run.
  pool.on('error', () => undefined);
  const store = await createEventStore({ DATABASE_URL: url });
  await migrate(pool, [...projectionMigrations, ...MODULES.flatMap((module) => module.migrations ?? [])]);
  const projections = onlyLedger
    ? all.filter((p) => ['ledger', 'tax_rule_sets', 'discounts'].includes(p.name))
    : all;
  // BENCH_BATCH: the runner's batch size (default 500, as startPlatform runs it).
  const batchSize = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined;
  const runner = await startProjectionRunner({ store, pool, projections, batchSize });
  return {
    store,
    pool,
    projections: projections.map((p) => p.name),
    async stop() {
      await runner.stop();
      await store.close();
      await pool.end();
    },
  };
}
