import type { MohallaRates } from '../events/masters/mohalla';
import type { RoadWidthGroup } from '../constants';
import type { ConstType as ConstructionType } from '../schemas/property';
import type { RentType, RentUsage as FloorUsage } from '../schemas/floor';

// What the tax engine takes and gives. Money is integer paise; factors are integer thousandths.

// The choices are the property register's (schemas/property.ts, schemas/floor.ts).
export type { ConstType as ConstructionType } from '../schemas/property';
export type { RentType, RentUsage as FloorUsage } from '../schemas/floor';

export interface AssessmentFloor {
  /** 0 is the ground floor, negative numbers are basements. */
  floorNumber: number;
  rentType: RentType;
  usage: FloorUsage;
  /** Covered (built-up) area in sq ft. */
  areaSqft: number;
  categoryId?: number;
  subCategoryId?: number;
}

/** One property in one financial year, as the engine needs it. */
export interface AssessmentInput {
  financialYear: string;
  houseCategory: 'residential' | 'nonresidential';
  constType: ConstructionType;
  /** Metres. */
  roadWidth: number;
  /** Sq ft. */
  plotArea: number;
  constructionYear: number;
  houseTaxApplicable: boolean;
  waterTaxApplicable: boolean;
  sewerageConnectionAvailable: boolean;
  isDisabled: boolean;
  isExDefensePersonalWidow: boolean;
  isMetroRailProperty: boolean;
  floors: AssessmentFloor[];
  mohalla: {
    /** Paise per sq ft of carpet area per month. */
    rates: MohallaRates;
    waterTaxAvailability: boolean;
    sewerTaxAvailability: boolean;
  };
  /** Sub-category number -> its ARV factor as the category master shows it (1.1, 4...). */
  subCategoryFactors: Record<string, number>;
}

/** Names the explanation lines use instead of numbers, kept out of the input (and its fingerprint). */
export interface AssessmentNames {
  /** Sub-category number -> its name in the category master, in English and Hindi. */
  subCategories?: Record<string, Explanation>;
}

/** An explanation line in English and Hindi. */
export interface Explanation {
  en: string;
  hi: string;
}

export interface FloorAssessment {
  floorNumber: number;
  usage: FloorUsage;
  rentType: RentType;
  coveredAreaSqft: number;
  carpetAreaSqft: number;
  ratePaise: number;
  /** What the base value is multiplied by, in thousandths (675: x 0.675; 4000: x 4). */
  factorThousandths: number;
  /** Residential floors: the age slab (1-based) the factor came from. */
  ageSlab?: number;
  subCategoryId?: number;
  /** Rounded half-up to whole rupees. */
  valuePaise: number;
  explanation: Explanation;
}

export interface VacantLandAssessment {
  /** Plot area minus the ground floor's covered area, when positive. */
  areaSqft: number;
  ratePaise: number;
  valuePaise: number;
  explanation: Explanation;
}

export type TaxHeadName = 'house' | 'water' | 'sewer';

export interface ConcessionLine {
  reason: 'disability' | 'exDefenceWidow';
  basisPoints: number;
  amountPaise: number;
}

export interface TaxLine {
  head: TaxHeadName;
  /** Whether the tax is levied at all (flag and, for water and sewer, the mohalla's service). */
  levied: boolean;
  basisPoints: number;
  /** Before concessions, rounded half-up; equals amountPaise when there is none. */
  grossPaise: number;
  concessions: ConcessionLine[];
  /** After concessions, rounded half-up once: what the demand charges. */
  amountPaise: number;
  explanation: Explanation;
}

export interface Assessment {
  financialYear: string;
  ruleSetVersion: number;
  roadWidthGroup: RoadWidthGroup;
  constType: ConstructionType;
  ageYears: number;
  floors: FloorAssessment[];
  vacantLand: VacantLandAssessment;
  /** Sum of the rounded floor and land values. */
  arvPaise: number;
  arvExplanation: Explanation;
  taxes: { house: TaxLine; water: TaxLine; sewer: TaxLine };
  totalTaxPaise: number;
  metroRail: { flagged: boolean; explanation?: Explanation };
}

/** GET properties/calculateTax: a stored property's assessment now, and what was last recorded. */
export interface CalculatedTax extends Assessment {
  propertyUniqueId: string;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  houseCategory: 'residential' | 'nonresidential';
  category?: number;
  subCategory?: number;
  plotArea: number;
  roadWidth: number;
  constructionYear: number;
  inputsFingerprint: string;
  /** The year whose rule set applied: this year's own, or the latest earlier one still in force. */
  ruleSetYear: string;
  /** The last PropertyAssessed of the year, or null when none was recorded yet. */
  recorded: { ruleSetVersion: number; inputsFingerprint: string } | null;
}
