import type { Lang } from '../../i18n/messages';

// /payment: where a citizen who chose "Pay online" without a property in mind starts.
export const PAYMENT_START_TEXTS: Record<
  Lang,
  { intro: string; heading: string; action: string; safe: string }
> = {
  en: {
    intro: 'Pay your property tax online with a card, UPI or net banking, and get your receipt at once.',
    heading: 'Which property do you want to pay for?',
    action: 'Continue to payment',
    safe: 'You will see what is owed, and any rebate, before you pay.',
  },
  hi: {
    intro: 'अपना संपत्ति कर कार्ड, UPI या नेट बैंकिंग से ऑनलाइन जमा करें और तुरंत रसीद पाएँ।',
    heading: 'आप किस संपत्ति का कर जमा करना चाहते हैं?',
    action: 'भुगतान के लिए आगे बढ़ें',
    safe: 'भुगतान से पहले आप देय राशि और कोई छूट देख सकेंगे।',
  },
};
