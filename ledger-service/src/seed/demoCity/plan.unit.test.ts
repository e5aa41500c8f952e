import { INDIAN_MOBILE_PATTERN, propertyAddSchema } from '@ptax/contracts';
import { demoWardBoundary } from '../../geography/seed/boundaries';
import { seededRandom } from '../../geography/seed/rates';
import { planDemoCity, spread, type DemoMohalla, type DemoSubCategory } from './plan';

const mohallas: DemoMohalla[] = Array.from({ length: 30 }, (_, i) => ({
  id: `mohalla-${i}`,
  name: i % 7 === 0 ? `Ward ${Math.floor(i / 3)}` : `Mohalla ${i}`,
  zoneId: `zone-${i % 3}`,
  wardId: `ward-${Math.floor(i / 3)}`,
  zoneNo: 1 + (i % 3),
  wardNo: 1 + Math.floor(i / 3),
  wardName: `Ward ${Math.floor(i / 3)}`,
  water: i % 5 !== 0,
  sewer: i % 3 !== 0,
}));
const subCategories: DemoSubCategory[] = [
  { category: 1, subCategory: 101, name: 'Small stall' },
  { category: 1, subCategory: 102, name: 'Small shop' },
  { category: 2, subCategory: 201, name: 'School without hostel' },
  { category: 3, subCategory: 301, name: 'Clinic' },
];

const plan = planDemoCity(2_000, mohallas, subCategories, seededRandom(7));
const forms = plan.map((p) => p.form);
const share = (test: (form: (typeof forms)[number]) => boolean) => forms.filter(test).length / forms.length;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the demo city plan', () => {
  it('puts every property on the map inside its ward, a mohalla’s properties side by side', () => {
    const inside = ([x, y]: [number, number], ring: number[][]) => {
      let odd = false;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i];
        const [xj, yj] = ring[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
      }
      return odd;
    };
    for (const { form, mohalla } of plan) {
      const ring = (demoWardBoundary(mohalla.wardNo).coordinates as number[][][])[0];
      expect(inside([form.longitude!, form.latitude!], ring)).toBe(true);
    }
    // The first mohalla of a ward lies west of the second: each takes its own strip.
    const east = (id: string) =>
      Math.max(...forms.filter((f) => f.mohallaId === id).map((f) => f.longitude!));
    const west = (id: string) =>
      Math.min(...forms.filter((f) => f.mohallaId === id).map((f) => f.longitude!));
    expect(east('mohalla-0')).toBeLessThan(west('mohalla-1'));
  });

  it('is the same city for the same seed, and another for another seed', () => {
    expect(planDemoCity(2_000, mohallas, subCategories, seededRandom(7))).toEqual(plan);
    expect(planDemoCity(2_000, mohallas, subCategories, seededRandom(8))).not.toEqual(plan);
  });

  it('spreads the properties over every mohalla, unevenly, with the exact total', () => {
    expect(plan).toHaveLength(2_000);
    const counts = spread(2_000, 30, seededRandom(1));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(2_000);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeGreaterThan(Math.min(...counts) * 1.5);
    expect(new Set(plan.map((p) => p.mohalla.id)).size).toBe(30);
  });

  it('makes every property a valid add form of the register', () => {
    for (const { form } of plan) {
      const result = propertyAddSchema.safeParse({
        ...form,
        disabilityDocumentProof: form.isDisabled ? 'property-documents/proof' : undefined,
        exDefensePersonalDocumentProof: form.isExDefensePersonalWidow
          ? 'property-documents/proof'
          : undefined,
      });
      expect(result.error?.issues).toBeUndefined();
    }
  });

  it('makes exactly a fifth non-residential, each with a seeded sub-category on its business floors', () => {
    expect(share((f) => f.houseCategory === 'nonresidential')).toBe(0.2);
    const known = new Set(subCategories.map((s) => s.subCategory));
    for (const form of forms.filter((f) => f.houseCategory === 'nonresidential')) {
      expect(known.has(form.subCategory!)).toBe(true);
      expect(form.floors[0]).toMatchObject({ rentUsage: 'nonresidential', subCategory: form.subCategory });
    }
    for (const form of forms.filter((f) => f.houseCategory === 'residential')) {
      expect(form.category).toBeUndefined();
      expect(form.floors.every((floor) => floor.rentUsage === 'residential')).toBe(true);
    }
  });

  it('makes every property residential when the city has no sub-categories', () => {
    const homes = planDemoCity(200, mohallas, [], seededRandom(7));
    expect(homes.every((p) => p.form.houseCategory === 'residential')).toBe(true);
  });

  it('keeps the figures in believable ranges: roads, plots, years, floors no larger than the plot', () => {
    for (const form of forms) {
      expect(form.roadWidth).toBeGreaterThanOrEqual(4);
      expect(form.roadWidth).toBeLessThanOrEqual(40);
      expect(form.plotArea).toBeGreaterThanOrEqual(600);
      expect(form.plotArea).toBeLessThanOrEqual(5_000);
      expect(form.constructionYear).toBeGreaterThanOrEqual(1960);
      expect(form.constructionYear).toBeLessThanOrEqual(2025);
      expect(form.floors.map((f) => f.floorNumber)).toEqual([0, 1, 2].slice(0, form.floors.length));
      for (const floor of form.floors) {
        expect(floor.areaSqft).toBeGreaterThan(0);
        expect(floor.areaSqft).toBeLessThanOrEqual(form.plotArea);
        expect(floor.type).toBe(form.constType);
      }
    }
    const types = (t: string) => share((f) => f.constType === t);
    expect(types('rcc_rbc')).toBeGreaterThan(0.5);
    expect(types('other_pucca')).toBeGreaterThan(0.2);
    expect(types('kachha')).toBeGreaterThan(0.03);
    expect(share((f) => f.roadWidth! > 24)).toBeGreaterThan(0.05);
    expect(share((f) => f.floors.length === 3)).toBeGreaterThan(0.1);
    expect(share((f) => f.occupancyStatus === 'rented')).toBeGreaterThan(0.1);
    expect(share((f) => f.occupancyStatus === 'self_and_rented')).toBeGreaterThan(0.03);
  });

  it('levies water and sewer tax mostly where the mohalla has them, never where it has not', () => {
    const where = (has: 'water' | 'sewer') => plan.filter((p) => p.mohalla[has]).map((p) => p.form);
    const without = (has: 'water' | 'sewer') => plan.filter((p) => !p.mohalla[has]).map((p) => p.form);
    expect(without('water').some((f) => f.waterTaxApplicable)).toBe(false);
    expect(without('sewer').some((f) => f.sewerageConnectionAvailable)).toBe(false);
    expect(where('water').filter((f) => f.waterTaxApplicable).length / where('water').length).toBeGreaterThan(
      0.85,
    );
    expect(
      where('sewer').filter((f) => f.sewerageConnectionAvailable).length / where('sewer').length,
    ).toBeGreaterThan(0.75);
    expect(share((f) => f.houseTaxApplicable)).toBeGreaterThan(0.9);
    expect(share((f) => f.houseTaxApplicable)).toBeLessThan(1);
  });

  it('names owners in Hindi and English with a father or husband, and a few concessions', () => {
    expect(share((f) => DEVANAGARI.test(f.ownerName))).toBeGreaterThan(0.2);
    expect(share((f) => DEVANAGARI.test(f.ownerName))).toBeLessThan(0.4);
    expect(forms.every((f) => Boolean(f.fatherName || f.husbandName))).toBe(true);
    expect(share((f) => Boolean(f.husbandName))).toBeGreaterThan(0.1);
    expect(forms.some((f) => f.ownerName.startsWith('Mohd. '))).toBe(true);
    expect(forms.some((f) => f.ownerName.endsWith(' देवी'))).toBe(true);
    expect(share((f) => Boolean(f.emailId))).toBeGreaterThan(0.15);
    expect(forms.filter((f) => f.emailId).every((f) => f.emailId!.endsWith('@example.com'))).toBe(true);
    expect(new Set(forms.map((f) => f.emailId).filter(Boolean)).size).toBe(
      forms.filter((f) => f.emailId).length,
    );
    const disabled = forms.filter((f) => f.isDisabled);
    const widows = forms.filter((f) => f.isExDefensePersonalWidow);
    expect(disabled.length).toBeGreaterThan(5);
    expect(disabled.length).toBeLessThan(60);
    expect(widows.length).toBeGreaterThan(2);
    expect(widows.every((f) => Boolean(f.husbandName))).toBe(true);
  });

  it('gives each owner a unique, valid mobile number in the fictional 90000 block', () => {
    const mobiles = forms.map((f) => f.mobileNumber);
    expect(new Set(mobiles).size).toBe(mobiles.length);
    for (const mobile of mobiles) {
      expect(mobile).toMatch(INDIAN_MOBILE_PATTERN);
      expect(mobile).toMatch(/^90000\d{5}$/);
    }
  });

  it('writes house numbers like 12/345 and addresses from the mohalla and ward names', () => {
    expect(share((f) => /^\d+\/\d+$/.test(f.houseNumber!))).toBeGreaterThan(0.5);
    for (const { form, mohalla } of plan) {
      expect(form.propertyAddress.startsWith(`${form.houseNumber}, ${mohalla.name}, `)).toBe(true);
      expect(form.propertyAddress).toContain(mohalla.wardName);
      expect(form.propertyAddress.endsWith(', Lucknow')).toBe(true);
    }
  });

  it('refuses a count the demo mobile block cannot hold', () => {
    expect(() => planDemoCity(100_000, mohallas, subCategories, seededRandom(1))).toThrow(RangeError);
  });
});
