import { mohallaStream, wardStream, zoneStream } from '@ptax/contracts';
import { listMohallas, listWards, listZones } from '@ptax/projections';
import { handleCommand } from '../../eventsourcing/commandHandler';
import { UNLIMITED } from '../../http/scope';
import type { ModuleContext } from '../../moduleContract';
import { DEMO_CITY_ID } from '../../seed/demoUsers';
import type { KeyRegistry, NaturalKey } from '../keys';
import { appendNewStreams, type NewStream } from './append';
import { demoWardBoundary } from './boundaries';
import { wardDecider } from '../wards/decide';
import { demoUuid } from './ids';
import { DEMO_ZONES } from './lucknow';
import { demoRates, demoServices, seededRandom } from './rates';
import { SEED_METADATA } from './reference';

const ALL = { page: 1, limit: null };
const PRNG_SEED = 20_260_401;

/** What the read model holds already, by natural key: a second seed adds nothing. */
async function existing(ctx: ModuleContext) {
  const filter = { cityId: DEMO_CITY_ID, scope: UNLIMITED };
  const zones = (await listZones(ctx.pool, filter, ALL)).rows;
  const wards = (await listWards(ctx.pool, filter, ALL)).rows;
  const mohallas = (await listMohallas(ctx.pool, { scope: UNLIMITED }, ALL)).rows;
  return {
    zones: new Map(zones.map((z) => [z.zone_no, z.id])),
    wards: new Map(wards.map((w) => [`${w.zone_id}/${w.ward_no}`, w.id])),
    mohallas: new Set(mohallas.map((m) => `${m.ward_id}/${m.name.toLowerCase()}`)),
  };
}

/**
 * The demo city: six zones, eighty wards, about three hundred mohallas with rates for every road
 * width and construction type. Deterministic (seeded PRNG, name-based ids) and idempotent.
 */
export async function seedDemoGeography(ctx: ModuleContext, keys: KeyRegistry): Promise<number> {
  const addedAt = new Date(ctx.now()).toISOString();
  const have = await existing(ctx);
  const random = seededRandom(PRNG_SEED);
  const streams: NewStream[] = [];
  const claimed: { key: NaturalKey; ownerId: string }[] = [];
  let wardNo = 0;
  for (const zone of DEMO_ZONES) {
    const zoneId = have.zones.get(zone.zoneNo) ?? demoUuid(`${DEMO_CITY_ID}/zone/${zone.zoneNo}`);
    if (!have.zones.has(zone.zoneNo)) {
      const data = { zoneId, cityId: DEMO_CITY_ID, zoneNo: zone.zoneNo, name: zone.name, addedAt };
      streams.push({ stream: zoneStream(zoneId), event: { type: 'ZoneAdded', version: 1, data } });
      claimed.push({
        key: { kind: 'zone_no', parentId: DEMO_CITY_ID, key: String(zone.zoneNo) },
        ownerId: zoneId,
      });
    }
    for (const [wardFullname, mohallas] of zone.wards) {
      wardNo++;
      const known = have.wards.get(`${zoneId}/${wardNo}`);
      const wardId = known ?? demoUuid(`${DEMO_CITY_ID}/ward/${wardNo}`);
      if (!known) {
        const boundary = demoWardBoundary(wardNo);
        const data = { wardId, cityId: DEMO_CITY_ID, zoneId, wardNo, wardFullname, boundary, addedAt };
        streams.push({ stream: wardStream(wardId), event: { type: 'WardAdded', version: 1, data } });
        claimed.push(
          { key: { kind: 'ward_no', parentId: zoneId, key: String(wardNo) }, ownerId: wardId },
          { key: { kind: 'ward_name', parentId: zoneId, key: wardFullname }, ownerId: wardId },
        );
      }
      for (const name of mohallas) {
        // Drawn for every mohalla, present or not, so each always gets the same numbers.
        const rates = demoRates(zone.tier, random);
        const services = demoServices(zone.tier, random);
        if (have.mohallas.has(`${wardId}/${name.toLowerCase()}`)) continue;
        const mohallaId = demoUuid(`${DEMO_CITY_ID}/ward/${wardNo}/mohalla/${name.toLowerCase()}`);
        const data = { mohallaId, name, zoneId, wardId, ...services, rates, addedAt };
        streams.push({ stream: mohallaStream(mohallaId), event: { type: 'MohallaAdded', version: 1, data } });
        claimed.push({ key: { kind: 'mohalla_name', parentId: wardId, key: name }, ownerId: mohallaId });
      }
    }
  }
  const appended = await appendNewStreams(ctx.store, streams, SEED_METADATA);
  await keys.record(claimed);
  await drawMissingBoundaries(ctx, have.wards, addedAt);
  return appended;
}

/** Demo wards added before wards had boundaries get theirs (the map's ward layer), once. */
async function drawMissingBoundaries(ctx: ModuleContext, wards: Map<string, string>, at: string) {
  const wardNoOf = new Map([...wards].map(([key, wardId]) => [wardId, Number(key.split('/')[1])]));
  const { rows } = await ctx.pool.query<{ id: string }>(
    'SELECT id FROM wards WHERE boundary IS NULL AND id = ANY($1::text[])',
    [[...wardNoOf.keys()]],
  );
  for (const { id } of rows) {
    const command = { type: 'EditWard' as const, boundary: demoWardBoundary(wardNoOf.get(id)!), at };
    await handleCommand(ctx.store, wardStream(id), wardDecider, command, SEED_METADATA);
  }
}
