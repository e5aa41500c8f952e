// The properties of one chunk of the generated city: planned by the demo city's own planner (the
// register's add form, checked by the add call's schema and mapped as the add call maps it), with
// mobile numbers and e-mail addresses made unique across the whole city, and the tax engine's input
// for each year built from the register entry as the tax adapter (tax/inputs.ts) builds it.
import {
  propertyAddSchema,
  type AssessmentInput,
  type BuildingImagesData,
  type PropertyDetails,
} from '@ptax/contracts';
import { assessmentFloorOf } from '../../src/tax/inputs';
import { detailsOf, floorsOf, parseAll } from '../../src/properties/propertyInput';
import type { Floor } from '../../src/properties/property';
import { seededRandom } from '../../src/geography/seed/rates';
import { planDemoCity } from '../../src/seed/demoCity/plan';
import { uuidFrom } from '../../src/tax/fingerprint';
import type { CityMasters, CityMohalla } from './masters';

export interface CityProperty {
  /** 0, 1, 2... across the city. */
  index: number;
  mohalla: CityMohalla;
  details: PropertyDetails;
  floors: Floor[];
}

/** A mobile number unique in the city: 6-9 then nine digits from the property's index. */
const mobileOf = (index: number) => `${6 + (index % 4)}${String(index).padStart(9, '0').slice(-9)}`;

/** Stored proofs every disabled or ex-defence-widow owner refers to (the register keeps keys). */
export interface Proofs {
  disabilityDocumentProof?: string;
  exDefensePersonalDocumentProof?: string;
}

export function chunkProperties(
  masters: CityMasters,
  proofs: Proofs,
  seed: number,
  chunk: number,
  first: number,
  count: number,
): CityProperty[] {
  // One random stream per chunk: a chunk is the same whichever chunks ran before it.
  const random = seededRandom(Number.parseInt(uuidFrom(`city|${seed}|${chunk}`).slice(0, 8), 16));
  const planned = planDemoCity(count, masters.mohallas, masters.subCategories, random);
  return planned.map((p, n) => {
    const index = first + n;
    const form = {
      ...p.form,
      mobileNumber: mobileOf(index),
      ...(p.form.emailId ? { emailId: p.form.emailId.replace('@', `.${index + 1}@`) } : {}),
      ...(p.form.isDisabled ? { disabilityDocumentProof: proofs.disabilityDocumentProof } : {}),
      ...(p.form.isExDefensePersonalWidow
        ? { exDefensePersonalDocumentProof: proofs.exDefensePersonalDocumentProof }
        : {}),
    };
    const input = parseAll(propertyAddSchema, form);
    return {
      index,
      mohalla: p.mohalla as CityMohalla,
      details: detailsOf(input, {}) as PropertyDetails,
      floors: floorsOf(
        (input.floors ?? []).map((floor, f) => ({
          ...floor,
          propertyPremiseId: uuidFrom(`city|${seed}|property/${index}/premise/${f}`),
        })),
      ),
    };
  });
}

/** The engine's input for a year, as tax/inputs.ts reads it from the register and the masters. */
export function assessmentInput(
  property: CityProperty,
  financialYear: string,
  factors: Record<string, number>,
): AssessmentInput {
  const d = property.details;
  const floors = property.floors.map((f) =>
    assessmentFloorOf(f, { category: d.category ?? null, subCategory: d.subCategory ?? null }),
  );
  const used = floors.flatMap((f) => (f.subCategoryId === undefined ? [] : [String(f.subCategoryId)]));
  return {
    financialYear,
    houseCategory: d.houseCategory,
    constType: d.constType as AssessmentInput['constType'],
    roadWidth: Number(d.roadWidth),
    plotArea: Number(d.plotArea),
    constructionYear: d.constructionYear as number,
    houseTaxApplicable: d.houseTaxApplicable,
    waterTaxApplicable: d.waterTaxApplicable,
    sewerageConnectionAvailable: d.sewerageConnectionAvailable,
    isDisabled: d.isDisabled,
    isExDefensePersonalWidow: d.isExDefensePersonalWidow,
    isMetroRailProperty: d.isMetroRailProperty,
    floors,
    mohalla: {
      rates: property.mohalla.ratesByYear[financialYear],
      waterTaxAvailability: property.mohalla.water,
      sewerTaxAvailability: property.mohalla.sewer,
    },
    // Only the factors its floors use, so the fingerprint is the adapter's.
    subCategoryFactors: Object.fromEntries(
      used.filter((sub) => factors[sub] !== undefined).map((sub) => [sub, factors[sub]]),
    ),
  };
}

export interface CityFiles {
  images: Partial<BuildingImagesData>;
  proofs: Proofs;
}
