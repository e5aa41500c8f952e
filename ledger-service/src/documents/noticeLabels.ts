import type { Language } from './types';

// The fixed texts of a notice in English and Hindi (the bill's own labels are in labels.ts). The
// sentences take the amounts and dates already formatted.

export interface NoticeWords {
  amount: string;
  payBy: string;
  noticeDate: string;
  section?: string;
}

const en = {
  titles: { demand: 'Property Tax Demand Notice', recovery: 'Property Tax Recovery Notice' },
  noticeNumber: 'Notice No.',
  noticeDate: 'Date of notice',
  payBy: 'Pay by',
  demand: (w: NoticeWords) =>
    `The property tax shown above is due on this property. Please pay ${w.amount} by ${w.payBy} at a ` +
    `Nagar Nigam counter or online. Interest on arrears has been counted up to ${w.noticeDate}, the date ` +
    'of this notice, and keeps running on unpaid arrears until they are paid.',
  recovery: (w: NoticeWords) =>
    `Notice under ${w.section}. The property tax shown above, ${w.amount}, remains unpaid after its due ` +
    `date. You are required to pay it by ${w.payBy}. If it is not paid by then, the Nagar Nigam may recover ` +
    'it, with the costs of recovery, by the means the Act provides, including a warrant of distress and ' +
    `sale of movable property. Interest on arrears has been counted up to ${w.noticeDate}, the date of this ` +
    'notice, and keeps running until payment.',
  alreadyPaid: 'If you have paid already, please ignore this notice and keep your receipt.',
  footer: 'This is a computer-generated notice and does not require a signature.',
};

export type NoticeLabels = typeof en;

const hi: NoticeLabels = {
  titles: { demand: 'संपत्ति कर माँग नोटिस', recovery: 'संपत्ति कर वसूली नोटिस' },
  noticeNumber: 'नोटिस संख्या',
  noticeDate: 'नोटिस की तिथि',
  payBy: 'भुगतान की अंतिम तिथि',
  demand: (w) =>
    `इस संपत्ति पर ऊपर दर्शाया गया संपत्ति कर देय है। कृपया ${w.amount} की राशि ${w.payBy} तक नगर निगम के ` +
    `काउंटर पर या ऑनलाइन जमा करें। बकाया पर ब्याज इस नोटिस की तिथि ${w.noticeDate} तक जोड़ा गया है और ` +
    'भुगतान होने तक बकाया राशि पर लगता रहेगा।',
  recovery: (w) =>
    `${w.section} के अंतर्गत नोटिस। ऊपर दर्शाया गया संपत्ति कर ${w.amount} देय तिथि के बाद भी जमा नहीं ` +
    `किया गया है। आपसे अपेक्षा है कि इसे ${w.payBy} तक जमा करें। ऐसा न होने पर नगर निगम यह राशि वसूली के ` +
    'खर्च सहित अधिनियम में दिए गए उपायों से वसूल कर सकता है, जिनमें चल संपत्ति की कुर्की एवं विक्रय का ' +
    `वारंट भी शामिल है। बकाया पर ब्याज इस नोटिस की तिथि ${w.noticeDate} तक जोड़ा गया है और भुगतान होने तक ` +
    'लगता रहेगा।',
  alreadyPaid: 'यदि आप भुगतान कर चुके हैं तो कृपया इस नोटिस को अनदेखा करें और अपनी रसीद सँभाल कर रखें।',
  footer: 'यह कंप्यूटर द्वारा जनित नोटिस है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
};

export const NOTICE_LABELS: Record<Language, NoticeLabels> = { en, hi };
