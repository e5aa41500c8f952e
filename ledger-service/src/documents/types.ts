// Presentation-ready input of the ledger's PDF documents: names, texts and amounts (integer paise)
// as they are printed; the renderers only lay them out.

export type Language = 'en' | 'hi';

export interface HeadAmounts {
  housePaise: number;
  waterPaise: number;
  sewerPaise: number;
}

export interface BillYear {
  financialYear: string;
  kind: 'arrears' | 'current';
  demand: HeadAmounts;
  paid: HeadAmounts;
  interest: HeadAmounts;
  balance: HeadAmounts;
}

export interface BillDocument {
  language: Language;
  cityName: { en: string; hi: string };
  billNumber: string;
  financialYear: string;
  /** ISO date 'YYYY-MM-DD'. */
  issuedOn: string;
  /** ISO date 'YYYY-MM-DD'. */
  dueDate: string;
  property: {
    propertyUniqueId: string;
    ownerName: string;
    fatherOrHusbandName?: string;
    address: string;
    zone: string;
    ward: string;
    mohalla: string;
    arvPaise: number;
  };
  years: BillYear[];
  totals: {
    arrearsPaise: number;
    interestPaise: number;
    currentPaise: number;
    rebatePaise: number;
    advancePaise: number;
    /** Fees owed outside the taxes (a mutation's); printed when there are any. */
    feesPaise?: number;
    netPayablePaise: number;
  };
  /** e.g. '10% rebate on the current year's tax if paid in full by 31 July 2026'. */
  rebateNote?: string;
  /** The tax engine's explanation lines, already in the document's language. */
  explanation?: string[];
  /** Printed and as a QR code. */
  payOnlineUrl?: string;
}

/** A notice: the bill (its number is the notice number, its due date the pay-by date) and its kind. */
export interface NoticeDocument {
  bill: BillDocument;
  noticeType: 'demand' | 'recovery';
  /** Recovery notices: the section of the Act, in the notice's language. */
  actSection?: string;
}

import type { ReceiptStatus } from '@ptax/contracts';

export type { ReceiptStatus };

/** One move of a payment between properties, as both receipts print it. */
export interface ShiftNote {
  fromPropertyUniqueId: string;
  toPropertyUniqueId: string;
  /** ISO date-time; printed in Indian Standard Time. */
  at: string;
  /** The official who shifted it. */
  by?: string;
  requestedBy: string;
  reason?: string;
}

export interface ReceiptDocument {
  language: Language;
  cityName: { en: string; hi: string };
  receiptNumber: string;
  txnId: string;
  /** ISO date-time; printed in Indian Standard Time. */
  paidAt: string;
  /** 'Cash', 'Cheque', 'DD', 'Online', ... (known modes are translated in Hindi). */
  mode: string;
  payerName?: string;
  instrument?: {
    chequeNo?: string;
    ddNumber?: string;
    bankName?: string;
    issuerName?: string;
    refId?: string;
    /** The cheque's or DD's own date, 'YYYY-MM-DD'. */
    instrumentDate?: string;
  };
  property: { propertyUniqueId: string; ownerName: string; address: string };
  amountPaise: number;
  /** Apportionment: interest / arrears / current per head, advance. */
  lines: { label: string; financialYear?: string; amountPaise: number }[];
  rebatePaise: number;
  /**
   * A receipt that no longer counts (bounced, cancelled, rejected, shifted) is still printed, stamped
   * across the page; a cheque or DD says whether it is subject to realisation or cleared.
   */
  status: ReceiptStatus;
  /** A bounced cheque's or DD's reversal: when its amount was put back on the dues (ISO date-time). */
  bouncedAt?: string;
  /** A shifted payment: how it came to this property, and where it went from here. */
  shift?: { in?: ShiftNote; out?: ShiftNote };
  /** Printed and as a QR code: scanning it shows whether the receipt is genuine and still valid. */
  verifyUrl: string;
}
