import type { SelfAssessmentStatus } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

// /self-assessment/status: the lookup by number and mobile number, and the status card.

export interface StatusTexts {
  intro: string;
  searchHeading: string;
  number: string;
  mobile: string;
  enter: (label: string) => string;
  numberHint: string;
  find: string;
  notFound: string;
  tryAgain: string;
  cardTitle: (selfAssessmentId: string) => string;
  statusNotes: Record<SelfAssessmentStatus, string>;
  reason: string;
  form: string;
  owner: string;
  place: string;
  financialYear: string;
  submittedOn: string;
  decidedOn: string;
  arv: string;
  tax: string;
  propertyId: string;
  viewLedger: string;
}

export const STATUS_TEXTS: Record<Lang, StatusTexts> = {
  en: {
    intro:
      'Enter the number you got when you submitted your self-assessment, and the mobile number you gave on the form.',
    searchHeading: 'Find your self-assessment',
    number: 'Self-assessment number',
    mobile: 'Mobile number',
    enter: (label) => `Enter ${label}`,
    numberHint: 'It looks like SA-2026-27-000001.',
    find: 'See status',
    // The server's 404 message, word for word.
    notFound: 'No self-assessment was found for these details',
    tryAgain: 'Try again',
    cardTitle: (id) => `Self-assessment ${id}`,
    statusNotes: {
      submitted: 'Submitted: the Nagar Nigam has not decided yet.',
      accepted: 'Accepted: the self-assessed values are on the assessment list.',
      rejected: 'Rejected by the Nagar Nigam.',
    },
    reason: 'Reason',
    form: 'Form',
    owner: 'Owner',
    place: 'Mohalla, ward',
    financialYear: 'Financial year',
    submittedOn: 'Submitted on',
    decidedOn: 'Decided on',
    arv: 'Self-assessed ARV',
    tax: 'Tax for the year',
    propertyId: 'Property ID',
    viewLedger: 'View the ledger of this property',
  },
  hi: {
    intro: 'स्व-मूल्यांकन जमा करते समय मिली संख्या और फ़ॉर्म में दिया गया मोबाइल नंबर दर्ज करें।',
    searchHeading: 'अपना स्व-मूल्यांकन खोजें',
    number: 'स्व-मूल्यांकन संख्या',
    mobile: 'मोबाइल नंबर',
    enter: (label) => `${label} दर्ज करें`,
    numberHint: 'यह SA-2026-27-000001 जैसी दिखती है।',
    find: 'स्थिति देखें',
    notFound: 'इन विवरणों से कोई स्व-मूल्यांकन नहीं मिला',
    tryAgain: 'फिर से प्रयास करें',
    cardTitle: (id) => `स्व-मूल्यांकन ${id}`,
    statusNotes: {
      submitted: 'जमा किया गया: नगर निगम ने अभी निर्णय नहीं लिया है।',
      accepted: 'स्वीकृत: स्व-निर्धारित मूल्य कर-निर्धारण सूची में दर्ज हैं।',
      rejected: 'नगर निगम द्वारा अस्वीकृत।',
    },
    reason: 'कारण',
    form: 'फ़ॉर्म',
    owner: 'स्वामी',
    place: 'मोहल्ला, वार्ड',
    financialYear: 'वित्तीय वर्ष',
    submittedOn: 'जमा करने की तिथि',
    decidedOn: 'निर्णय की तिथि',
    arv: 'स्व-निर्धारित ARV',
    tax: 'वर्ष का कर',
    propertyId: 'संपत्ति आईडी',
    viewLedger: 'इस संपत्ति की खाता-बही देखें',
  },
};
