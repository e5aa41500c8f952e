import {
  OBJECTION_MESSAGES,
  PROPERTY_ID_CHARACTERS_MESSAGE,
  PROPERTY_ID_CHECK_MESSAGE,
  PROPERTY_ID_LENGTH_MESSAGE,
  type ObjectionStatus,
} from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

// The objection status page's own words; the lookup's field messages are the contracts schema's,
// in Hindi by their English wording.

export type LookupBy = 'objectionId' | 'propertyUniqueId';

export interface ObjectionStatusTexts {
  searchHeading: string;
  lookupBy: string;
  labels: Record<LookupBy, string>;
  hints: Record<LookupBy, string>;
  enter: (label: string) => string;
  find: string;
  resultsHeading: string;
  found: (count: number) => string;
  notFound: string;
  tryAgain: string;
  objection: (number: string) => string;
  propertyId: string;
  owner: string;
  mohalla: string;
  raisedOn: string;
  status: string;
  statusNames: Record<ObjectionStatus, string>;
  reason: string;
  rejectedOn: string;
  remarks: string;
  resolvedOn: string;
  /** Schema messages by their English text; English shows them as they are. */
  messages: Record<string, string>;
}

export const OBJECTION_STATUS_TEXTS: Record<Lang, ObjectionStatusTexts> = {
  en: {
    searchHeading: 'Find your objection',
    lookupBy: 'Look up by',
    labels: { objectionId: 'Objection number', propertyUniqueId: 'Property ID' },
    hints: {
      objectionId: 'The objection number is on the acknowledgement you were given, like OBJ-2026-27-000001.',
      propertyUniqueId: 'Every objection filed on the property is shown.',
    },
    enter: (label) => `Enter ${label}`,
    find: 'Find objection',
    resultsHeading: 'Objections found',
    found: (count) => (count === 1 ? '1 objection found' : `${count} objections found`),
    notFound: OBJECTION_MESSAGES.notFound,
    tryAgain: 'Try again',
    objection: (number) => `Objection ${number}`,
    propertyId: 'Property ID',
    owner: 'Owner',
    mohalla: 'Mohalla',
    raisedOn: 'Raised on',
    status: 'Status',
    statusNames: { pending: 'Pending', rejected: 'Rejected', resolved: 'Resolved' },
    reason: 'Reason',
    rejectedOn: 'Rejected on',
    remarks: 'Remarks',
    resolvedOn: 'Resolved on',
    messages: {},
  },
  hi: {
    searchHeading: 'अपनी आपत्ति खोजें',
    lookupBy: 'इससे खोजें',
    labels: { objectionId: 'आपत्ति संख्या', propertyUniqueId: 'संपत्ति आईडी' },
    hints: {
      objectionId: 'आपत्ति संख्या आपको मिली पावती पर लिखी होती है, जैसे OBJ-2026-27-000001।',
      propertyUniqueId: 'संपत्ति पर दर्ज हर आपत्ति दिखाई जाती है।',
    },
    enter: (label) => `${label} दर्ज करें`,
    find: 'आपत्ति खोजें',
    resultsHeading: 'मिली आपत्तियाँ',
    found: (count) => (count === 1 ? '1 आपत्ति मिली' : `${count} आपत्तियाँ मिलीं`),
    notFound: 'इन विवरणों से कोई आपत्ति नहीं मिली',
    tryAgain: 'फिर से प्रयास करें',
    objection: (number) => `आपत्ति ${number}`,
    propertyId: 'संपत्ति आईडी',
    owner: 'स्वामी',
    mohalla: 'मोहल्ला',
    raisedOn: 'आपत्ति की तिथि',
    status: 'स्थिति',
    statusNames: { pending: 'लंबित', rejected: 'अस्वीकृत', resolved: 'निस्तारित' },
    reason: 'कारण',
    rejectedOn: 'अस्वीकृति की तिथि',
    remarks: 'टिप्पणी',
    resolvedOn: 'निस्तारण की तिथि',
    messages: {
      [OBJECTION_MESSAGES.statusQueryEmpty]: 'आपत्ति संख्या या संपत्ति आईडी दर्ज करें',
      [PROPERTY_ID_LENGTH_MESSAGE]: 'संपत्ति आईडी ठीक 17 अक्षरों की होनी चाहिए',
      [PROPERTY_ID_CHARACTERS_MESSAGE]: 'संपत्ति आईडी में केवल अक्षर, अंक और हाइफ़न हो सकते हैं',
      [PROPERTY_ID_CHECK_MESSAGE]: 'संपत्ति आईडी मान्य नहीं है, कृपया जाँच कर फिर से प्रयास करें',
      'Search text can be at most 200 characters': 'अधिकतम 200 अक्षर लिखे जा सकते हैं',
    },
  },
};
