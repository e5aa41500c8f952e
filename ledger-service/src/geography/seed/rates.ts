import { ROAD_RATE_CATEGORIES, ROAD_WIDTH_GROUPS, type MohallaRates } from '@ptax/contracts';

/** mulberry32: a small seeded PRNG, so the demo city is the same on every machine and every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Monthly rupees per sq ft: RCC under 12 m from 1.00 to 3.00 by how dear the zone is, wider roads
// dearer, other pucca / kachha / vacant land cheaper (DOMAIN.md: the Commissioner's rate schedule).
const RCC_UNDER_12M = { min: 1, max: 3 };
const ROAD_FACTOR = { road_w_l_12: 1, road_w_12_24: 1.25, road_w_m_24: 1.5 } as const;
const TYPE_FACTOR = { rcc_rbc: 1, other_pucca: 0.8, kachha: 0.5, vacant_land: 0.3 } as const;
/** Rates are set in steps of 5 paise. */
const STEP_PAISE = 5;

const toStep = (rupees: number) => Math.max(STEP_PAISE, Math.round((rupees * 100) / STEP_PAISE) * STEP_PAISE);

/** A mohalla's twelve rates in paise, from its zone's tier (0..1) and the PRNG. */
export function demoRates(tier: number, random: () => number): MohallaRates {
  const spread = RCC_UNDER_12M.max - RCC_UNDER_12M.min;
  const position = Math.min(1, Math.max(0, tier + (random() - 0.5) * 0.4));
  const base = RCC_UNDER_12M.min + spread * position;
  const group = (road: number) =>
    Object.fromEntries(ROAD_RATE_CATEGORIES.map((type) => [type, toStep(base * road * TYPE_FACTOR[type])]));
  return Object.fromEntries(ROAD_WIDTH_GROUPS.map((g) => [g, group(ROAD_FACTOR[g])])) as MohallaRates;
}

/** Water supply reaches most mohallas, the sewer fewer, the outer (cheaper) ones least. */
export function demoServices(tier: number, random: () => number) {
  return { waterTaxAvailable: random() < 0.8 + tier * 0.2, sewerTaxAvailable: random() < 0.55 + tier * 0.4 };
}
