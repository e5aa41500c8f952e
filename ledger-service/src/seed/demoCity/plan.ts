// What the demo city's properties are: pure and deterministic (the same PRNG seed and masters give
// the same city on every machine). Each property is the register's add form, so the register's own
// schema checks it before anything is written.
import type { PropertyAddInput } from '@ptax/contracts';
import { demoPropertyPoint } from '../../geography/seed/boundaries';
import { demoMobile, demoOwner, type Random } from './people';

export interface DemoMohalla {
  id: string;
  name: string;
  zoneId: string;
  wardId: string;
  zoneNo: number;
  wardNo: number;
  wardName: string;
  /** The city supplies water / a sewer exists here (the mohalla master). */
  water: boolean;
  sewer: boolean;
}

export interface DemoSubCategory {
  category: number;
  subCategory: number;
  name: string;
}

type ConstType = 'rcc_rbc' | 'other_pucca' | 'kachha';

export interface DemoFloor {
  floorNumber: number;
  rentType: 'self' | 'rented';
  rentUsage: 'residential' | 'nonresidential';
  type: ConstType;
  areaSqft: number;
  category?: number;
  subCategory?: number;
}

/** The add form without its files: proofs are added as stored keys when the seed has them. */
export type DemoForm = Omit<
  PropertyAddInput,
  'floors' | 'disabilityDocumentProof' | 'exDefensePersonalDocumentProof' | 'financialYear'
> & { floors: DemoFloor[] };

export interface PlannedProperty {
  mohalla: DemoMohalla;
  form: DemoForm;
  /** 1, 2, ... across the city: the mobile number and e-mail address are unique by it. */
  serial: number;
}

/** The share of non-residential properties (DOMAIN.md's Form C), exact up to rounding. */
export const NON_RESIDENTIAL_SHARE = 0.2;
/** Five digits of the demo mobile block. */
export const MAX_DEMO_PROPERTIES = 99_999;

/** How common each seeded sub-category is among the demo's non-residential properties. */
const SUB_CATEGORY_WEIGHTS: Record<string, number> = {
  'Small shop': 25,
  'Small stall': 12,
  'Shop 200-500 sq ft': 14,
  'Large shop': 4,
  'School without hostel': 3,
  'Coaching centre': 6,
  Clinic: 7,
  Gym: 3,
  Hospital: 1.5,
  Cinema: 0.3,
  'Wedding hall': 2,
  '4-star hotel': 0.2,
  Bar: 0.3,
  Showroom: 4,
  Bank: 2,
  ATM: 1.5,
  Mall: 0.2,
  'Petrol pump': 1,
  Warehouse: 3,
  'Mobile tower': 1.5,
};

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const between = (random: Random, from: number, to: number) => from + Math.floor(random() * (to - from + 1));

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let r = random() * total;
  for (const [choice, weight] of choices) {
    r -= weight;
    if (r < 0) return choice;
  }
  return choices[choices.length - 1][0];
}

/** Splits `count` over the mohallas in proportion to uneven weights (largest remainder, exact sum). */
export function spread(count: number, mohallas: number, random: Random): number[] {
  const weights = Array.from({ length: mohallas }, () => 0.4 + random());
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => (w / total) * count);
  const counts = shares.map(Math.floor);
  const byRemainder = shares.map((s, i) => [s - Math.floor(s), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = count - counts.reduce((sum, c) => sum + c, 0);
  for (let k = 0; k < missing; k++) counts[byRemainder[k][1]]++;
  return counts;
}

/** `count` flags, exactly round(count x share) of them true, in a shuffled order. */
function exactShare(count: number, share: number, random: Random): boolean[] {
  const flags = Array.from({ length: count }, (_, i) => i < Math.round(count * share));
  for (let i = flags.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [flags[i], flags[j]] = [flags[j], flags[i]];
  }
  return flags;
}

function houseNumber(random: Random): string {
  const r = random();
  if (r < 0.65) return `${between(random, 1, 640)}/${between(random, 1, 999)}`;
  if (r < 0.85) return `${pick(random, 'ABCDEFGHJK'.split(''))}-${between(random, 1, 999)}`;
  if (r < 0.93)
    return `${pick(random, 'ABCDE'.split(''))}-${between(random, 1, 40)}/${between(random, 1, 450)}`;
  return String(between(random, 1, 1200));
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function construction(random: Random, nonResidential: boolean) {
  // Skewed to recent years: the city has grown fast since the 1990s.
  const constructionYear = 1960 + Math.floor(66 * random() ** 0.6);
  const old = constructionYear < 1980;
  let constType = weighted<ConstType>(
    random,
    old
      ? [
          ['rcc_rbc', 35],
          ['other_pucca', 45],
          ['kachha', 20],
        ]
      : [
          ['rcc_rbc', 66],
          ['other_pucca', 26],
          ['kachha', 8],
        ],
  );
  if (nonResidential && constType === 'kachha') constType = 'other_pucca';
  const roadGroup = random();
  const roadWidth =
    roadGroup < 0.55
      ? between(random, 4, 11)
      : roadGroup < 0.9
        ? between(random, 12, 24)
        : between(random, 25, 40);
  const roadType = roadWidth <= 8 && random() < 0.25 ? 'kachha' : 'pucca';
  const plotArea = roundTo(600 + 4400 * random() ** 2, 10);
  return { constructionYear, constType, roadWidth, roadType, plotArea };
}

function floorsOf(
  random: Random,
  plotArea: number,
  constType: ConstType,
  use: DemoSubCategory | null,
): DemoFloor[] {
  const count =
    constType === 'kachha'
      ? random() < 0.85
        ? 1
        : 2
      : weighted(random, [
          [1, 35],
          [2, 45],
          [3, 20],
        ] as const);
  // Covered area: the ground floor leaves a courtyard or setback, upper floors are no larger.
  const ground = roundTo(plotArea * (0.55 + 0.35 * random()), 5);
  const occupancy = random();
  return Array.from({ length: count }, (_, floorNumber) => {
    const areaSqft = floorNumber === 0 ? ground : roundTo(ground * (0.7 + 0.3 * random()), 5);
    const rented =
      occupancy < 0.65
        ? false
        : occupancy < 0.82
          ? true
          : floorNumber > 0 || count === 1
            ? random() < 0.5
            : false;
    // A shop below and the family above is the common mixed use.
    const business = use !== null && (floorNumber === 0 || random() < 0.4);
    return {
      floorNumber,
      rentType: rented ? 'rented' : 'self',
      rentUsage: business ? 'nonresidential' : 'residential',
      type: constType,
      areaSqft,
      ...(business ? { category: use.category, subCategory: use.subCategory } : {}),
    };
  });
}

function occupancyStatus(floors: DemoFloor[]): string {
  const rented = floors.filter((floor) => floor.rentType === 'rented').length;
  if (rented === 0) return 'self_occupied';
  return rented === floors.length ? 'rented' : 'self_and_rented';
}

function address(house: string, mohalla: DemoMohalla): string {
  const ward = mohalla.wardName === mohalla.name ? [] : [mohalla.wardName];
  return [house, mohalla.name, ...ward, 'Lucknow'].join(', ');
}

/** Which strip of its ward's map each mohalla takes: its place among the ward's mohallas. */
function mohallaParts(mohallas: DemoMohalla[]): Map<string, { part: number; parts: number }> {
  const byWard = new Map<string, string[]>();
  for (const mohalla of mohallas)
    byWard.set(mohalla.wardId, [...(byWard.get(mohalla.wardId) ?? []), mohalla.id]);
  return new Map(
    [...byWard.values()].flatMap((ids) => ids.map((id, part) => [id, { part, parts: ids.length }] as const)),
  );
}

function planProperty(
  random: Random,
  mohalla: DemoMohalla,
  serial: number,
  use: DemoSubCategory | null,
  place: { part: number; parts: number } = { part: 0, parts: 1 },
): PlannedProperty {
  const widow = random() < 0.006;
  const owner = demoOwner(random, serial, { widow });
  const disabled = random() < 0.012;
  const built = construction(random, use !== null);
  const floors = floorsOf(random, built.plotArea, built.constType, use);
  const house = houseNumber(random);
  const water = mohalla.water && random() < 0.92;
  const form: DemoForm = {
    ownerName: owner.ownerName,
    fatherName: owner.fatherName,
    husbandName: owner.husbandName,
    emailId: owner.emailId,
    mobileNumber: demoMobile(serial),
    propertyAddress: address(house, mohalla),
    zoneId: mohalla.zoneId,
    wardId: mohalla.wardId,
    mohallaId: mohalla.id,
    houseNumber: house,
    houseCategory: use ? 'nonresidential' : 'residential',
    ...(use ? { category: use.category, subCategory: use.subCategory } : {}),
    occupancyStatus: occupancyStatus(floors),
    ...built,
    isMetroRailProperty: false,
    houseTaxApplicable: random() < 0.96,
    waterTaxApplicable: water,
    sewerageConnectionAvailable: mohalla.sewer && random() < 0.85,
    sourceOfWater: water ? 'Jal Kal supply' : pick(random, ['Submersible pump', 'Hand pump', 'Borewell']),
    isDisabled: disabled,
    ...(disabled ? { disabilityPercentage: between(random, 8, 20) * 5 } : {}),
    isExDefensePersonalWidow: widow,
    floors,
    // Drawn from the serial, not from `random`: the plan's other draws stay as they were.
    ...demoPropertyPoint(mohalla.wardNo, serial, place.part, place.parts),
  };
  return { mohalla, form, serial };
}

/**
 * The demo city: `count` properties spread unevenly over the mohallas (in their given order), a fifth
 * of them non-residential with one of the sub-categories (none without sub-categories).
 */
export function planDemoCity(
  count: number,
  mohallas: DemoMohalla[],
  subCategories: DemoSubCategory[],
  random: Random,
): PlannedProperty[] {
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_DEMO_PROPERTIES)
    throw new RangeError(`The demo city holds 0 to ${MAX_DEMO_PROPERTIES} properties, not ${count}`);
  if (mohallas.length === 0) return [];
  const perMohalla = spread(count, mohallas.length, random);
  const nonResidential = exactShare(count, subCategories.length ? NON_RESIDENTIAL_SHARE : 0, random);
  const uses = subCategories.map((sub) => [sub, SUB_CATEGORY_WEIGHTS[sub.name] ?? 1] as const);
  const plan: PlannedProperty[] = [];
  const parts = mohallaParts(mohallas);
  mohallas.forEach((mohalla, index) => {
    for (let k = 0; k < perMohalla[index]; k++) {
      const use = nonResidential[plan.length] ? weighted(random, uses) : null;
      plan.push(planProperty(random, mohalla, plan.length + 1, use, parts.get(mohalla.id)));
    }
  });
  return plan;
}
