import type { SelfAssessmentStatus } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

// /self-assessment/nigam: the officials' list of self-assessments.

export interface NigamTexts {
  loginNeeded: string;
  wrongLogin: string;
  nigamLogin: string;
  filtersHeading: string;
  status: string;
  anyStatus: string;
  statuses: Record<SelfAssessmentStatus, string>;
  place: Record<'zoneId' | 'wardId' | 'mohallaId', string>;
  select: (label: string) => string;
  loading: string;
  from: string;
  to: string;
  apply: string;
  clear: string;
  listHeading: string;
  count: (total: number, page: number, pages: number) => string;
  none: string;
  columns: Record<
    'number' | 'owner' | 'place' | 'form' | 'submitted' | 'arv' | 'tax' | 'status' | 'actions',
    string
  >;
  details: string;
  hideDetails: string;
  mobile: string;
  email: string;
  floors: string;
  floorLine: (label: string, area: string, use: string) => string;
  uses: Record<string, string>;
  documents: string;
  noDocuments: string;
  reason: string;
  propertyId: string;
  accept: string;
  reject: string;
  confirmReject: string;
  cancel: string;
  accepted: (id: string, propertyId: string) => string;
  rejected: (id: string) => string;
  previous: string;
  next: string;
  tryAgain: string;
}

export const NIGAM_TEXTS: Record<Lang, NigamTexts> = {
  en: {
    loginNeeded: 'This list is for Nagar Nigam officials. Please log in first.',
    wrongLogin: 'This list is for Nagar Nigam officials only. Please log in with a Nagar Nigam account.',
    nigamLogin: 'Nigam Login',
    filtersHeading: 'Filters',
    status: 'Status',
    anyStatus: 'Any status',
    statuses: { submitted: 'Submitted', accepted: 'Accepted', rejected: 'Rejected' },
    place: { zoneId: 'Zone', wardId: 'Ward', mohallaId: 'Mohalla' },
    select: (label) => `Any ${label.toLowerCase()}`,
    loading: 'Loading…',
    from: 'Submitted from',
    to: 'Submitted until',
    apply: 'Show',
    clear: 'Clear filters',
    listHeading: 'Self-assessments',
    count: (total, page, pages) => `${total} self-assessments, page ${page} of ${pages}`,
    none: 'No self-assessment matches these filters.',
    columns: {
      number: 'Number',
      owner: 'Owner',
      place: 'Mohalla, ward',
      form: 'Form',
      submitted: 'Submitted on',
      arv: 'ARV',
      tax: 'Tax',
      status: 'Status',
      actions: 'Actions',
    },
    details: 'Details',
    hideDetails: 'Hide details',
    mobile: 'Mobile number',
    email: 'Email',
    floors: 'Floors',
    floorLine: (label, area, use) => `${label}: ${area} sq ft, ${use}`,
    uses: { residential: 'residential', nonresidential: 'non-residential' },
    documents: 'Documents',
    noDocuments: 'No documents',
    reason: 'Reason for rejecting',
    propertyId: 'Property ID',
    accept: 'Accept',
    reject: 'Reject',
    confirmReject: 'Reject self-assessment',
    cancel: 'Cancel',
    accepted: (id, propertyId) => `${id} accepted. Property ID ${propertyId}.`,
    rejected: (id) => `${id} rejected.`,
    previous: 'Previous page',
    next: 'Next page',
    tryAgain: 'Try again',
  },
  hi: {
    loginNeeded: 'यह सूची नगर निगम के अधिकारियों के लिए है। कृपया पहले लॉगिन करें।',
    wrongLogin: 'यह सूची केवल नगर निगम के अधिकारियों के लिए है। कृपया नगर निगम खाते से लॉगिन करें।',
    nigamLogin: 'निगम लॉगिन',
    filtersHeading: 'सूची छाँटें',
    status: 'स्थिति',
    anyStatus: 'कोई भी स्थिति',
    statuses: { submitted: 'जमा किया गया', accepted: 'स्वीकृत', rejected: 'अस्वीकृत' },
    place: { zoneId: 'ज़ोन', wardId: 'वार्ड', mohallaId: 'मोहल्ला' },
    select: (label) => `कोई भी ${label}`,
    loading: 'लोड हो रहा है…',
    from: 'इस तिथि से जमा',
    to: 'इस तिथि तक जमा',
    apply: 'दिखाएँ',
    clear: 'सभी शर्तें हटाएँ',
    listHeading: 'स्व-मूल्यांकन',
    count: (total, page, pages) => `${total} स्व-मूल्यांकन, पृष्ठ ${page} / ${pages}`,
    none: 'इन शर्तों से कोई स्व-मूल्यांकन नहीं मिला।',
    columns: {
      number: 'संख्या',
      owner: 'स्वामी',
      place: 'मोहल्ला, वार्ड',
      form: 'फ़ॉर्म',
      submitted: 'जमा करने की तिथि',
      arv: 'ARV',
      tax: 'कर',
      status: 'स्थिति',
      actions: 'कार्रवाई',
    },
    details: 'विवरण',
    hideDetails: 'विवरण छिपाएँ',
    mobile: 'मोबाइल नंबर',
    email: 'ईमेल',
    floors: 'तल',
    floorLine: (label, area, use) => `${label}: ${area} वर्ग फुट, ${use}`,
    uses: { residential: 'आवासीय', nonresidential: 'अनावासीय' },
    documents: 'दस्तावेज़',
    noDocuments: 'कोई दस्तावेज़ नहीं',
    reason: 'अस्वीकार करने का कारण',
    propertyId: 'संपत्ति आईडी',
    accept: 'स्वीकार करें',
    reject: 'अस्वीकार करें',
    confirmReject: 'स्व-मूल्यांकन अस्वीकार करें',
    cancel: 'रद्द करें',
    accepted: (id, propertyId) => `${id} स्वीकृत। संपत्ति आईडी ${propertyId}।`,
    rejected: (id) => `${id} अस्वीकृत।`,
    previous: 'पिछला पृष्ठ',
    next: 'अगला पृष्ठ',
    tryAgain: 'फिर से प्रयास करें',
  },
};
