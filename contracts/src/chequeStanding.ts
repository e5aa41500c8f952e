// One truth about a cheque or DD everywhere it is shown (receipt, its verification page, the lists,
// the ledger): it counts at once, "subject to realisation", until the bank pays it ("cleared") or
// returns it ("bounced", its amount put back on the dues). docs/LEDGER.md "Streams and processes".

/** Modes that count at once but wait for the bank. */
export const INSTRUMENT_MODES = ['cheque', 'dd'] as const;

export type InstrumentStanding = 'realising' | 'cleared' | 'bounced';

/** The standing of a cheque or DD by its payment status; null for other modes and other statuses. */
export function instrumentStanding(mode: unknown, status: unknown): InstrumentStanding | null {
  if (!(INSTRUMENT_MODES as readonly unknown[]).includes(mode)) return null;
  if (status === 'pending') return 'realising';
  if (status === 'success') return 'cleared';
  if (status === 'rejected') return 'bounced';
  return null;
}

/** Every status a receipt can have, the instruments' own among them. */
export const RECEIPT_STATUSES = [
  'valid',
  'realising',
  'cleared',
  'bounced',
  'cancelled',
  'rejected',
  'shifted',
] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Whether a receipt of this status counts as a payment on its property now. */
export const receiptCounts = (status: ReceiptStatus) =>
  status === 'valid' || status === 'realising' || status === 'cleared';

interface StandingTexts {
  name: Record<InstrumentStanding, string>;
  note: Record<InstrumentStanding, string>;
  /** The reversal of a bounced instrument, as the receipt prints it. */
  reversal: (amount: string, day: string) => string;
}

/** The names and sentences of a cheque's or DD's standing, English and Hindi. */
export const INSTRUMENT_STANDING_TEXT: Record<'en' | 'hi', StandingTexts> = {
  en: {
    name: { realising: 'Counted, subject to realisation', cleared: 'Cleared', bounced: 'BOUNCED' },
    note: {
      realising:
        'Counted, subject to realisation: this cheque or DD counts towards the dues of the property shown now. If the bank does not pay it, the amount is put back on the dues.',
      cleared:
        'Cleared: the bank has paid this cheque or DD. The payment counts towards the dues of the property shown.',
      bounced:
        'BOUNCED: the bank did not pay this cheque or DD. The amount has been put back on the dues of the property shown; this receipt no longer counts as a payment.',
    },
    reversal: (amount: string, day: string) => `Bounced on ${day}: ${amount} put back on the dues.`,
  },
  hi: {
    name: { realising: 'जमा, वसूली के अधीन', cleared: 'समाशोधित', bounced: 'अनादरित' },
    note: {
      realising:
        'जमा, वसूली के अधीन: यह चेक या डिमांड ड्राफ्ट अभी दर्शाई गई संपत्ति के बकाया में जमा माना गया है। यदि बैंक इसका भुगतान नहीं करता, तो राशि फिर से बकाया में जोड़ दी जाएगी।',
      cleared:
        'समाशोधित: बैंक ने इस चेक या डिमांड ड्राफ्ट का भुगतान कर दिया है। यह भुगतान दर्शाई गई संपत्ति के बकाया में जमा है।',
      bounced:
        'अनादरित: बैंक ने इस चेक या डिमांड ड्राफ्ट का भुगतान नहीं किया। राशि दर्शाई गई संपत्ति के बकाया में फिर से जोड़ दी गई है; यह रसीद अब भुगतान के रूप में मान्य नहीं है।',
    },
    reversal: (amount: string, day: string) => `${day} को अनादरित: ${amount} फिर से बकाया में जोड़े गए।`,
  },
};
