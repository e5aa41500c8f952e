import {
  MOBILE_MESSAGES,
  PROPERTY_ID_LENGTH,
  PROPERTY_ID_CHARACTERS_MESSAGE,
  PROPERTY_ID_CHECK_MESSAGE,
  PROPERTY_ID_LENGTH_MESSAGE,
} from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import type { SearchField } from './searchQuery';

// The search page's own words. Field messages come from the contracts' schema (the spec's English);
// `fieldMessages` gives them in Hindi, and any message not listed there is shown as it came.

export interface SearchTexts {
  intro: string;
  formHeading: string;
  labels: Record<SearchField, string>;
  enter: (label: string) => string;
  placeLegend: string;
  anyZone: string;
  anyWard: string;
  anyMohalla: string;
  chooseZoneFirst: string;
  chooseWardFirst: string;
  wardOption: (wardNo: number, name: string) => string;
  needsCriterion: string;
  search: string;
  clear: string;
  resultsHeading: string;
  searching: string;
  found: (total: number, from: number, to: number) => string;
  none: string;
  noneHints: string[];
  pageEmpty: string;
  firstPage: string;
  columns: {
    owner: string;
    relative: string;
    houseNumber: string;
    address: string;
    place: string;
    propertyId: string;
    actions: string;
  };
  mobile: string;
  ward: (wardNo: number | null, name: string | null) => string;
  viewLedger: string;
  payOnline: string;
  arv: string;
  ofProperty: (propertyId: string) => string;
  pages: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  tryAgain: string;
  fieldMessages: Record<string, string>;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

export const SEARCH_TEXTS: Record<Lang, SearchTexts> = {
  en: {
    intro:
      'Fill in any of the details you know. Names need not be spelt exactly: the search also finds close matches.',
    formHeading: 'Search by',
    labels: {
      propertyUniqueId: 'Property ID',
      ownerName: 'Owner name',
      fatherHusbandName: 'Father / husband name',
      houseNumber: 'House number',
      mobileNumber: 'Mobile number',
      zoneId: 'Zone',
      wardId: 'Ward',
      mohallaId: 'Mohalla',
    },
    enter: (label) => `Enter ${label}`,
    placeLegend: 'Locality (narrows the search)',
    anyZone: 'All zones',
    anyWard: 'All wards',
    anyMohalla: 'All mohallas',
    chooseZoneFirst: 'Choose a zone first',
    chooseWardFirst: 'Choose a ward first',
    wardOption: (wardNo, name) => `${name} (Ward ${wardNo})`,
    needsCriterion:
      'Enter a property ID, owner name, father / husband name, house number or mobile number. Zone, ward and mohalla only narrow the search.',
    search: 'Search',
    clear: 'Clear',
    resultsHeading: 'Results',
    searching: 'Searching…',
    found: (total, from, to) =>
      total === 1 ? '1 property found.' : `${total} properties found. Showing ${from} to ${to}.`,
    none: 'No property matches your search.',
    noneHints: [
      'Check the spelling, or type only a part of the name.',
      'Search with fewer details: leave out the house number or the locality.',
      'The property ID is printed on your tax bill and on your receipts.',
    ],
    pageEmpty: 'There are no results on this page.',
    firstPage: 'Go to the first page of results',
    columns: {
      owner: 'Owner',
      relative: 'Father / husband',
      houseNumber: 'House no.',
      address: 'Address',
      place: 'Mohalla / ward',
      propertyId: 'Property ID',
      actions: 'Actions',
    },
    mobile: 'Mobile',
    ward: (wardNo, name) => joined(wardNo === null ? null : `Ward ${wardNo}`, name),
    viewLedger: 'View ledger',
    payOnline: 'Pay online',
    arv: 'ARV',
    ofProperty: (propertyId) => ` of property ${propertyId}`,
    pages: 'Pages of results',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    tryAgain: 'Try again',
    fieldMessages: {},
  },
  hi: {
    intro: 'जो भी विवरण आपको पता हो, भरें। नाम की वर्तनी बिल्कुल सही होना ज़रूरी नहीं: खोज मिलते-जुलते नाम भी ढूँढती है।',
    formHeading: 'इनसे खोजें',
    labels: {
      propertyUniqueId: 'संपत्ति आईडी',
      ownerName: 'स्वामी का नाम',
      fatherHusbandName: 'पिता / पति का नाम',
      houseNumber: 'मकान नंबर',
      mobileNumber: 'मोबाइल नंबर',
      zoneId: 'ज़ोन',
      wardId: 'वार्ड',
      mohallaId: 'मोहल्ला',
    },
    enter: (label) => `${label} दर्ज करें`,
    placeLegend: 'क्षेत्र (खोज को सीमित करता है)',
    anyZone: 'सभी ज़ोन',
    anyWard: 'सभी वार्ड',
    anyMohalla: 'सभी मोहल्ले',
    chooseZoneFirst: 'पहले ज़ोन चुनें',
    chooseWardFirst: 'पहले वार्ड चुनें',
    wardOption: (wardNo, name) => `${name} (वार्ड ${wardNo})`,
    needsCriterion:
      'संपत्ति आईडी, स्वामी का नाम, पिता / पति का नाम, मकान नंबर या मोबाइल नंबर दर्ज करें। ज़ोन, वार्ड और मोहल्ला केवल खोज को सीमित करते हैं।',
    search: 'खोजें',
    clear: 'साफ़ करें',
    resultsHeading: 'परिणाम',
    searching: 'खोज जारी है…',
    found: (total, from, to) =>
      total === 1 ? '1 संपत्ति मिली।' : `${total} संपत्तियाँ मिलीं। ${from} से ${to} तक दिखाई जा रही हैं।`,
    none: 'आपकी खोज से कोई संपत्ति नहीं मिली।',
    noneHints: [
      'वर्तनी जाँचें, या नाम का केवल एक भाग लिखें।',
      'कम विवरण से खोजें: मकान नंबर या क्षेत्र छोड़ दें।',
      'संपत्ति आईडी आपके कर बिल और रसीदों पर छपी होती है।',
    ],
    pageEmpty: 'इस पृष्ठ पर कोई परिणाम नहीं है।',
    firstPage: 'परिणामों के पहले पृष्ठ पर जाएँ',
    columns: {
      owner: 'स्वामी',
      relative: 'पिता / पति',
      houseNumber: 'मकान नं.',
      address: 'पता',
      place: 'मोहल्ला / वार्ड',
      propertyId: 'संपत्ति आईडी',
      actions: 'कार्रवाई',
    },
    mobile: 'मोबाइल',
    ward: (wardNo, name) => joined(wardNo === null ? null : `वार्ड ${wardNo}`, name),
    viewLedger: 'खाता-बही देखें',
    payOnline: 'ऑनलाइन भुगतान',
    arv: 'ARV',
    ofProperty: (propertyId) => ` (संपत्ति ${propertyId})`,
    pages: 'परिणामों के पृष्ठ',
    previous: 'पिछला पृष्ठ',
    next: 'अगला पृष्ठ',
    pageOf: (page, pages) => `पृष्ठ ${page} / ${pages}`,
    tryAgain: 'फिर से प्रयास करें',
    fieldMessages: {
      [PROPERTY_ID_LENGTH_MESSAGE]: `संपत्ति आईडी ठीक ${PROPERTY_ID_LENGTH} अक्षरों की होनी चाहिए`,
      [PROPERTY_ID_CHARACTERS_MESSAGE]: 'संपत्ति आईडी में केवल अक्षर, अंक और हाइफ़न हो सकते हैं',
      [PROPERTY_ID_CHECK_MESSAGE]: 'संपत्ति आईडी मान्य नहीं है, कृपया जाँच कर फिर से प्रयास करें',
      [MOBILE_MESSAGES.notValid]: 'मोबाइल नंबर मान्य नहीं है',
      'Search text can be at most 200 characters': 'खोज का पाठ अधिकतम 200 अक्षरों का हो सकता है',
    },
  },
};
