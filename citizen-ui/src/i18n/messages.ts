import { ERROR_PAGE_TEXT, NIGAM_LOGIN_TEXT, PUBLIC_TOP_BAR_LABELS } from '@ptax/contracts';

export type Lang = 'en' | 'hi';
export const LANGS: readonly Lang[] = ['en', 'hi'];

export type TopBarKey = 'home' | 'searchProperty' | 'ledger' | 'paymentReceipt' | 'objectionStatus';

// The contracts list the labels in top-bar order.
const [home, searchProperty, ledger, paymentReceipt, objectionStatus] = PUBLIC_TOP_BAR_LABELS;

interface Task {
  title: string;
  text: string;
}

export interface Messages {
  skipToContent: string;
  mainMenu: string;
  language: string;
  loading: string;
  topBar: Record<TopBarKey, string>;
  nigamLogin: string;
  home: {
    welcome: (city: string) => string;
    intro: string;
    tasksHeading: string;
    tasks: Record<'searchProperty' | 'ledger' | 'payOnline' | 'objectionStatus', Task>;
    propertyIdTip: (length: number) => string;
  };
  /** Page titles by citizen route key (contracts ROUTES); a test checks that every citizen route has one. */
  pages: Record<string, string>;
  /** The error page, keyed like ERROR_PAGE_TEXT of the contracts. */
  errors: Record<keyof typeof ERROR_PAGE_TEXT, string>;
  /** Issue 12: the ways to self-assessment, from home and wherever a property is not found. */
  selfAssessment: {
    task: Task;
    statusTask: Task;
    notRegistered: string;
    assessLink: string;
    alreadySubmitted: string;
    statusLink: string;
    notSubmitted: string;
    formLink: string;
  };
}

// English: the spec's texts exactly, where the spec gives them.
const en: Messages = {
  skipToContent: 'Skip to content',
  mainMenu: 'Main menu',
  language: 'Language',
  loading: 'Loading…',
  topBar: { home, searchProperty, ledger, paymentReceipt, objectionStatus },
  nigamLogin: NIGAM_LOGIN_TEXT,
  home: {
    welcome: (city) => `Welcome to the property tax portal of ${city}`,
    intro:
      'Find your property, see what you owe, pay online and follow your objection, from your phone and without visiting the office.',
    tasksHeading: 'What would you like to do?',
    tasks: {
      searchProperty: { title: 'Search Property', text: 'Find your property and its property ID.' },
      ledger: {
        title: 'View Ledger',
        text: 'See the demands, payments and balance of your property, year by year.',
      },
      payOnline: { title: 'Pay Online', text: 'Pay your property tax online and get your receipt at once.' },
      objectionStatus: {
        title: 'Objection Status',
        text: 'Check what has happened to an objection you filed.',
      },
    },
    propertyIdTip: (length) => `Tip: keep your property ID at hand. It has ${length} characters.`,
  },
  pages: {
    underMaintenance: 'Under Maintenance',
    home: 'Home',
    searchProperty: 'Search Property',
    ledger: 'View Ledger',
    ledgerOfProperty: 'Property Ledger',
    selfAssessment: 'Self Assessment',
    selfAssessmentNigam: 'Self Assessment (Nigam)',
    selfAssessmentStatus: 'Self Assessment Status',
    objectionStatus: 'Objection Status',
    paymentReceipt: 'View Receipt',
    payment: 'Pay Online',
    paymentSuccess: 'Payment Successful',
    paymentFailure: 'Payment Failed',
    payOnlineTax: 'Pay Property Tax Online',
    arv: 'Annual Rental Value (ARV)',
  },
  errors: ERROR_PAGE_TEXT,
  selfAssessment: {
    task: {
      title: 'Self Assessment',
      text: 'Property not registered yet? Describe it, see its tax and submit it to the Nigam.',
    },
    statusTask: {
      title: 'Self Assessment Status',
      text: 'Follow a self-assessment you submitted, with its number and your mobile number.',
    },
    notRegistered: 'Not registered?',
    assessLink: 'Assess your property',
    alreadySubmitted: 'Already submitted a self-assessment?',
    statusLink: 'Check its status',
    notSubmitted: 'Not submitted yet?',
    formLink: 'Fill in the self-assessment form',
  },
};

const hi: Messages = {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  mainMenu: 'मुख्य मेनू',
  language: 'भाषा',
  loading: 'लोड हो रहा है…',
  topBar: {
    home: 'होम',
    searchProperty: 'संपत्ति खोजें',
    ledger: 'खाता-बही देखें',
    paymentReceipt: 'रसीद देखें',
    objectionStatus: 'आपत्ति की स्थिति',
  },
  nigamLogin: 'निगम लॉगिन',
  home: {
    welcome: (city) => `${city} के संपत्ति कर पोर्टल में आपका स्वागत है`,
    intro:
      'अपनी संपत्ति खोजें, बकाया देखें, ऑनलाइन भुगतान करें और अपनी आपत्ति की स्थिति जानें, अपने फ़ोन से, कार्यालय आए बिना।',
    tasksHeading: 'आप क्या करना चाहते हैं?',
    tasks: {
      searchProperty: { title: 'संपत्ति खोजें', text: 'अपनी संपत्ति और उसकी संपत्ति आईडी खोजें।' },
      ledger: { title: 'खाता-बही देखें', text: 'अपनी संपत्ति की माँग, भुगतान और बकाया वर्षवार देखें।' },
      payOnline: { title: 'ऑनलाइन भुगतान', text: 'अपना संपत्ति कर ऑनलाइन जमा करें और तुरंत रसीद पाएँ।' },
      objectionStatus: { title: 'आपत्ति की स्थिति', text: 'देखें कि आपकी दर्ज आपत्ति पर क्या कार्रवाई हुई है।' },
    },
    propertyIdTip: (length) => `सुझाव: अपनी संपत्ति आईडी पास रखें। इसमें ${length} अक्षर होते हैं।`,
  },
  pages: {
    underMaintenance: 'रखरखाव जारी है',
    home: 'होम',
    searchProperty: 'संपत्ति खोजें',
    ledger: 'खाता-बही देखें',
    ledgerOfProperty: 'संपत्ति की खाता-बही',
    selfAssessment: 'स्व-मूल्यांकन',
    selfAssessmentNigam: 'स्व-मूल्यांकन (निगम)',
    selfAssessmentStatus: 'स्व-मूल्यांकन की स्थिति',
    objectionStatus: 'आपत्ति की स्थिति',
    paymentReceipt: 'रसीद देखें',
    payment: 'ऑनलाइन भुगतान',
    paymentSuccess: 'भुगतान सफल',
    paymentFailure: 'भुगतान विफल',
    payOnlineTax: 'संपत्ति कर का ऑनलाइन भुगतान',
    arv: 'वार्षिक किराया मूल्य (ARV)',
  },
  errors: {
    404: 'यह पृष्ठ मौजूद नहीं है!',
    401: 'आपको यह देखने की अनुमति नहीं है',
    503: 'लगता है हमारी सेवा अभी बंद है',
    418: ERROR_PAGE_TEXT[418],
    otherTitle: 'ओह! कोई त्रुटि हुई है',
    otherMessage: 'कृपया होम पेज पर वापस जाएँ और बाद में फिर से प्रयास करें!',
    home: 'होम',
  },
  selfAssessment: {
    task: {
      title: 'स्व-मूल्यांकन',
      text: 'संपत्ति अभी दर्ज नहीं है? उसका विवरण भरें, कर देखें और निगम को भेजें।',
    },
    statusTask: {
      title: 'स्व-मूल्यांकन की स्थिति',
      text: 'भेजे गए स्व-मूल्यांकन की स्थिति उसकी संख्या और अपने मोबाइल नंबर से देखें।',
    },
    notRegistered: 'संपत्ति दर्ज नहीं है?',
    assessLink: 'अपनी संपत्ति का स्व-मूल्यांकन करें',
    alreadySubmitted: 'स्व-मूल्यांकन पहले ही भेज चुके हैं?',
    statusLink: 'उसकी स्थिति देखें',
    notSubmitted: 'अभी तक नहीं भेजा?',
    formLink: 'स्व-मूल्यांकन फ़ॉर्म भरें',
  },
};

export const MESSAGES: Record<Lang, Messages> = { en, hi };
