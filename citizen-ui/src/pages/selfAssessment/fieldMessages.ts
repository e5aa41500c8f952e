import {
  FATHER_NAME_REQUIRED_MESSAGE,
  FLOOR_MESSAGES,
  HUSBAND_NAME_REQUIRED_MESSAGE,
  INVALID_DOCUMENT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  MOBILE_MESSAGES,
  PROPERTY_ID_CHARACTERS_MESSAGE,
  PROPERTY_ID_CHECK_MESSAGE,
  PROPERTY_ID_LENGTH_MESSAGE,
  PROPERTY_MESSAGES,
  TRAILING_SPACES_MESSAGE,
} from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { LIMITS_MB, SIZE_MESSAGES } from './fileChecks';

// The contracts' field messages (SPEC section 5, in English) in Hindi; English pages show them as they are.

const number = (en: string, hi: string) => ({
  [`${en} is required`]: `${hi} आवश्यक है`,
  [`${en} must be a number`]: `${hi} एक संख्या होनी चाहिए`,
});
const required = (en: string, hi: string) => ({ [`${en} is required`]: `${hi} आवश्यक है` });

const HINDI: Record<string, string> = {
  ...required('Owner name', 'स्वामी का नाम'),
  ...required('Property address', 'संपत्ति का पता'),
  ...required('Mobile number', 'मोबाइल नंबर'),
  ...required('Zone', 'ज़ोन'),
  ...required('Ward', 'वार्ड'),
  ...required('Mohalla', 'मोहल्ला'),
  ...required('House category', 'संपत्ति का उपयोग'),
  ...required('Construction type', 'निर्माण का प्रकार'),
  ...required('Occupancy status', 'अधिभोग'),
  ...required('Road type', 'सड़क का प्रकार'),
  ...required('Rent type', 'किसके उपयोग में'),
  ...required('Rent usage', 'उपयोग'),
  ...required('Floor type', 'तल का निर्माण'),
  ...required('Front view image', 'सामने से फ़ोटो'),
  ...required('Right view image', 'दाईं ओर से फ़ोटो'),
  ...required('Left view image', 'बाईं ओर से फ़ोटो'),
  ...required('Self-assessment number', 'स्व-मूल्यांकन संख्या'),
  ...required('Reason', 'कारण'),
  ...number('Plot area', 'भूखंड का क्षेत्रफल'),
  ...number('Road width', 'सड़क की चौड़ाई'),
  ...number('Construction year', 'निर्माण का वर्ष'),
  ...number('Disability percentage', 'दिव्यांगता का प्रतिशत'),
  ...number('Property Category', 'संपत्ति की श्रेणी'),
  ...number('Property Sub-Category', 'संपत्ति की उप-श्रेणी'),
  ...number('Floor number', 'तल संख्या'),
  ...number('Area', 'क्षेत्रफल'),
  ...number('Category', 'श्रेणी'),
  ...number('Sub-category', 'उप-श्रेणी'),
  'Plot area must be more than 0': 'भूखंड का क्षेत्रफल 0 से अधिक होना चाहिए',
  'Area must be more than 0': 'क्षेत्रफल 0 से अधिक होना चाहिए',
  'Construction year must be more than 0': 'निर्माण का वर्ष 0 से अधिक होना चाहिए',
  'Construction year must be a whole number': 'निर्माण का वर्ष पूर्ण संख्या होना चाहिए',
  'Road width can not be negative': 'सड़क की चौड़ाई ऋणात्मक नहीं हो सकती',
  'Floor number must be a whole number': 'तल संख्या पूर्ण संख्या होनी चाहिए',
  'Category must be a whole number': 'श्रेणी पूर्ण संख्या होनी चाहिए',
  'Sub-category must be a whole number': 'उप-श्रेणी पूर्ण संख्या होनी चाहिए',
  'Reason must be at least 5 characters': 'कारण कम से कम 5 अक्षरों का होना चाहिए',
  'Must be text': 'यहाँ पाठ लिखें',
  'Not a valid file': 'यह मान्य फ़ाइल नहीं है',
  [TRAILING_SPACES_MESSAGE]: 'आगे या पीछे खाली स्थान नहीं हो सकता',
  [MOBILE_MESSAGES.notValid]: 'मोबाइल नंबर मान्य नहीं है',
  [INVALID_EMAIL_MESSAGE]: 'ईमेल पता मान्य नहीं है',
  [FATHER_NAME_REQUIRED_MESSAGE]: 'पति का नाम खाली होने पर पिता का नाम आवश्यक है',
  [HUSBAND_NAME_REQUIRED_MESSAGE]: 'पिता का नाम खाली होने पर पति का नाम आवश्यक है',
  [PROPERTY_ID_LENGTH_MESSAGE]: 'संपत्ति आईडी ठीक 17 अक्षरों की होनी चाहिए',
  [PROPERTY_ID_CHARACTERS_MESSAGE]: 'संपत्ति आईडी में केवल अक्षर, अंक और हाइफ़न हो सकते हैं',
  [PROPERTY_ID_CHECK_MESSAGE]: 'संपत्ति आईडी मान्य नहीं है, कृपया जाँच कर फिर से प्रयास करें',
  [PROPERTY_MESSAGES.categoryRequired]: 'संपत्ति की श्रेणी आवश्यक है',
  [PROPERTY_MESSAGES.subCategoryRequired]: 'संपत्ति की उप-श्रेणी आवश्यक है',
  [PROPERTY_MESSAGES.categoryWhole]: 'संपत्ति की श्रेणी पूर्ण संख्या होनी चाहिए',
  [PROPERTY_MESSAGES.subCategoryWhole]: 'संपत्ति की उप-श्रेणी पूर्ण संख्या होनी चाहिए',
  [PROPERTY_MESSAGES.disabilityPercentageRequired]: 'दिव्यांगता का प्रतिशत आवश्यक है',
  [PROPERTY_MESSAGES.disabilityPercentagePositive]: 'दिव्यांगता का प्रतिशत 0 से अधिक होना चाहिए',
  [PROPERTY_MESSAGES.disabilityPercentageMax]: 'दिव्यांगता का प्रतिशत अधिकतम 100% हो सकता है',
  [PROPERTY_MESSAGES.disabilityProofRequired]: 'दिव्यांगता का प्रमाण आवश्यक है',
  [PROPERTY_MESSAGES.exDefenseProofRequired]: 'पूर्व सैनिक की विधवा होने का प्रमाण आवश्यक है',
  [PROPERTY_MESSAGES.houseTaxNotSelected]: 'चुनें कि गृह कर लागू है या नहीं',
  [PROPERTY_MESSAGES.waterTaxNotSelected]: 'चुनें कि जल कर लागू है या नहीं',
  [PROPERTY_MESSAGES.sewerageNotSelected]: 'चुनें कि सीवर कनेक्शन है या नहीं',
  [FLOOR_MESSAGES.categoryRequired]: 'अनावासीय तल के लिए श्रेणी आवश्यक है',
  [FLOOR_MESSAGES.subCategoryRequired]: 'अनावासीय तल के लिए उप-श्रेणी आवश्यक है',
  [INVALID_IMAGE_TYPE_MESSAGE]: 'यह मान्य फ़ोटो प्रकार नहीं है',
  [INVALID_DOCUMENT_MESSAGE]: 'यह मान्य दस्तावेज़ नहीं है, PDF या फ़ोटो अपलोड करें',
  [SIZE_MESSAGES.image]: `फ़ोटो अधिकतम ${LIMITS_MB.image} MB की हो सकती है`,
  [SIZE_MESSAGES.document]: `फ़ाइल अधिकतम ${LIMITS_MB.document} MB की हो सकती है`,
};

/** A field message in the page's language; a message without a Hindi text stays as the server wrote it. */
export const sayIn =
  (lang: Lang) =>
  (message: string | undefined): string | undefined =>
    message && lang === 'hi' ? (HINDI[message] ?? message) : message;
