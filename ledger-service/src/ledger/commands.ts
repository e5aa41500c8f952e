import type {
  ApportionmentLine,
  HeadMoney,
  MutationFeeComputation,
  PaymentInstrument,
  RebateOffer,
  TaxRules,
} from '@ptax/contracts';

// The money commands on a property's stream. Time, rules and looked-up values come in the command,
// so decide.ts stays pure.

interface At {
  /** ISO date-time the command happens at. */
  at: string;
  /** The interest rules (the rule set of the day). */
  rules: TaxRules;
}

export interface RaiseDemand extends At {
  type: 'RaiseDemand';
  propertyUniqueId: string;
  demandId: string;
  financialYear: string;
  arvPaise: number;
  ruleSetId: string;
  amounts: HeadMoney;
  concessions: {
    head: 'house' | 'water' | 'sewer';
    reason: string;
    percentage: number;
    amountPaise: number;
  }[];
}

export interface ReceivePayment extends At {
  type: 'ReceivePayment';
  propertyUniqueId: string;
  txnId: string;
  receiptNumber: string;
  mode: 'cash' | 'cheque' | 'dd' | 'online' | 'neft' | 'pos' | 'link';
  amountPaise: number;
  payerName?: string;
  instrument?: PaymentInstrument;
  /** When the money was paid, if earlier than `at` (a cheque dated yesterday, a gateway callback). */
  paidAt?: string;
  offers: RebateOffer[];
  criteriaMet: string[];
}

export interface ReversePayment {
  type: 'ReversePayment';
  txnId: string;
  reason: 'rejected' | 'cancelled';
  remarks?: string;
  at: string;
}

export interface ShiftPaymentOut {
  type: 'ShiftPaymentOut';
  txnId: string;
  toPropertyUniqueId: string;
  requestedBy: string;
  reason?: string;
  at: string;
}

export interface ShiftPaymentIn extends At {
  type: 'ShiftPaymentIn';
  propertyUniqueId: string;
  txnId: string;
  fromPropertyUniqueId: string;
  amountPaise: number;
  requestedBy: string;
  reason?: string;
  receiptNumber?: string;
  mode?: ReceivePayment['mode'];
}

export interface CorrectArrears extends At {
  type: 'CorrectArrears';
  propertyUniqueId: string;
  financialYear: string;
  revised: HeadMoney;
  receiptNumber: string;
  remarks?: string;
}

export interface IssueNote extends At {
  type: 'IssueNote';
  kind: 'debit' | 'credit';
  propertyUniqueId: string;
  noteId: string;
  debitCreditNo: string;
  financialYear: string;
  amounts: HeadMoney;
  reason: string;
  receiptNumber?: string;
}

/** A mutation's fee on the property's ledger (its own head: docs/LEDGER.md "Fees"), once per mutation. */
export interface ChargeMutationFee {
  type: 'ChargeMutationFee';
  propertyUniqueId: string;
  mutationId: string;
  computation: MutationFeeComputation;
  at: string;
}

/** A rejected mutation's fee: the unpaid part waived, the paid part refunded as advance credit. */
export interface WaiveMutationFee {
  type: 'WaiveMutationFee';
  propertyUniqueId: string;
  mutationId: string;
  remarks?: string;
  at: string;
}

export type LedgerCommand =
  | RaiseDemand
  | ReceivePayment
  | ReversePayment
  | ShiftPaymentOut
  | ShiftPaymentIn
  | CorrectArrears
  | IssueNote
  | ChargeMutationFee
  | WaiveMutationFee;

export type { ApportionmentLine };
