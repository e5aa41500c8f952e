import { formatDay } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

// The home page's own words for the quick search and the payment calendar (the welcome and the task
// cards are in i18n/messages.ts). Dates and percentages are written the reader's way.

export interface HomeTexts {
  date: (isoDate: string) => string;
  searchHeading: string;
  searchLabel: string;
  enter: (label: string) => string;
  searchRequired: string;
  searchHint: (length: number) => string;
  search: string;
  offerHeading: string;
  payBy: (date: string, percentage: number) => string;
  extra: (percentage: number, criteria: string) => string;
  offerTerms: string;
  thenPayBy: (date: string, percentage: number) => string;
  noOffer: string;
  dueBy: (date: string) => string;
  payOnline: string;
  deadlinesHeading: (financialYear: string) => string;
  by: (date: string) => string;
  from: (date: string) => string;
  rebateOnTax: (percentage: number) => string;
  lastDay: string;
  interest: string;
  over: string;
  loading: string;
  tryAgain: string;
  /** Extra criteria of the discount master the page can name in this language; others show as written. */
  criteria: Record<string, string>;
}

// DD-MM-YYYY in both languages: contracts' one date format.
const dateIn = (_locale: string) => (isoDate: string) => formatDay(isoDate);

export const HOME_TEXTS: Record<Lang, HomeTexts> = {
  en: {
    date: dateIn('en-IN'),
    searchHeading: 'Find your property',
    searchLabel: 'Property ID or owner name',
    enter: (label) => `Enter ${label}`,
    searchRequired: 'Property ID or owner name is required',
    searchHint: (length) => `A property ID of ${length} characters opens its ledger straight away.`,
    search: 'Search',
    offerHeading: 'Rebate on offer today',
    payBy: (date, percentage) => `Pay by ${date} to get ${percentage}% rebate`,
    extra: (percentage, criteria) => `Extra ${percentage}% for ${criteria}`,
    offerTerms:
      "The rebate is on this year's tax. It is given when the payment clears everything owed on the property, arrears and interest included.",
    thenPayBy: (date, percentage) => `After that, pay by ${date} to get ${percentage}% rebate.`,
    noOffer: 'No rebate is on offer today.',
    dueBy: (date) => `This year's tax is due by ${date}.`,
    payOnline: 'Pay online',
    deadlinesHeading: (financialYear) => `Payment deadlines for ${financialYear}`,
    by: (date) => `By ${date}`,
    from: (date) => `From ${date}`,
    rebateOnTax: (percentage) => `${percentage}% rebate on this year's tax`,
    lastDay: "Last day to pay this year's tax",
    interest: 'Interest is charged on whatever is still unpaid',
    over: 'Over',
    loading: 'Loading the payment deadlines…',
    tryAgain: 'Try again',
    criteria: {},
  },
  hi: {
    date: dateIn('hi-IN'),
    searchHeading: 'अपनी संपत्ति खोजें',
    searchLabel: 'संपत्ति आईडी या स्वामी का नाम',
    enter: (label) => `${label} दर्ज करें`,
    searchRequired: 'संपत्ति आईडी या स्वामी का नाम आवश्यक है',
    searchHint: (length) => `${length} अक्षरों की संपत्ति आईडी से सीधे उसकी खाता-बही खुलती है।`,
    search: 'खोजें',
    offerHeading: 'आज मिलने वाली छूट',
    payBy: (date, percentage) => `${date} तक भुगतान करें और ${percentage}% छूट पाएँ`,
    extra: (percentage, criteria) => `${criteria} पर ${percentage}% अतिरिक्त छूट`,
    offerTerms: 'छूट इस वर्ष के कर पर है। यह तब मिलती है जब भुगतान से संपत्ति का पूरा बकाया, ब्याज सहित, चुक जाए।',
    thenPayBy: (date, percentage) => `इसके बाद, ${date} तक भुगतान करने पर ${percentage}% छूट मिलेगी।`,
    noOffer: 'आज कोई छूट उपलब्ध नहीं है।',
    dueBy: (date) => `इस वर्ष का कर ${date} तक देय है।`,
    payOnline: 'ऑनलाइन भुगतान करें',
    deadlinesHeading: (financialYear) => `${financialYear} के भुगतान की अंतिम तिथियाँ`,
    by: (date) => `${date} तक`,
    from: (date) => `${date} से`,
    rebateOnTax: (percentage) => `इस वर्ष के कर पर ${percentage}% छूट`,
    lastDay: 'इस वर्ष का कर जमा करने का अंतिम दिन',
    interest: 'जो राशि बकाया रह जाए, उस पर ब्याज लगता है',
    over: 'समाप्त',
    loading: 'भुगतान की तिथियाँ लोड हो रही हैं…',
    tryAgain: 'फिर से प्रयास करें',
    criteria: { 'Online payment': 'ऑनलाइन भुगतान' },
  },
};

/** A criterion of the discount master in the reader's language, or as the master names it. */
export const criterionName = (criteria: string, t: HomeTexts) => t.criteria[criteria] ?? criteria;
