import { floorLabel, HEAD_NAMES } from './explain';
import { formatBasisPoints, formatPaise, formatQuantity, formatThousandths } from './format';
import type { Assessment } from './types';

// An assessment as the ARV pages show it (operators' and citizens'), in English or Hindi: both
// apps render the same lines, so the figures read the same everywhere.

export type ExplanationLang = 'en' | 'hi';

const WORDS = {
  en: {
    residential: 'Residential',
    nonresidential: 'Non-residential',
    self: 'Self-occupied',
    rented: 'Rented',
    land: 'Vacant land',
  },
  hi: {
    residential: 'आवासीय',
    nonresidential: 'अनावासीय',
    self: 'स्वयं-अधिभोगित',
    rented: 'किराये पर',
    land: 'रिक्त भूमि',
  },
} as const;

export interface ArvLine {
  label: string;
  usage: string;
  occupancy: string;
  coveredArea: string;
  carpetArea: string;
  rate: string;
  factor: string;
  value: string;
  explanation: string;
}

export interface TaxShown {
  head: 'house' | 'water' | 'sewer';
  name: string;
  rate: string;
  amount: string;
  explanation: string;
}

export interface AssessmentShown {
  floors: ArvLine[];
  land: ArvLine;
  arv: string;
  arvExplanation: string;
  taxes: TaxShown[];
  total: string;
  metroRail?: string;
}

/** The figures of an assessment, formatted (₹ with Indian grouping), with the explanation lines. */
export function presentAssessment(a: Assessment, lang: ExplanationLang): AssessmentShown {
  const w = WORDS[lang];
  const floors = a.floors.map((f) => ({
    label: floorLabel(f.floorNumber)[lang],
    usage: w[f.usage],
    occupancy: w[f.rentType],
    coveredArea: formatQuantity(f.coveredAreaSqft),
    carpetArea: formatQuantity(f.carpetAreaSqft),
    rate: formatPaise(f.ratePaise),
    factor: formatThousandths(f.factorThousandths),
    value: formatPaise(f.valuePaise),
    explanation: f.explanation[lang],
  }));
  const land = {
    label: w.land,
    usage: '',
    occupancy: '',
    coveredArea: '',
    carpetArea: formatQuantity(a.vacantLand.areaSqft),
    rate: formatPaise(a.vacantLand.ratePaise),
    factor: '',
    value: formatPaise(a.vacantLand.valuePaise),
    explanation: a.vacantLand.explanation[lang],
  };
  const taxes = (['house', 'water', 'sewer'] as const).map((head) => {
    const tax = a.taxes[head];
    return {
      head,
      name: HEAD_NAMES[head][lang],
      rate: tax.levied ? formatBasisPoints(tax.basisPoints) : '-',
      amount: formatPaise(tax.amountPaise),
      explanation: tax.explanation[lang],
    };
  });
  return {
    floors,
    land,
    arv: formatPaise(a.arvPaise),
    arvExplanation: a.arvExplanation[lang],
    taxes,
    total: formatPaise(a.totalTaxPaise),
    ...(a.metroRail.explanation ? { metroRail: a.metroRail.explanation[lang] } : {}),
  };
}
