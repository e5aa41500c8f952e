import type { Lang } from '../../i18n/messages';

// The pay page's own words. Field messages come from the contracts' schemas (the spec's English);
// `fieldMessages` gives them in Hindi, and any message not listed there is shown as it came.

export interface PayTexts {
  propertyId: string;
  owner: string;
  address: string;
  duesHeading: string;
  arrears: string;
  interest: string;
  current: string;
  advance: string;
  rebate: (percentage: number) => string;
  netPayable: string;
  rebateNote: string;
  nothingToPay: string;
  amountHeading: string;
  fullAmount: (amount: string) => string;
  partAmount: string;
  partAmountLabel: string;
  partNote: string;
  linkHeading: string;
  linkAmount: string;
  payerHeading: string;
  firstname: string;
  phone: string;
  email: string;
  /** Under the optional email field: what it is for, and that it may stay empty. */
  emailHint: string;
  enter: (label: string) => string;
  payNow: string;
  paying: string;
  gatewayNote: string;
  tryAgain: string;
  amountRequired: string;
  amountInvalid: string;
  amountTooSmall: string;
  amountTooLarge: (amount: string) => string;
  fieldMessages: Record<string, string>;
}

export const PAY_TEXTS: Record<Lang, PayTexts> = {
  en: {
    propertyId: 'Property ID',
    owner: 'Owner',
    address: 'Address',
    duesHeading: 'What is owed today',
    arrears: 'Arrears',
    interest: 'Interest on arrears',
    current: 'Current year tax',
    advance: 'Advance credit',
    rebate: (percentage) => `Rebate for paying online in full (${percentage}%)`,
    netPayable: 'Net payable',
    rebateNote: 'The rebate applies only when you pay the full amount.',
    nothingToPay: 'Nothing is payable on this property today.',
    amountHeading: 'Amount to pay',
    fullAmount: (amount) => `Full amount (${amount})`,
    partAmount: 'Part amount',
    partAmountLabel: 'Amount in rupees',
    partNote: 'A part payment earns no rebate; interest keeps running on what is left.',
    linkHeading: 'Payment link',
    linkAmount: 'Amount of this payment link',
    payerHeading: 'Payer details',
    firstname: 'Payer name',
    phone: 'Mobile number',
    email: 'Email (optional)',
    emailHint: 'The payment gateway mails its receipt here. Leave it empty if you have no email.',
    enter: (label) => `Enter ${label}`,
    payNow: 'Pay now',
    paying: 'Opening the payment page…',
    gatewayNote: 'You will be taken to the secure page of the payment gateway to pay.',
    tryAgain: 'Try again',
    amountRequired: 'Enter the amount',
    amountInvalid: 'Enter an amount in rupees with at most two decimals',
    amountTooSmall: 'The amount must be at least ₹1',
    amountTooLarge: (amount) => `The amount can not be more than the net payable (${amount})`,
    fieldMessages: {
      // The contracts' payer contact (easyCollect) says "First name"; this form labels it "Payer name".
      'First name is required': 'Payer name is required',
    },
  },
  hi: {
    propertyId: 'संपत्ति आईडी',
    owner: 'स्वामी',
    address: 'पता',
    duesHeading: 'आज की देय राशि',
    arrears: 'बकाया',
    interest: 'बकाया पर ब्याज',
    current: 'चालू वर्ष का कर',
    advance: 'अग्रिम जमा',
    rebate: (percentage) => `पूरा ऑनलाइन भुगतान करने पर छूट (${percentage}%)`,
    netPayable: 'शुद्ध देय',
    rebateNote: 'छूट केवल पूरी राशि के भुगतान पर मिलती है।',
    nothingToPay: 'इस संपत्ति पर आज कुछ भी देय नहीं है।',
    amountHeading: 'भुगतान की राशि',
    fullAmount: (amount) => `पूरी राशि (${amount})`,
    partAmount: 'आंशिक राशि',
    partAmountLabel: 'राशि (रुपये में)',
    partNote: 'आंशिक भुगतान पर छूट नहीं मिलती; शेष राशि पर ब्याज लगता रहता है।',
    linkHeading: 'भुगतान लिंक',
    linkAmount: 'इस भुगतान लिंक की राशि',
    payerHeading: 'भुगतानकर्ता का विवरण',
    firstname: 'भुगतानकर्ता का नाम',
    phone: 'मोबाइल नंबर',
    email: 'ईमेल (वैकल्पिक)',
    emailHint: 'भुगतान गेटवे अपनी रसीद इस पते पर भेजता है। ईमेल न हो तो इसे खाली छोड़ दें।',
    enter: (label) => `${label} दर्ज करें`,
    payNow: 'अभी भुगतान करें',
    paying: 'भुगतान पृष्ठ खुल रहा है…',
    gatewayNote: 'भुगतान के लिए आपको भुगतान गेटवे के सुरक्षित पृष्ठ पर ले जाया जाएगा।',
    tryAgain: 'फिर से प्रयास करें',
    amountRequired: 'राशि दर्ज करें',
    amountInvalid: 'रुपये में राशि दर्ज करें, दशमलव के बाद अधिकतम दो अंक',
    amountTooSmall: 'राशि कम से कम ₹1 होनी चाहिए',
    amountTooLarge: (amount) => `राशि शुद्ध देय (${amount}) से अधिक नहीं हो सकती`,
    fieldMessages: {
      'First name is required': 'भुगतानकर्ता का नाम आवश्यक है',
      'Payer name is required': 'भुगतानकर्ता का नाम आवश्यक है',
      'Mobile number is required': 'मोबाइल नंबर आवश्यक है',
      'Mobile number is not valid, it should be of 10 numbers only':
        'मोबाइल नंबर मान्य नहीं है, यह केवल 10 अंकों का होना चाहिए',
      'Email is required': 'ईमेल आवश्यक है',
      'Invalid email address': 'ईमेल पता मान्य नहीं है',
      "Can't contain trailing spaces": 'शुरुआत या अंत में खाली स्थान नहीं हो सकता',
    },
  },
};
