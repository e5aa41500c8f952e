import type { Lang } from '../../i18n/messages';

// The words of "How is my tax calculated?", loaded with it. Floor names and the working of each
// figure come from the tax engine (contracts), in English and Hindi.

export interface ExplainTexts {
  intro: (year: string) => string;
  notAssessed: string;
  changed: string;
  floorsCaption: string;
  floor: string;
  covered: string;
  carpet: string;
  rate: string;
  factor: string;
  value: string;
  land: string;
  arv: string;
  taxesCaption: string;
  tax: string;
  taxRate: string;
  amount: string;
  notLevied: string;
  totalTax: string;
  workings: string;
  arvLink: string;
  usage: Record<'residential' | 'nonresidential', string>;
  occupancy: Record<'self' | 'rented', string>;
}

export const EXPLAIN_TEXTS: Record<Lang, ExplainTexts> = {
  en: {
    intro: (year) =>
      `The tax of ${year} is worked out from the annual rental value (ARV) of each floor and of the open land.`,
    notAssessed:
      "This year's tax has not been assessed yet: these figures are worked out on the property's details as they are now.",
    changed:
      "The property's details have changed since this year's tax was assessed: these figures are worked out on the details as they are now, and this year's demand may differ.",
    floorsCaption: 'Annual rental value (ARV), floor by floor',
    floor: 'Floor',
    covered: 'Covered area (sq ft)',
    carpet: 'Carpet area (sq ft)',
    rate: 'Rate per sq ft per month',
    factor: 'Factor',
    value: 'ARV',
    land: 'Vacant land',
    arv: 'Annual rental value (ARV)',
    taxesCaption: 'Taxes on the ARV',
    tax: 'Tax',
    taxRate: 'Rate',
    amount: 'Amount',
    notLevied: 'Not levied',
    totalTax: 'Total tax for the year',
    workings: 'How each figure was worked out',
    arvLink: 'Open the full ARV calculator',
    usage: { residential: 'Residential', nonresidential: 'Non-residential' },
    occupancy: { self: 'Self-occupied', rented: 'Rented' },
  },
  hi: {
    intro: (year) => `${year} का कर प्रत्येक तल और रिक्त भूमि के वार्षिक किराया मूल्य (ARV) से निकाला जाता है।`,
    notAssessed: 'इस वर्ष के कर का निर्धारण अभी नहीं हुआ है: ये आँकड़े संपत्ति के वर्तमान विवरण पर निकाले गए हैं।',
    changed:
      'इस वर्ष के कर निर्धारण के बाद संपत्ति का विवरण बदला है: ये आँकड़े वर्तमान विवरण पर निकाले गए हैं, और इस वर्ष की माँग इनसे भिन्न हो सकती है।',
    floorsCaption: 'प्रत्येक तल का वार्षिक किराया मूल्य (ARV)',
    floor: 'तल',
    covered: 'आच्छादित क्षेत्रफल (वर्ग फुट)',
    carpet: 'कारपेट क्षेत्रफल (वर्ग फुट)',
    rate: 'दर प्रति वर्ग फुट प्रति माह',
    factor: 'गुणक',
    value: 'मूल्य',
    land: 'रिक्त भूमि',
    arv: 'वार्षिक किराया मूल्य (ARV)',
    taxesCaption: 'वार्षिक किराया मूल्य पर कर',
    tax: 'कर',
    taxRate: 'दर',
    amount: 'राशि',
    notLevied: 'लागू नहीं',
    totalTax: 'वर्ष का कुल कर',
    workings: 'प्रत्येक आँकड़ा कैसे निकाला गया',
    arvLink: 'ARV की पूरी गणना देखें',
    usage: { residential: 'आवासीय', nonresidential: 'अनावासीय' },
    occupancy: { self: 'स्वयं-अधिभोगित', rented: 'किराये पर' },
  },
};
