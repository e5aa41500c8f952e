import type { Language } from '../documents';

// Every fixed text of the mutation acknowledgement and certificate, in English and Hindi; the words
// the bill and receipt share (property, owner, address, footer...) come from documents/labels.ts.

const en = {
  ackTitle: 'Mutation Application: Acknowledgement',
  certTitle: 'Mutation Certificate',
  mutationNumber: 'Mutation No.',
  appliedOn: 'Applied on',
  status: 'Status',
  statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  stampRejected: 'REJECTED',
  property: 'Property',
  ownerBefore: 'Owner before the transfer',
  newOwner: 'New owner',
  mobile: 'Mobile',
  houseNumber: 'House No.',
  ptin: 'Old property tax No. (PTIN)',
  transfer: 'Transfer',
  reason: 'Reason of transfer',
  deedNumber: 'Deed No.',
  deedDate: 'Deed date',
  documentValue: 'Value in the deed',
  marketValue: 'Market value',
  documentsReceived: 'Documents received',
  fee: 'Mutation fee',
  feeByRate: (percent: string, value: string) => `${percent}% of the higher value ${value}`,
  feeCap: 'Limited to',
  lateFine: (months: number, percent: string) =>
    `Late fine: ${percent}% of the fee (applied more than ${months} months after the deed)`,
  feePayable: 'Fee payable',
  feePaid: 'Paid',
  feeDue: 'Still due',
  feeWaived: 'Waived',
  feeRefunded: 'Refunded as advance credit',
  feeTable: (version: number) => `Worked out with version ${version} of the mutation fee table.`,
  ackNote:
    'This acknowledges the application above. The owner is changed in the property tax register once the fee is paid and the application is approved.',
  certStatement: (mutationId: string) =>
    `It is certified that, on mutation ${mutationId}, the property tax register records the new owner below for this property in place of the owner before the transfer.`,
  approvedOn: 'Approved on',
  approvedBy: 'Approved by',
  decidedOn: 'Decided on',
  remarks: 'Remarks',
  payOnline: 'Scan to pay the fee online',
  seeLedger: "Scan to see the property's ledger and its owner",
};

export type PaperLabels = typeof en;

const hi: PaperLabels = {
  ackTitle: 'नामांतरण आवेदन: पावती',
  certTitle: 'नामांतरण प्रमाण पत्र',
  mutationNumber: 'नामांतरण संख्या',
  appliedOn: 'आवेदन की तिथि',
  status: 'स्थिति',
  statuses: { pending: 'लंबित', approved: 'स्वीकृत', rejected: 'अस्वीकृत' },
  stampRejected: 'अस्वीकृत',
  property: 'संपत्ति',
  ownerBefore: 'हस्तांतरण से पहले स्वामी',
  newOwner: 'नया स्वामी',
  mobile: 'मोबाइल',
  houseNumber: 'मकान नंबर',
  ptin: 'पुरानी संपत्ति कर संख्या',
  transfer: 'हस्तांतरण',
  reason: 'हस्तांतरण का कारण',
  deedNumber: 'विलेख संख्या',
  deedDate: 'विलेख की तिथि',
  documentValue: 'विलेख में मूल्य',
  marketValue: 'बाज़ार मूल्य',
  documentsReceived: 'प्राप्त दस्तावेज़',
  fee: 'नामांतरण शुल्क',
  feeByRate: (percent, value) => `अधिक मूल्य ${value} का ${percent}%`,
  feeCap: 'अधिकतम सीमा',
  lateFine: (months, percent) => `विलंब शुल्क: शुल्क का ${percent}% (विलेख के ${months} माह बाद आवेदन)`,
  feePayable: 'देय शुल्क',
  feePaid: 'जमा',
  feeDue: 'शेष देय',
  feeWaived: 'माफ़',
  feeRefunded: 'अग्रिम जमा के रूप में वापस',
  feeTable: (version) => `नामांतरण शुल्क तालिका के संस्करण ${version} से गणना की गई।`,
  ackNote:
    'यह उपरोक्त आवेदन की पावती है। शुल्क जमा होने और आवेदन स्वीकृत होने पर संपत्ति कर रजिस्टर में स्वामी का नाम बदला जाएगा।',
  certStatement: (mutationId) =>
    `प्रमाणित किया जाता है कि नामांतरण ${mutationId} के अनुसार संपत्ति कर रजिस्टर में इस संपत्ति के लिए हस्तांतरण से पहले के स्वामी के स्थान पर नीचे दिए गए नए स्वामी का नाम दर्ज है।`,
  approvedOn: 'स्वीकृति की तिथि',
  approvedBy: 'स्वीकृतकर्ता',
  decidedOn: 'निर्णय की तिथि',
  remarks: 'टिप्पणी',
  payOnline: 'शुल्क का ऑनलाइन भुगतान करने के लिए स्कैन करें',
  seeLedger: 'संपत्ति की खाता-बही और उसका स्वामी देखने के लिए स्कैन करें',
};

export const PAPER_LABELS: Record<Language, PaperLabels> = { en, hi };

/** Basis points as a percentage for print: 100 -> '1', 1000 -> '10', 125 -> '1.25'. */
export const percentOf = (basisPoints: number) => String(basisPoints / 100);
