import type { Lang } from '../../i18n/messages';

// The ARV page's own words; the figures and explanation lines come from contracts' presentAssessment.

interface ArvTexts {
  propertyId: string;
  financialYear: string;
  arv: string;
  totalTax: string;
  floorsHeading: string;
  taxesHeading: string;
  covered: string;
  carpet: string;
  ratePerMonth: string;
  factor: string;
  value: string;
  rate: string;
  amount: string;
  rounding: string;
  tryAgain: string;
}

export const ARV_TEXTS: Record<Lang, ArvTexts> = {
  en: {
    propertyId: 'Property ID',
    financialYear: 'Financial year',
    arv: 'Annual rental value (ARV)',
    totalTax: 'Total tax for the year',
    floorsHeading: 'ARV floor by floor',
    taxesHeading: 'Taxes on the ARV',
    covered: 'Covered area (sq ft)',
    carpet: 'Carpet area (sq ft)',
    ratePerMonth: 'Rate per sq ft per month',
    factor: 'Factor',
    value: 'ARV',
    rate: 'Rate',
    amount: 'Amount',
    rounding: 'Each floor, the land and each tax are rounded half-up to whole rupees.',
    tryAgain: 'Try again',
  },
  hi: {
    propertyId: 'संपत्ति आईडी',
    financialYear: 'वित्तीय वर्ष',
    arv: 'वार्षिक किराया मूल्य (ARV)',
    totalTax: 'वर्ष का कुल कर',
    floorsHeading: 'प्रत्येक तल का वार्षिक किराया मूल्य',
    taxesHeading: 'वार्षिक किराया मूल्य पर कर',
    covered: 'आच्छादित क्षेत्रफल (वर्ग फुट)',
    carpet: 'कारपेट क्षेत्रफल (वर्ग फुट)',
    ratePerMonth: 'दर प्रति वर्ग फुट प्रति माह',
    factor: 'गुणक',
    value: 'मूल्य',
    rate: 'दर',
    amount: 'राशि',
    rounding: 'प्रत्येक तल, भूमि और प्रत्येक कर पूरे रुपये में (आधा ऊपर) पूर्णांकित हैं।',
    tryAgain: 'फिर से प्रयास करें',
  },
};
