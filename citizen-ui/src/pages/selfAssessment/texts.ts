import type { Lang } from '../../i18n/messages';

// The self-assessment form's own words (/self-assessment). Field messages come from the contracts
// schemas in English; fieldMessages.ts gives their Hindi.

export type Choices = Record<string, string>;

export interface FormTexts {
  intro: string;
  enter: (label: string) => string;
  select: (label: string) => string;
  sections: Record<'owner' | 'location' | 'assessment' | 'floors' | 'files', string>;
  labels: Record<string, string>;
  hints: { fatherOrHusband: string; mobileNumber: string; floorNumber: string };
  filesHint: (imageMb: number, documentMb: number) => string;
  choices: Record<
    'houseCategory' | 'constType' | 'occupancyStatus' | 'roadType' | 'rentType' | 'yesNo',
    Choices
  >;
  loadingChoices: string;
  floor: (n: number) => string;
  addFloor: string;
  removeFloor: (n: number) => string;
  noFloors: string;
  chosenFile: (name: string, size: string) => string;
  preview: (label: string) => string;
  removeFile: string;
  submit: string;
  submitting: string;
  fixErrors: string;
  // Issue 12: messages in the words of the field's own label, the father's-or-husband's group, the draft.
  required: (label: string) => string;
  mustBeNumber: (label: string) => string;
  fatherOrHusband: string;
  fatherOrHusbandRequired: string;
  draftRestored: string;
  clearDraft: string;
}

export const FORM_TEXTS: Record<Lang, FormTexts> = {
  en: {
    intro:
      'Describe your property and see the tax it would bear this year as you type. The Nagar Nigam checks your self-assessment and you can follow its decision with the number you get.',
    enter: (label) => `Enter ${label}`,
    select: (label) => `Select ${label}`,
    sections: {
      owner: 'Owner',
      location: 'Where the property is',
      assessment: 'The property',
      floors: 'Floors',
      files: 'Photos and documents',
    },
    labels: {
      ownerName: 'Owner name',
      fatherName: "Father's name",
      husbandName: "Husband's name",
      mobileNumber: 'Mobile number',
      emailId: 'Email',
      propertyAddress: 'Property address',
      zoneId: 'Zone',
      wardId: 'Ward',
      mohallaId: 'Mohalla',
      houseNumber: 'House number',
      propertyUniqueId: 'Property ID (if it has one)',
      latitude: 'Latitude (degrees north, if known)',
      longitude: 'Longitude (degrees east, if known)',
      houseCategory: 'Use of the property',
      category: 'Property category',
      subCategory: 'Property sub-category',
      plotArea: 'Plot area (sq ft)',
      constType: 'Construction type',
      occupancyStatus: 'Occupancy',
      roadType: 'Road type',
      roadWidth: 'Road width (metres)',
      constructionYear: 'Year of construction',
      houseTaxApplicable: 'Is house tax applicable?',
      waterTaxApplicable: 'Is water tax applicable?',
      sewerageConnectionAvailable: 'Is there a sewer connection?',
      isDisabled: 'The owner is a person with disability',
      disabilityPercentage: 'Disability percentage',
      disabilityDocumentProof: 'Disability certificate',
      isExDefensePersonalWidow: 'The owner is the widow of an ex-defence person',
      exDefensePersonalDocumentProof: 'Proof of ex-defence widowhood',
      floorNumber: 'Floor number',
      rentType: 'Occupied by',
      rentUsage: 'Use',
      type: 'Construction of the floor',
      areaSqft: 'Covered area (sq ft)',
      floorCategory: 'Category',
      floorSubCategory: 'Sub-category',
      buildingImageFront: 'Photo from the front',
      buildingImageRight: 'Photo from the right',
      buildingImageLeft: 'Photo from the left',
      ownerId: "Owner's identity proof",
      landRegistryDocument: 'Land registry document',
      electricityBill: 'Electricity bill',
    },
    hints: {
      fatherOrHusband: "Give the father's name or the husband's name (or both).",
      mobileNumber: 'You need this number later to see the status of your self-assessment.',
      floorNumber: '0 is the ground floor, 1 the first floor, -1 a basement.',
    },
    filesHint: (imageMb, documentMb) =>
      `Photos: jpg, jpeg, gif, png, svg or webp, at most ${imageMb} MB each. Documents: PDF or a photo, at most ${documentMb} MB.`,
    choices: {
      houseCategory: { residential: 'Residential', nonresidential: 'Non-residential' },
      constType: { rcc_rbc: 'RCC / RBC', other_pucca: 'Other pucca', kachha: 'Kachha' },
      occupancyStatus: {
        self_occupied: 'Self-occupied',
        rented: 'Rented',
        self_and_rented: 'Partly self-occupied, partly rented',
        vacant: 'Vacant',
      },
      roadType: { pucca: 'Pucca', kachha: 'Kachha' },
      rentType: { self: 'The owner', rented: 'A tenant' },
      yesNo: { true: 'Yes', false: 'No' },
    },
    loadingChoices: 'Loading…',
    floor: (n) => `Floor entry ${n}`,
    addFloor: 'Add a floor',
    removeFloor: (n) => `Remove floor entry ${n}`,
    noFloors: 'No floors yet: an open plot has none. Add one for each floor of the building.',
    chosenFile: (name, size) => `${name}, ${size}`,
    preview: (label) => `Preview: ${label}`,
    removeFile: 'Remove',
    submit: 'Submit self-assessment',
    submitting: 'Submitting…',
    fixErrors: 'Please correct the fields marked in red.',
    required: (label) => `${label} is required`,
    mustBeNumber: (label) => `${label} must be a number`,
    fatherOrHusband: "Father's or husband's name",
    fatherOrHusbandRequired: "Give the father's name or the husband's name",
    draftRestored:
      'What you typed earlier on this device has been kept. Photos and documents must be chosen again.',
    clearDraft: 'Clear the form',
  },
  hi: {
    intro:
      'अपनी संपत्ति का विवरण भरें और भरते समय ही देखें कि इस वर्ष उस पर कितना कर बनेगा। नगर निगम आपके स्व-मूल्यांकन की जाँच करेगा; मिलने वाली संख्या से आप उसका निर्णय देख सकते हैं।',
    enter: (label) => `${label} दर्ज करें`,
    select: (label) => `${label} चुनें`,
    sections: {
      owner: 'स्वामी',
      location: 'संपत्ति का स्थान',
      assessment: 'संपत्ति का विवरण',
      floors: 'तल',
      files: 'फ़ोटो और दस्तावेज़',
    },
    labels: {
      ownerName: 'स्वामी का नाम',
      fatherName: 'पिता का नाम',
      husbandName: 'पति का नाम',
      mobileNumber: 'मोबाइल नंबर',
      emailId: 'ईमेल',
      propertyAddress: 'संपत्ति का पता',
      zoneId: 'ज़ोन',
      wardId: 'वार्ड',
      mohallaId: 'मोहल्ला',
      houseNumber: 'मकान नंबर',
      propertyUniqueId: 'संपत्ति आईडी (यदि है)',
      latitude: 'अक्षांश (डिग्री उत्तर, यदि पता हो)',
      longitude: 'देशांतर (डिग्री पूर्व, यदि पता हो)',
      houseCategory: 'संपत्ति का उपयोग',
      category: 'संपत्ति की श्रेणी',
      subCategory: 'संपत्ति की उप-श्रेणी',
      plotArea: 'भूखंड का क्षेत्रफल (वर्ग फुट)',
      constType: 'निर्माण का प्रकार',
      occupancyStatus: 'अधिभोग',
      roadType: 'सड़क का प्रकार',
      roadWidth: 'सड़क की चौड़ाई (मीटर)',
      constructionYear: 'निर्माण का वर्ष',
      houseTaxApplicable: 'क्या गृह कर लागू है?',
      waterTaxApplicable: 'क्या जल कर लागू है?',
      sewerageConnectionAvailable: 'क्या सीवर कनेक्शन है?',
      isDisabled: 'स्वामी दिव्यांग हैं',
      disabilityPercentage: 'दिव्यांगता का प्रतिशत',
      disabilityDocumentProof: 'दिव्यांगता प्रमाण पत्र',
      isExDefensePersonalWidow: 'स्वामी पूर्व सैनिक की विधवा हैं',
      exDefensePersonalDocumentProof: 'पूर्व सैनिक की विधवा होने का प्रमाण',
      floorNumber: 'तल संख्या',
      rentType: 'किसके उपयोग में',
      rentUsage: 'उपयोग',
      type: 'तल का निर्माण',
      areaSqft: 'आच्छादित क्षेत्रफल (वर्ग फुट)',
      floorCategory: 'श्रेणी',
      floorSubCategory: 'उप-श्रेणी',
      buildingImageFront: 'सामने से फ़ोटो',
      buildingImageRight: 'दाईं ओर से फ़ोटो',
      buildingImageLeft: 'बाईं ओर से फ़ोटो',
      ownerId: 'स्वामी का पहचान प्रमाण',
      landRegistryDocument: 'भूमि रजिस्ट्री दस्तावेज़',
      electricityBill: 'बिजली का बिल',
    },
    hints: {
      fatherOrHusband: 'पिता का नाम या पति का नाम (या दोनों) दें।',
      mobileNumber: 'स्व-मूल्यांकन की स्थिति देखने के लिए बाद में इसी नंबर की आवश्यकता होगी।',
      floorNumber: '0 भूतल है, 1 पहला तल, -1 तहखाना।',
    },
    filesHint: (imageMb, documentMb) =>
      `फ़ोटो: jpg, jpeg, gif, png, svg या webp, प्रत्येक अधिकतम ${imageMb} MB। दस्तावेज़: PDF या फ़ोटो, अधिकतम ${documentMb} MB।`,
    choices: {
      houseCategory: { residential: 'आवासीय', nonresidential: 'अनावासीय' },
      constType: { rcc_rbc: 'आरसीसी / आरबीसी', other_pucca: 'अन्य पक्का', kachha: 'कच्चा' },
      occupancyStatus: {
        self_occupied: 'स्वयं के उपयोग में',
        rented: 'किराये पर',
        self_and_rented: 'कुछ भाग स्वयं, कुछ किराये पर',
        vacant: 'खाली',
      },
      roadType: { pucca: 'पक्की', kachha: 'कच्ची' },
      rentType: { self: 'स्वामी', rented: 'किरायेदार' },
      yesNo: { true: 'हाँ', false: 'नहीं' },
    },
    loadingChoices: 'लोड हो रहा है…',
    floor: (n) => `तल प्रविष्टि ${n}`,
    addFloor: 'तल जोड़ें',
    removeFloor: (n) => `तल प्रविष्टि ${n} हटाएँ`,
    noFloors: 'अभी कोई तल नहीं: खुले भूखंड में तल नहीं होता। भवन के प्रत्येक तल के लिए एक जोड़ें।',
    chosenFile: (name, size) => `${name}, ${size}`,
    preview: (label) => `पूर्वावलोकन: ${label}`,
    removeFile: 'हटाएँ',
    submit: 'स्व-मूल्यांकन जमा करें',
    submitting: 'जमा हो रहा है…',
    fixErrors: 'कृपया लाल रंग से चिह्नित जानकारी ठीक करें।',
    required: (label) => `${label}: यह जानकारी आवश्यक है`,
    mustBeNumber: (label) => `${label}: यहाँ केवल संख्या लिखें`,
    fatherOrHusband: 'पिता या पति का नाम',
    fatherOrHusbandRequired: 'पिता का नाम या पति का नाम दें',
    draftRestored: 'इस उपकरण पर पहले भरी गई जानकारी फिर से भर दी गई है। फ़ोटो और दस्तावेज़ दोबारा चुनें।',
    clearDraft: 'फ़ॉर्म खाली करें',
  },
};
