import { ROAD_RATE_CATEGORIES, ROAD_WIDTH_GROUPS } from '@ptax/contracts';
import { demoUuid } from './ids';
import { DEMO_ZONES } from './lucknow';
import { demoRates, seededRandom } from './rates';

describe('the demo rates', () => {
  const draw = (seed: number) => {
    const random = seededRandom(seed);
    return DEMO_ZONES.flatMap((zone) =>
      zone.wards.flatMap(([, mohallas]) => mohallas.map(() => demoRates(zone.tier, random))),
    );
  };

  it('are the same on every run and differ with the seed', () => {
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('put RCC under 12 m between 1 and 3 rupees, wider roads and pucca construction dearer, vacant land cheapest', () => {
    for (const rates of draw(20_260_401)) {
      expect(rates.road_w_l_12.rcc_rbc).toBeGreaterThanOrEqual(100);
      expect(rates.road_w_l_12.rcc_rbc).toBeLessThanOrEqual(300);
      for (const type of ROAD_RATE_CATEGORIES) {
        expect(rates.road_w_12_24[type]).toBeGreaterThan(rates.road_w_l_12[type]);
        expect(rates.road_w_m_24[type]).toBeGreaterThan(rates.road_w_12_24[type]);
      }
      for (const group of ROAD_WIDTH_GROUPS) {
        const { rcc_rbc, other_pucca, kachha, vacant_land } = rates[group];
        expect([rcc_rbc > other_pucca, other_pucca > kachha, kachha > vacant_land, vacant_land > 0]).toEqual([
          true,
          true,
          true,
          true,
        ]);
        for (const type of ROAD_RATE_CATEGORIES) expect(rates[group][type] % 5).toBe(0);
      }
    }
  });
});

describe('the demo city', () => {
  it('has six zones, eighty wards and three to five mohallas in each, unique within their ward', () => {
    expect(DEMO_ZONES.map((zone) => zone.zoneNo)).toEqual([1, 2, 3, 4, 5, 6]);
    const wards = DEMO_ZONES.flatMap((zone) => zone.wards);
    expect(wards).toHaveLength(80);
    expect(new Set(wards.map(([name]) => name)).size).toBe(80);
    for (const [, mohallas] of wards) {
      expect(mohallas.length).toBeGreaterThanOrEqual(3);
      expect(mohallas.length).toBeLessThanOrEqual(5);
      expect(new Set(mohallas.map((name) => name.toLowerCase())).size).toBe(mohallas.length);
    }
  });

  it('gives each record a stable UUID from its name', () => {
    expect(demoUuid('lucknow/zone/1')).toBe(demoUuid('lucknow/zone/1'));
    expect(demoUuid('lucknow/zone/1')).not.toBe(demoUuid('lucknow/zone/2'));
    expect(demoUuid('lucknow/zone/1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
