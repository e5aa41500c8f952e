import { assess, AssessmentError, factorToThousandths } from './assess';
import { KANPUR_HOUSE_TAX_SLABS } from './ruleSet';
import { EXAMPLE_RATES, exampleInput, exampleRules, floor } from './testing';
import type { Assessment } from './types';

// Worked examples computed by hand from DOMAIN.md "The default rule set, exactly", to the paisa.
// Mohalla rates (EXAMPLE_RATES), rupees per sq ft per month:
//   road under 12 m: RCC 5.00, other pucca 4.00, kachha 3.00, vacant land 1.00
//   road 12-24 m:    RCC 6.00, other pucca 5.00, kachha 3.50, vacant land 1.50
//   road over 24 m:  RCC 7.50, other pucca 6.00, kachha 4.00, vacant land 2.00
// Financial year 2025-26: age = 2025 - construction year.

const rules = exampleRules();
const rupees = (amount: number) => amount * 100;

/** The sums of an assessment in rupees: floors, land, ARV, house, water, sewer. */
const sums = (a: Assessment) => ({
  floors: a.floors.map((f) => f.valuePaise / 100),
  land: a.vacantLand.valuePaise / 100,
  arv: a.arvPaise / 100,
  house: a.taxes.house.amountPaise / 100,
  water: a.taxes.water.amountPaise / 100,
  sewer: a.taxes.sewer.amountPaise / 100,
});

describe('a self-occupied residential two-storey RCC house on a 9 m road, built 2012', () => {
  // Road 9 m < 12 -> road_w_l_12, RCC rate ₹5.00. Age 2025 - 2012 = 13 -> slab 2, self-occupied -32.5%.
  // Ground 1,000 sq ft: carpet 800 x 5 x 12 = 48,000 x 0.675 = ₹32,400
  // First    800 sq ft: carpet 640 x 5 x 12 = 38,400 x 0.675 = ₹25,920
  // Land 1,200 - 1,000 = 200 sq ft x 1.00 x 12 = ₹2,400
  // ARV 32,400 + 25,920 + 2,400 = ₹60,720
  // House 15% = 9,108; water 12.5% = 7,590; sewer 3% = 1,821.60 -> ₹1,822
  const assessment = assess(exampleInput(), rules);

  it('values each floor and the open land, and sums them into the ARV', () => {
    expect(sums(assessment)).toEqual({
      floors: [32_400, 25_920],
      land: 2_400,
      arv: 60_720,
      house: 9_108,
      water: 7_590,
      sewer: 1_822,
    });
    expect(assessment.totalTaxPaise).toBe(rupees(18_520));
  });

  it('records the carpet area, the rate, the age slab and the factor of each floor', () => {
    expect(assessment.roadWidthGroup).toBe('road_w_l_12');
    expect(assessment.ageYears).toBe(13);
    expect(assessment.floors[0]).toMatchObject({
      coveredAreaSqft: 1000,
      carpetAreaSqft: 800,
      ratePaise: 500,
      ageSlab: 2,
      factorThousandths: 675,
    });
    expect(assessment.vacantLand).toMatchObject({ areaSqft: 200, ratePaise: 100, valuePaise: rupees(2_400) });
  });

  it('explains every figure in English and Hindi', () => {
    expect(assessment.floors[0].explanation.en).toBe(
      'Ground floor, residential, self-occupied: carpet 800 sq ft (covered 1,000 x 0.8) x ₹5/sq ft/month ' +
        '(road under 12 m, RCC/RBC) x 12 months x 0.675 (self-occupied, 13 years old, age slab 2: -32.5%) = ₹32,400',
    );
    expect(assessment.floors[0].explanation.hi).toContain('भूतल, आवासीय, स्वयं-अधिभोगित');
    expect(assessment.vacantLand.explanation.en).toBe(
      'Vacant land: 200 sq ft (plot 1,200 - ground floor 1,000) x ₹1/sq ft/month (road under 12 m, vacant land) x 12 months = ₹2,400',
    );
    expect(assessment.arvExplanation.en).toBe(
      'ARV = ₹32,400 + ₹25,920 + ₹2,400 = ₹60,720 (each value rounded half-up to whole rupees)',
    );
    expect(assessment.taxes.sewer.explanation.en).toBe(
      'Sewer tax: 3% x ₹60,720 = ₹1,821.60 -> ₹1,822 (rounded half-up)',
    );
    expect(assessment.taxes.water.explanation.hi).toBe(
      'जल कर: 12.5% x ₹60,720 = ₹7,590.00 -> ₹7,590 (आधा ऊपर पूर्णांकित)',
    );
  });
});

describe('rented houses', () => {
  it('adds 12.5% to the same house when both floors are let (age slab 2)', () => {
    // Ground 48,000 x 1.125 = 54,000; first 38,400 x 1.125 = 43,200; land 2,400; ARV 99,600
    // House 14,940; water 12,450; sewer 2,988
    const rented = { rentType: 'rented' as const };
    const assessment = assess(
      exampleInput({ floors: [floor(0, 1000, rented), floor(1, 800, rented)] }),
      rules,
    );
    expect(sums(assessment)).toEqual({
      floors: [54_000, 43_200],
      land: 2_400,
      arv: 99_600,
      house: 14_940,
      water: 12_450,
      sewer: 2_988,
    });
  });

  it('adds 25% to a rented single-storey RCC house on a 15 m road built 2018 (age slab 1)', () => {
    // Road 15 m -> road_w_12_24, RCC ₹6.00. Age 7 -> slab 1, rented +25%.
    // Carpet 720 x 6 x 12 = 51,840 x 1.25 = ₹64,800; plot 900 = ground 900 -> no land. ARV ₹64,800
    // House 9,720; water 8,100; sewer 1,944
    const input = exampleInput({
      roadWidth: 15,
      constructionYear: 2018,
      plotArea: 900,
      floors: [floor(0, 900, { rentType: 'rented' })],
    });
    const assessment = assess(input, rules);
    expect(sums(assessment)).toEqual({
      floors: [64_800],
      land: 0,
      arv: 64_800,
      house: 9_720,
      water: 8_100,
      sewer: 1_944,
    });
    expect(assessment.floors[0].explanation.en).toContain('x 1.25 (rented, 7 years old, age slab 1: +25%)');
  });

  it('takes nothing off a rented house older than 20 years (age slab 3)', () => {
    // Age 2025 - 2000 = 25 -> slab 3, rented 0%. Carpet 800 x 5 x 12 = ₹48,000; plot = ground.
    const input = exampleInput({
      constructionYear: 2000,
      plotArea: 1000,
      floors: [floor(0, 1000, { rentType: 'rented' })],
    });
    expect(sums(assess(input, rules)).arv).toBe(48_000);
  });
});

describe('a non-residential shop with factor 4', () => {
  // Road 30 m > 24 -> road_w_m_24, other pucca ₹6.00. Sub-category 501 (shop 200-500 sq ft) factor 4.
  // Carpet 300 x 0.8 = 240 x 6 x 12 = 17,280 x 4 = ₹69,120 (no age or occupancy factor; built 1990).
  // House 10,368; water 8,640; sewer 2,073.60 -> ₹2,074
  const input = exampleInput({
    houseCategory: 'nonresidential',
    constType: 'other_pucca',
    roadWidth: 30,
    constructionYear: 1990,
    plotArea: 300,
    floors: [
      floor(0, 300, { usage: 'nonresidential', rentType: 'rented', categoryId: 5, subCategoryId: 501 }),
    ],
  });
  const assessment = assess(input, rules);

  it('multiplies the base value by the sub-category factor', () => {
    expect(sums(assessment)).toEqual({
      floors: [69_120],
      land: 0,
      arv: 69_120,
      house: 10_368,
      water: 8_640,
      sewer: 2_074,
    });
    expect(assessment.floors[0]).toMatchObject({ factorThousandths: 4000, subCategoryId: 501 });
    expect(assessment.floors[0].explanation.en).toBe(
      'Ground floor, non-residential: carpet 240 sq ft (covered 300 x 0.8) x ₹6/sq ft/month (road over 24 m, other pucca) x 12 months x factor 4 (sub-category no. 501) = ₹69,120',
    );
  });

  it("names the factor's sub-category by the master's name, in both languages, with the same figures", () => {
    const named = assess(input, rules, { subCategories: { '501': { en: 'Large shop', hi: 'बड़ी दुकान' } } });
    expect(named.floors[0].valuePaise).toBe(assessment.floors[0].valuePaise);
    expect(named.floors[0].explanation.en).toContain('x factor 4 (Large shop) = ₹69,120');
    expect(named.floors[0].explanation.hi).toContain('x गुणक 4 (बड़ी दुकान) = ₹69,120');
    expect(named.floors[0].explanation.hi).not.toMatch(/उप-श्रेणी \d/);
  });

  it('values a small stall at factor 1.1 exactly', () => {
    // Carpet 40 x 6 x 12 = 2,880 x 1.1 = ₹3,168 (a float 1.1 would be 1.1000000000000000888)
    const stall = exampleInput({
      ...input,
      plotArea: 50,
      floors: [floor(0, 50, { usage: 'nonresidential', subCategoryId: 101 })],
    });
    expect(assess(stall, { ...rules }).floors[0].valuePaise).toBe(rupees(3_168));
  });

  it('refuses a non-residential floor whose sub-category has no factor', () => {
    const unknown = exampleInput({
      floors: [floor(0, 100, { usage: 'nonresidential', subCategoryId: 999 })],
    });
    expect(() => assess(unknown, rules)).toThrow(
      new AssessmentError('Floor 0: non-residential, but sub-category 999 has no ARV factor'),
    );
  });
});

describe('vacant land', () => {
  it('values the plot not covered by the ground floor at the vacant land rate', () => {
    // Road exactly 12 m -> road_w_12_24 (12 <= width <= 24): kachha ₹3.50, vacant land ₹1.50.
    // Age 25 -> slab 3, self-occupied -40%. Ground 500: carpet 400 x 3.50 x 12 = 16,800 x 0.6 = ₹10,080
    // Land 2,000 - 500 = 1,500 x 1.50 x 12 = ₹27,000. ARV ₹37,080
    // House 5,562; water 4,635; sewer 1,112.40 -> ₹1,112
    const input = exampleInput({
      constType: 'kachha',
      roadWidth: 12,
      constructionYear: 2000,
      plotArea: 2000,
      floors: [floor(0, 500)],
    });
    expect(sums(assess(input, rules))).toEqual({
      floors: [10_080],
      land: 27_000,
      arv: 37_080,
      house: 5_562,
      water: 4_635,
      sewer: 1_112,
    });
  });

  it('values an empty plot on a 24 m road as land only', () => {
    // 24 m -> road_w_12_24. 1,000 x 1.50 x 12 = ₹18,000. House 2,700; water 2,250; sewer 540
    const input = exampleInput({ roadWidth: 24, plotArea: 1000, floors: [] });
    expect(sums(assess(input, rules))).toEqual({
      floors: [],
      land: 18_000,
      arv: 18_000,
      house: 2_700,
      water: 2_250,
      sewer: 540,
    });
  });

  it('subtracts only the ground floor, not basements or upper floors', () => {
    // Plot 1,200 - ground 1,000 = 200 sq ft of land even with a 1,500 sq ft basement and an 800 sq ft first floor.
    const input = exampleInput({ floors: [floor(-1, 1500), floor(0, 1000), floor(1, 800)] });
    const assessment = assess(input, rules);
    expect(assessment.vacantLand.areaSqft).toBe(200);
    expect(assessment.floors.map((f) => f.floorNumber)).toEqual([-1, 0, 1]);
    expect(assessment.floors[0].explanation.en).toMatch(/^Basement 1, residential/);
  });

  it('counts no land when the ground floor covers more than the plot', () => {
    const assessment = assess(exampleInput({ plotArea: 900 }), rules);
    expect(assessment.vacantLand.valuePaise).toBe(0);
    expect(assessment.vacantLand.explanation.en).toBe(
      'Vacant land: none (plot 900 sq ft, ground floor 1,000 sq ft) = ₹0',
    );
  });
});

describe('water and sewer services', () => {
  it('levies no sewer tax in a mohalla without a sewer', () => {
    // Example 1: house 9,108; water 7,590; sewer 0. Total ₹16,698
    const input = exampleInput({
      mohalla: { rates: EXAMPLE_RATES, waterTaxAvailability: true, sewerTaxAvailability: false },
    });
    const assessment = assess(input, rules);
    expect(sums(assessment)).toMatchObject({ house: 9_108, water: 7_590, sewer: 0 });
    expect(assessment.totalTaxPaise).toBe(rupees(16_698));
    expect(assessment.taxes.sewer).toMatchObject({ levied: false, basisPoints: 0 });
    expect(assessment.taxes.sewer.explanation.en).toBe(
      'Sewer tax: not levied, the mohalla has no sewer = ₹0',
    );
  });

  it('levies no water tax where the city does not supply water', () => {
    const input = exampleInput({
      mohalla: { rates: EXAMPLE_RATES, waterTaxAvailability: false, sewerTaxAvailability: true },
    });
    const assessment = assess(input, rules);
    expect(assessment.taxes.water.amountPaise).toBe(0);
    expect(assessment.taxes.water.explanation.en).toBe(
      'Water tax: not levied, the mohalla has no water supply = ₹0',
    );
  });

  it("follows the property's own flags too", () => {
    const input = exampleInput({
      houseTaxApplicable: false,
      waterTaxApplicable: false,
      sewerageConnectionAvailable: false,
    });
    const assessment = assess(input, rules);
    expect(assessment.totalTaxPaise).toBe(0);
    expect(assessment.arvPaise).toBe(rupees(60_720));
    expect(assessment.taxes.house.explanation.en).toBe(
      'House tax: not levied, house tax is not applicable to this property = ₹0',
    );
    expect(assessment.taxes.sewer.explanation.en).toContain('the property has no sewerage connection');
  });
});

describe('concessions on house tax', () => {
  it('adds disability and ex-defence widow together, on house tax only', () => {
    // Example 1: house 15% of 60,720 = 9,108; less 10% + 10% = 20%: 9,108 x 0.8 = 7,286.40 -> ₹7,286
    // Lines: disability 9,108 - round(9,108 x 0.9 = 8,197.20) = 911; widow 8,197 - 7,286 = 911 (= 1,822)
    // Water 7,590 and sewer 1,822 unchanged.
    const input = exampleInput({ isDisabled: true, isExDefensePersonalWidow: true });
    const assessment = assess(input, rules);
    expect(sums(assessment)).toMatchObject({ house: 7_286, water: 7_590, sewer: 1_822 });
    expect(assessment.taxes.house).toMatchObject({
      grossPaise: rupees(9_108),
      concessions: [
        { reason: 'disability', basisPoints: 1000, amountPaise: rupees(911) },
        { reason: 'exDefenceWidow', basisPoints: 1000, amountPaise: rupees(911) },
      ],
    });
    expect(assessment.taxes.house.explanation.en).toBe(
      'House tax: 15% x ₹60,720 = ₹9,108.00, less 20% concession (disability 10% + ex-defence widow 10%) = ₹7,286.40 -> ₹7,286 (rounded half-up)',
    );
    expect(assessment.taxes.water.concessions).toEqual([]);
  });

  it('gives 10% for disability alone', () => {
    // 9,108 x 0.9 = 8,197.20 -> ₹8,197
    expect(assess(exampleInput({ isDisabled: true }), rules).taxes.house.amountPaise).toBe(rupees(8_197));
  });
});

describe("Kanpur's house tax slab (10% up to an ARV of ₹1,200, 15% above)", () => {
  const kanpur = exampleRules({ houseTaxSlabs: KANPUR_HOUSE_TAX_SLABS });
  const plot = (areaSqft: number) => exampleInput({ plotArea: areaSqft, floors: [] });

  it('charges 10% on an ARV of exactly ₹1,200', () => {
    // Plot 100 sq ft x ₹1 x 12 = ₹1,200 <= 1,200 -> 10% = ₹120 (the default 15% would be ₹180)
    // Water 12.5% = 150; sewer 3% = 36
    expect(sums(assess(plot(100), kanpur))).toMatchObject({ arv: 1_200, house: 120, water: 150, sewer: 36 });
    expect(sums(assess(plot(100), rules)).house).toBe(180);
  });

  it('charges 15% on the whole ARV just above ₹1,200', () => {
    // Plot 101 x 1 x 12 = ₹1,212 -> 15% = 181.80 -> ₹182; water 151.50 -> ₹152; sewer 36.36 -> ₹36
    expect(sums(assess(plot(101), kanpur))).toMatchObject({ arv: 1_212, house: 182, water: 152, sewer: 36 });
  });

  it('charges 10% on a small self-occupied kachha room', () => {
    // Road 9 m, kachha ₹3.00, built 2020: age 5, slab 1, -25%. Carpet 40 x 3 x 12 = 1,440 x 0.75 = ₹1,080 -> 10% = ₹108
    const room = exampleInput({
      constType: 'kachha',
      constructionYear: 2020,
      plotArea: 50,
      floors: [floor(0, 50)],
    });
    expect(sums(assess(room, kanpur))).toMatchObject({ arv: 1_080, house: 108 });
  });
});

describe('rounding half-up to whole rupees', () => {
  it('rounds a floor value of exactly ₹4,063.50 up, where floats would give ₹4,063.4999', () => {
    // Rate ₹3.01 (RCC, road under 12 m), 125 sq ft rented, built 2012 (slab 2, +12.5%):
    // carpet 100 x 3.01 x 12 = 3,612 x 1.125 = 4,063.50 -> ₹4,064. In floats 3.01*12*100*1.125 = 4063.4999999999995.
    // ARV 4,064: house 609.60 -> 610; water 508; sewer 121.92 -> 122
    const rates = { ...EXAMPLE_RATES, road_w_l_12: { ...EXAMPLE_RATES.road_w_l_12, rcc_rbc: 301 } };
    const input = exampleInput({
      plotArea: 125,
      floors: [floor(0, 125, { rentType: 'rented' })],
      mohalla: { rates, waterTaxAvailability: true, sewerTaxAvailability: true },
    });
    expect(Math.round(3.01 * 12 * 100 * 1.125)).toBe(4063); // why the engine never uses floats
    expect(sums(assess(input, rules))).toEqual({
      floors: [4_064],
      land: 0,
      arv: 4_064,
      house: 610,
      water: 508,
      sewer: 122,
    });
  });

  it('rounds taxes of x.50 up and x.49 down', () => {
    // Land 87.5 sq ft x ₹1 x 12 = ₹1,050: house 157.50 -> 158; water 131.25 -> 131; sewer 31.50 -> 32
    // Land 90.25 sq ft x ₹1 x 12 = ₹1,083: house 162.45 -> 162; water 135.375 -> 135; sewer 32.49 -> 32
    const plot = (areaSqft: number) => sums(assess(exampleInput({ plotArea: areaSqft, floors: [] }), rules));
    expect(plot(87.5)).toMatchObject({ arv: 1_050, house: 158, water: 131, sewer: 32 });
    expect(plot(90.25)).toMatchObject({ arv: 1_083, house: 162, water: 135, sewer: 32 });
  });

  it('rounds once, after the concession', () => {
    // Land 25 sq ft x ₹1 x 12 = ₹300: house 15% = 45, less 10% = 40.50 -> ₹41 (not 45 -> 40.5 -> 40 twice rounded down)
    const input = exampleInput({ plotArea: 25, floors: [], isDisabled: true });
    const house = assess(input, rules).taxes.house;
    expect(house).toMatchObject({ grossPaise: rupees(45), amountPaise: rupees(41) });
    expect(house.concessions).toEqual([{ reason: 'disability', basisPoints: 1000, amountPaise: rupees(4) }]);
  });
});

describe('metro rail properties', () => {
  it('are flagged and taxed as usual under the default rule', () => {
    const assessment = assess(exampleInput({ isMetroRailProperty: true }), rules);
    expect(assessment.metroRail.flagged).toBe(true);
    expect(assessment.metroRail.explanation?.en).toContain('flagged for the separate metro rail rule');
    expect(assessment.totalTaxPaise).toBe(rupees(18_520));
  });

  it('pay no tax where the rule set exempts them', () => {
    const assessment = assess(
      exampleInput({ isMetroRailProperty: true }),
      exampleRules({ metroRail: 'exempt' }),
    );
    expect(assessment.totalTaxPaise).toBe(0);
    expect(assessment.taxes.house.explanation.en).toBe(
      'House tax: not levied, metro rail property, exempt under this rule set = ₹0',
    );
  });
});

describe('the rule set', () => {
  it('is the one of the financial year assessed', () => {
    expect(() => assess(exampleInput({ financialYear: '2026-27' }), rules)).toThrow(
      'The rule set is for 2025-26, not 2026-27',
    );
  });

  it('drives every figure: another carpet ratio and age slab change the value', () => {
    // Carpet 0.75: ground 750 x 5 x 12 = 45,000 x 0.70 (self-occupied -30% for any age) = ₹31,500
    const custom = exampleRules({
      carpetRatioThousandths: 750,
      ageSlabs: [{ maxAgeYears: null, selfOccupiedThousandths: -300, rentedThousandths: 0 }],
    });
    const assessment = assess(exampleInput({ plotArea: 1000, floors: [floor(0, 1000)] }), custom);
    expect(assessment.arvPaise).toBe(rupees(31_500));
  });

  it('records its version on the assessment', () => {
    expect(assess(exampleInput(), exampleRules({ version: 3 })).ruleSetVersion).toBe(3);
  });

  it('refuses an assessment without a construction year or with an unknown construction type', () => {
    expect(() => assess(exampleInput({ constructionYear: Number.NaN }), rules)).toThrow(AssessmentError);
    expect(() => assess(exampleInput({ constType: 'mud' as never }), rules)).toThrow(
      "Unknown construction type 'mud'",
    );
  });
});

describe('factorToThousandths', () => {
  it.each([
    [1.1, 1100],
    [4, 4000],
    [2.5, 2500],
    [1.125, 1125],
  ])('turns the factor %s into %s thousandths', (factor, thousandths) => {
    expect(factorToThousandths(factor)).toBe(thousandths);
  });
  it.each([0, -1, 1.0005])('refuses %s', (factor) => {
    expect(() => factorToThousandths(factor)).toThrow(AssessmentError);
  });
});
