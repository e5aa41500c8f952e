import type { CalculatedTax, InstrumentStanding, TaxHead } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { callApi, notFoundAs } from '../../shared/api';

// The public calls of the ledger page: the property (GET properties, masked), today's bill
// (ledger-service/src/demands/bill.ts), the ledger on a day (ledger-service/src/audit/ledgerView.ts)
// and the tax engine's working (GET properties/calculateTax). Only the fields the page shows are
// declared: a mobile number or an email is never read, even masked.

export interface PublicProperty {
  propertyUniqueId: string;
  ownerName: string;
  fatherName: string | null;
  husbandName: string | null;
  houseNumber: string | null;
  propertyAddress: string | null;
  mohallaName: string | null;
  wardNo: number | null;
  wardName: string | null;
}

export interface Bill {
  propertyUniqueId: string;
  asOf: string;
  currentYear: string;
  totals: {
    currentPaise: number;
    arrearsPaise: number;
    interestPaise: number;
    advancePaise: number;
    /** Fees owed outside the taxes (a mutation's); absent from older servers. */
    feesPaise?: number;
    /** Everything owed today before any rebate, less advance credit. */
    totalPaise: number;
    rebatePaise: number;
    rebateOnlinePaise: number;
    netPayablePaise: number;
    netPayableOnlinePaise: number;
  };
  rebate: { online: { percentage: number; amountPaise: number } | null };
  offer: { until: string; percentage: number } | null;
  /** The years with a demand raised; this year's is missing until its demand is raised. */
  years: { financialYear: string }[];
}

/** Whether this year's demand (its bill) has been raised: before that, nothing of this year is owed. */
export const currentYearIssued = (bill: Bill) =>
  bill.years.some((year) => year.financialYear === bill.currentYear);

/** One head (or a year's total): balance = demand + adjustment - rebate + interest - paid, as the server sums. */
export interface Figures {
  demandPaise: number;
  adjustmentPaise: number;
  rebatePaise: number;
  /** Charged and accrued up to the day. */
  interestPaise: number;
  /** Principal and interest paid. */
  paidPaise: number;
  balancePaise: number;
}

export interface LedgerYear {
  financialYear: string;
  kind: 'arrears' | 'current';
  heads: Record<TaxHead, Figures>;
  total: Figures;
}

export interface LedgerPayment {
  txnId: string;
  receiptNumber: string | null;
  mode: string | null;
  amountPaise: number;
  paidAt: string;
  status: 'received' | 'cancelled' | 'rejected' | 'shiftedOut';
  rebatePaise: number;
  shiftedFrom: string | null;
  shiftedTo: string | null;
  /** A cheque's or DD's standing with the bank (contracts chequeStanding.ts); null or absent otherwise. */
  standing?: InstrumentStanding | null;
}

export interface Ledger {
  propertyUniqueId: string;
  asOf: string;
  currentYear: string;
  years: LedgerYear[];
  payments: LedgerPayment[];
  totals: { advancePaise: number; totalDuePaise: number };
}

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The property's public record; null when there is no such property. */
export const fetchProperty = (propertyUniqueId: string): Promise<PublicProperty | null> =>
  notFoundAs(callApi<PublicProperty>(`properties?${query({ propertyUniqueId })}`), null);

export const fetchBill = (propertyUniqueId: string) =>
  callApi<Bill>(`taxDemands/demandBillDetails?${query({ propertyId: propertyUniqueId })}`);

/** useLoad keys by one string: the property and the day (none: today) travel as a query string. */
export const ledgerKey = (propertyUniqueId: string, asOf: string | null) =>
  query({ propertyUniqueId, ...(asOf ? { asOf } : {}) });

export const fetchLedger = (key: string) =>
  callApi<Ledger>('properties/ledger', {
    method: 'POST',
    body: JSON.stringify(Object.fromEntries(new URLSearchParams(key))),
  });

export const taxKey = (propertyUniqueId: string, financialYear: string) =>
  query({ propertyUniqueId, financialYear });

export const fetchTax = (key: string) => callApi<CalculatedTax>(`properties/calculateTax?${key}`);

/** The printable bill of today in the reader's language (GET taxDemands/billPdf, public like the bill). */
export const billPdfUrl = (propertyUniqueId: string, lang: Lang) =>
  `/api/taxDemands/billPdf?${query({ propertyId: propertyUniqueId, lang })}`;
