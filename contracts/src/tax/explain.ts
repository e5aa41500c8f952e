import type { RoadWidthGroup } from '../constants';
import {
  formatBasisPoints,
  formatExactPaise,
  formatPaise,
  formatQuantity,
  formatThousandths,
} from './format';
import type { Exact } from './exact';
import type { TaxRules } from './ruleSet';
import type { ConcessionLine, ConstructionType, Explanation, FloorAssessment, RentType } from './types';

// The explanation lines of an assessment, in English and Hindi: the rate, the area, the factors and
// the exemption applied, so a citizen or an auditor can redo the sum by hand.

const both = (en: string, hi: string): Explanation => ({ en, hi });

export function floorLabel(floorNumber: number): Explanation {
  if (floorNumber === 0) return both('Ground floor', 'भूतल');
  if (floorNumber < 0) return both(`Basement ${-floorNumber}`, `तहखाना ${-floorNumber}`);
  return both(`Floor ${floorNumber}`, `तल ${floorNumber}`);
}

export function roadGroupLabel(group: RoadWidthGroup, rules: TaxRules): Explanation {
  const { lower, upper } = rules.roadWidthM;
  if (group === 'road_w_l_12') return both(`road under ${lower} m`, `${lower} मी से कम चौड़ी सड़क`);
  if (group === 'road_w_12_24') return both(`road ${lower}-${upper} m`, `${lower}-${upper} मी चौड़ी सड़क`);
  return both(`road over ${upper} m`, `${upper} मी से अधिक चौड़ी सड़क`);
}

const CONSTRUCTION: Record<ConstructionType, Explanation> = {
  rcc_rbc: both('RCC/RBC', 'आरसीसी/आरबीसी'),
  other_pucca: both('other pucca', 'अन्य पक्का'),
  kachha: both('kachha', 'कच्चा'),
};

const OCCUPANCY: Record<RentType, Explanation> = {
  self: both('self-occupied', 'स्वयं-अधिभोगित'),
  rented: both('rented', 'किराये पर'),
};

/** The use a factor belongs to: the master's name, or its number said as such when the name is not known. */
const subCategoryWords = (id: number | undefined, name: Explanation | undefined): Explanation =>
  name
    ? both(name.en, name.hi || name.en)
    : both(`sub-category no. ${id ?? '-'}`, `उप-श्रेणी क्रमांक ${id ?? '-'}`);

/** -325 -> '-32.5%', 250 -> '+25%', 0 -> '0%'. */
const signed = (thousandths: number) =>
  `${thousandths > 0 ? '+' : thousandths < 0 ? '-' : ''}${formatBasisPoints(Math.abs(thousandths) * 10)}`;

export interface FloorTerms {
  floor: Omit<FloorAssessment, 'explanation'>;
  group: Explanation;
  constType: ConstructionType;
  ageYears: number;
  /** Residential: the slab's change in thousandths. */
  adjustmentThousandths?: number;
  rules: TaxRules;
  /** Non-residential: the sub-category's name in the master, in both languages. */
  subCategoryName?: Explanation;
}

export function explainFloor({
  floor,
  group,
  constType,
  ageYears,
  adjustmentThousandths,
  rules,
  subCategoryName,
}: FloorTerms): Explanation {
  const label = floorLabel(floor.floorNumber);
  const ratio = formatThousandths(rules.carpetRatioThousandths);
  const carpet = formatQuantity(floor.carpetAreaSqft);
  const covered = formatQuantity(floor.coveredAreaSqft);
  const rate = formatPaise(floor.ratePaise);
  const factor = formatThousandths(floor.factorThousandths);
  const value = formatPaise(floor.valuePaise);
  const c = CONSTRUCTION[constType];
  if (floor.usage === 'nonresidential') {
    const use = subCategoryWords(floor.subCategoryId, subCategoryName);
    return both(
      `${label.en}, non-residential: carpet ${carpet} sq ft (covered ${covered} x ${ratio}) x ${rate}/sq ft/month (${group.en}, ${c.en}) x 12 months x factor ${factor} (${use.en}) = ${value}`,
      `${label.hi}, अनावासीय: कारपेट ${carpet} वर्ग फुट (आच्छादित ${covered} x ${ratio}) x ${rate}/वर्ग फुट/माह (${group.hi}, ${c.hi}) x 12 माह x गुणक ${factor} (${use.hi}) = ${value}`,
    );
  }
  const o = OCCUPANCY[floor.rentType];
  const change = signed(adjustmentThousandths ?? 0);
  return both(
    `${label.en}, residential, ${o.en}: carpet ${carpet} sq ft (covered ${covered} x ${ratio}) x ${rate}/sq ft/month (${group.en}, ${c.en}) x 12 months x ${factor} (${o.en}, ${ageYears} years old, age slab ${floor.ageSlab}: ${change}) = ${value}`,
    `${label.hi}, आवासीय, ${o.hi}: कारपेट ${carpet} वर्ग फुट (आच्छादित ${covered} x ${ratio}) x ${rate}/वर्ग फुट/माह (${group.hi}, ${c.hi}) x 12 माह x ${factor} (${o.hi}, ${ageYears} वर्ष पुराना, आयु स्लैब ${floor.ageSlab}: ${change}) = ${value}`,
  );
}

export function explainLand(
  land: { areaSqft: number; ratePaise: number; valuePaise: number },
  plotAreaSqft: number,
  groundAreaSqft: number,
  group: Explanation,
): Explanation {
  const plot = formatQuantity(plotAreaSqft);
  const ground = formatQuantity(groundAreaSqft);
  if (land.areaSqft === 0) {
    return both(
      `Vacant land: none (plot ${plot} sq ft, ground floor ${ground} sq ft) = ₹0`,
      `रिक्त भूमि: नहीं (भूखंड ${plot} वर्ग फुट, भूतल ${ground} वर्ग फुट) = ₹0`,
    );
  }
  const area = formatQuantity(land.areaSqft);
  const rate = formatPaise(land.ratePaise);
  const value = formatPaise(land.valuePaise);
  return both(
    `Vacant land: ${area} sq ft (plot ${plot} - ground floor ${ground}) x ${rate}/sq ft/month (${group.en}, vacant land) x 12 months = ${value}`,
    `रिक्त भूमि: ${area} वर्ग फुट (भूखंड ${plot} - भूतल ${ground}) x ${rate}/वर्ग फुट/माह (${group.hi}, रिक्त भूमि) x 12 माह = ${value}`,
  );
}

export function explainArv(valuesPaise: number[], arvPaise: number): Explanation {
  const terms = valuesPaise.length ? valuesPaise.map(formatPaise).join(' + ') : '₹0';
  return both(
    `ARV = ${terms} = ${formatPaise(arvPaise)} (each value rounded half-up to whole rupees)`,
    `वार्षिक किराया मूल्य = ${terms} = ${formatPaise(arvPaise)} (प्रत्येक मूल्य पूरे रुपये में, आधा ऊपर)`,
  );
}

export const HEAD_NAMES = {
  house: both('House tax', 'गृह कर'),
  water: both('Water tax', 'जल कर'),
  sewer: both('Sewer tax', 'सीवर कर'),
} as const;

export const NOT_LEVIED = {
  houseNotApplicable: both('house tax is not applicable to this property', 'इस संपत्ति पर गृह कर लागू नहीं है'),
  waterNotApplicable: both('water tax is not applicable to this property', 'इस संपत्ति पर जल कर लागू नहीं है'),
  noWaterSupply: both('the mohalla has no water supply', 'मोहल्ले में जल आपूर्ति नहीं है'),
  noSewerConnection: both('the property has no sewerage connection', 'संपत्ति का सीवर कनेक्शन नहीं है'),
  noSewer: both('the mohalla has no sewer', 'मोहल्ले में सीवर नहीं है'),
  metroRailExempt: both('metro rail property, exempt under this rule set', 'मेट्रो रेल संपत्ति, इस नियम-समूह में छूट'),
} as const;

export function explainNotLevied(head: keyof typeof HEAD_NAMES, why: Explanation): Explanation {
  return both(
    `${HEAD_NAMES[head].en}: not levied, ${why.en} = ₹0`,
    `${HEAD_NAMES[head].hi}: नहीं लगाया गया, ${why.hi} = ₹0`,
  );
}

const CONCESSION_NAMES: Record<ConcessionLine['reason'], Explanation> = {
  disability: both('disability', 'दिव्यांगता'),
  exDefenceWidow: both('ex-defence widow', 'पूर्व सैनिक विधवा'),
};

export function explainTax(
  head: keyof typeof HEAD_NAMES,
  basisPoints: number,
  arvPaise: number,
  gross: Exact,
  concessions: ConcessionLine[],
  net: Exact,
  amountPaise: number,
): Explanation {
  const name = HEAD_NAMES[head];
  const start = `${formatBasisPoints(basisPoints)} x ${formatPaise(arvPaise)}`;
  const rounded = `${formatExactPaise(net)} -> ${formatPaise(amountPaise)}`;
  if (concessions.length === 0) {
    return both(
      `${name.en}: ${start} = ${rounded} (rounded half-up)`,
      `${name.hi}: ${start} = ${rounded} (आधा ऊपर पूर्णांकित)`,
    );
  }
  const total = formatBasisPoints(concessions.reduce((sum, c) => sum + c.basisPoints, 0));
  const list = (lang: 'en' | 'hi') =>
    concessions
      .map((c) => `${CONCESSION_NAMES[c.reason][lang]} ${formatBasisPoints(c.basisPoints)}`)
      .join(' + ');
  return both(
    `${name.en}: ${start} = ${formatExactPaise(gross)}, less ${total} concession (${list('en')}) = ${rounded} (rounded half-up)`,
    `${name.hi}: ${start} = ${formatExactPaise(gross)}, घटाएँ ${total} रियायत (${list('hi')}) = ${rounded} (आधा ऊपर पूर्णांकित)`,
  );
}

export function explainMetroRail(rules: TaxRules): Explanation {
  return rules.metroRail === 'exempt'
    ? both(
        'Metro rail property: exempt from every tax under this rule set',
        'मेट्रो रेल संपत्ति: इस नियम-समूह में सभी करों से छूट',
      )
    : both(
        'Metro rail property: flagged for the separate metro rail rule; taxed as usual under this rule set',
        'मेट्रो रेल संपत्ति: अलग मेट्रो रेल नियम हेतु चिह्नित; इस नियम-समूह में सामान्य रूप से कर',
      );
}
