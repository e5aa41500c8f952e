import {
  duesOn,
  feeOutstanding,
  financialYearOfDate,
  indiaDate,
  interestToCharge,
  principalOutstanding,
  settle,
  sumHeads,
  TAX_HEADS,
  toPaise,
  type InterestCharge,
  type LedgerState,
  type TaxRules,
} from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { badRequest, conflict, notFound } from '../http/errors';
import { evolveAccount, initialAccountState, type AccountState } from './account';
import type {
  ChargeMutationFee,
  CorrectArrears,
  IssueNote,
  LedgerCommand,
  RaiseDemand,
  ReceivePayment,
  ReversePayment,
  ShiftPaymentIn,
  ShiftPaymentOut,
  WaiveMutationFee,
} from './commands';

export const LEDGER_MESSAGES = {
  propertyNotFound: 'Property not found',
  propertyDeleted: 'This property has been deleted',
  paymentNotFound: 'Payment not found on this property',
  paymentNotStanding: (status: string) => `This payment can not be changed: it is ${status}`,
  arrearsYearNotPast: 'Arrears can be corrected only for an earlier financial year',
  creditTooLarge: 'A credit note can not be more than the unpaid tax of the year',
  noteNumberTaken: (no: string) => `Debit/credit note number ${no} is already used on this property`,
  paymentAlreadyReceived: 'This payment is already on the ledger',
} as const;

const event = (type: string, data: Record<string, unknown>): DomainEvent => ({ type, version: 1, data });

function activeProperty(state: AccountState) {
  if (state.property.status === 'absent') throw notFound(LEDGER_MESSAGES.propertyNotFound);
  if (state.property.status === 'deleted') throw conflict(LEDGER_MESSAGES.propertyDeleted);
  return state.property;
}

const chargeEvents = (propertyUniqueId: string, charges: InterestCharge[], at: string, txnId?: string) =>
  charges.map((charge) =>
    event('InterestCharged', {
      propertyUniqueId,
      financialYear: charge.financialYear,
      ...toPaise(charge.amounts),
      accruedFromAt: `${charge.accruedFrom}T00:00:00+05:30`,
      accruedToAt: `${charge.accruedTo}T00:00:00+05:30`,
      ...(txnId ? { txnId } : {}),
      chargedAt: at,
    }),
  );

/** Interest accrued on one earlier year up to today, charged before its principal changes. */
function chargeYearBeforeChange(
  ledger: LedgerState,
  propertyUniqueId: string,
  fy: string,
  at: string,
  rules: TaxRules,
) {
  const dues = duesOn(ledger, indiaDate(at), rules);
  return chargeEvents(
    propertyUniqueId,
    interestToCharge(dues).filter((charge) => charge.financialYear === fy),
    at,
  );
}

function raiseDemand(state: AccountState, c: RaiseDemand): DomainEvent[] {
  activeProperty(state);
  return demandEvents(state.ledger, c);
}

/**
 * RaiseDemand on the ledger of a property known to be active: bulk demand runs decide from the ledger
 * read model (one consistent row per property) and append at its revision.
 */
export function demandEvents(ledger: LedgerState, c: RaiseDemand): DomainEvent[] {
  const year = ledger.years[c.financialYear];
  if (year?.demandId === c.demandId) return [];
  return [
    ...chargeYearBeforeChange(ledger, c.propertyUniqueId, c.financialYear, c.at, c.rules),
    event('DemandRaised', {
      propertyUniqueId: c.propertyUniqueId,
      demandId: c.demandId,
      financialYear: c.financialYear,
      arvPaise: c.arvPaise,
      ruleSetId: c.ruleSetId,
      ...toPaise(c.amounts),
      concessions: c.concessions,
      dueAt: `${Number(c.financialYear.slice(0, 4)) + 1}-03-31T23:59:59+05:30`,
      raisedAt: c.at,
    }),
  ];
}

function receivePayment(state: AccountState, c: ReceivePayment): DomainEvent[] {
  activeProperty(state);
  const existing = state.ledger.payments[c.txnId];
  if (existing?.status === 'received' && existing.amountPaise > 0) return [];
  if (existing && existing.status !== 'received')
    throw conflict(LEDGER_MESSAGES.paymentNotStanding(existing.status));
  const paidAt = c.paidAt ?? c.at;
  const plan = settle(state.ledger, c.amountPaise, {
    onDate: indiaDate(paidAt),
    rules: c.rules,
    offers: c.offers,
    criteriaMet: c.criteriaMet,
  });
  const rebate = plan.rebate
    ? [
        event('RebateGranted', {
          propertyUniqueId: c.propertyUniqueId,
          financialYear: plan.rebate.financialYear,
          txnId: c.txnId,
          ...(plan.rebate.discountId ? { discountId: plan.rebate.discountId } : {}),
          percentage: plan.rebate.percentage,
          ...toPaise(plan.rebate.amounts),
          grantedAt: paidAt,
        }),
      ]
    : [];
  return [
    ...chargeEvents(c.propertyUniqueId, plan.interestCharges, paidAt, c.txnId),
    ...rebate,
    event('PaymentReceived', {
      propertyUniqueId: c.propertyUniqueId,
      txnId: c.txnId,
      receiptNumber: c.receiptNumber,
      mode: c.mode,
      amountPaise: c.amountPaise,
      ...(c.payerName ? { payerName: c.payerName } : {}),
      ...(c.instrument ? { instrument: c.instrument } : {}),
      lines: plan.lines,
      paidAt,
    }),
  ];
}

function standingPayment(state: AccountState, txnId: string) {
  const payment = state.ledger.payments[txnId];
  if (!payment || payment.amountPaise === 0) throw notFound(LEDGER_MESSAGES.paymentNotFound);
  return payment;
}

function reversePayment(state: AccountState, c: ReversePayment): DomainEvent[] {
  const property = activeProperty(state);
  const payment = standingPayment(state, c.txnId);
  if (payment.status === 'reversed') return [];
  if (payment.status !== 'received') throw conflict(LEDGER_MESSAGES.paymentNotStanding(payment.status));
  return [
    event('PaymentReversed', {
      propertyUniqueId: property.propertyUniqueId,
      txnId: c.txnId,
      reason: c.reason,
      ...(c.remarks ? { remarks: c.remarks } : {}),
      amountPaise: payment.amountPaise,
      reversedAt: c.at,
    }),
  ];
}

function shiftOut(state: AccountState, c: ShiftPaymentOut): DomainEvent[] {
  const property = activeProperty(state);
  const payment = standingPayment(state, c.txnId);
  if (payment.status === 'shiftedOut' && payment.shiftedTo === c.toPropertyUniqueId) return [];
  if (payment.status !== 'received') throw conflict(LEDGER_MESSAGES.paymentNotStanding(payment.status));
  return [
    event('PaymentShiftedOut', {
      propertyUniqueId: property.propertyUniqueId,
      txnId: c.txnId,
      toPropertyUniqueId: c.toPropertyUniqueId,
      amountPaise: payment.amountPaise,
      requestedBy: c.requestedBy,
      ...(c.reason ? { reason: c.reason } : {}),
      shiftedAt: c.at,
    }),
  ];
}

function shiftIn(state: AccountState, c: ShiftPaymentIn): DomainEvent[] {
  activeProperty(state);
  // Done already only if the money is here now, from that property: a record of an earlier stay
  // (shifted on again since) must not swallow a later arrival (A to B, back to A, to B again).
  const here = state.ledger.payments[c.txnId];
  if (here?.status === 'received' && here.shiftedFrom === c.fromPropertyUniqueId) return [];
  const plan = settle(state.ledger, c.amountPaise, {
    onDate: indiaDate(c.at),
    rules: c.rules,
    allowRebate: false,
  });
  return [
    ...chargeEvents(c.propertyUniqueId, plan.interestCharges, c.at, c.txnId),
    event('PaymentShiftedIn', {
      propertyUniqueId: c.propertyUniqueId,
      txnId: c.txnId,
      fromPropertyUniqueId: c.fromPropertyUniqueId,
      amountPaise: c.amountPaise,
      requestedBy: c.requestedBy,
      ...(c.reason ? { reason: c.reason } : {}),
      ...(c.receiptNumber ? { receiptNumber: c.receiptNumber } : {}),
      ...(c.mode ? { mode: c.mode } : {}),
      lines: plan.lines,
      shiftedAt: c.at,
    }),
  ];
}

function correctArrears(state: AccountState, c: CorrectArrears): DomainEvent[] {
  activeProperty(state);
  if (c.financialYear >= financialYearOfDate(indiaDate(c.at)))
    throw badRequest(LEDGER_MESSAGES.arrearsYearNotPast, { finYear: LEDGER_MESSAGES.arrearsYearNotPast });
  return [
    ...chargeYearBeforeChange(state.ledger, c.propertyUniqueId, c.financialYear, c.at, c.rules),
    event('ArrearsCorrected', {
      propertyUniqueId: c.propertyUniqueId,
      financialYear: c.financialYear,
      ...toPaise(c.revised),
      receiptNumber: c.receiptNumber,
      ...(c.remarks ? { remarks: c.remarks } : {}),
      correctedAt: c.at,
    }),
  ];
}

function issueNote(state: AccountState, c: IssueNote): DomainEvent[] {
  activeProperty(state);
  if (state.ledger.noteNumbers.includes(c.debitCreditNo))
    throw conflict(LEDGER_MESSAGES.noteNumberTaken(c.debitCreditNo));
  const year = state.ledger.years[c.financialYear];
  if (c.kind === 'credit') {
    const unpaid = year ? principalOutstanding(year) : { house: 0, water: 0, sewer: 0 };
    if (TAX_HEADS.some((h) => c.amounts[h] > Math.max(0, unpaid[h])))
      throw badRequest(LEDGER_MESSAGES.creditTooLarge);
  }
  if (sumHeads(c.amounts) <= 0) throw badRequest('A note must change at least one tax');
  return [
    ...chargeYearBeforeChange(state.ledger, c.propertyUniqueId, c.financialYear, c.at, c.rules),
    event(c.kind === 'debit' ? 'DebitNoteIssued' : 'CreditNoteIssued', {
      propertyUniqueId: c.propertyUniqueId,
      noteId: c.noteId,
      debitCreditNo: c.debitCreditNo,
      financialYear: c.financialYear,
      ...toPaise(c.amounts),
      reason: c.reason,
      ...(c.receiptNumber ? { receiptNumber: c.receiptNumber } : {}),
      issuedAt: c.at,
    }),
  ];
}

/** Charged once per mutation: a repeat (the process completing after a crash) writes nothing. */
function chargeMutationFee(state: AccountState, c: ChargeMutationFee): DomainEvent[] {
  activeProperty(state);
  if (state.ledger.fees?.[c.mutationId]) return [];
  return [
    event('MutationFeeCharged', {
      propertyUniqueId: c.propertyUniqueId,
      mutationId: c.mutationId,
      amountPaise: c.computation.amountPaise,
      computation: c.computation,
      chargedAt: c.at,
    }),
  ];
}

/** Waived once; a fee never charged has nothing to waive. */
function waiveMutationFee(state: AccountState, c: WaiveMutationFee): DomainEvent[] {
  activeProperty(state);
  const fee = state.ledger.fees?.[c.mutationId];
  if (!fee || fee.waivedAt) return [];
  return [
    event('MutationFeeWaived', {
      propertyUniqueId: c.propertyUniqueId,
      mutationId: c.mutationId,
      waivedPaise: feeOutstanding(fee),
      refundedPaise: fee.paidPaise,
      ...(c.remarks ? { remarks: c.remarks } : {}),
      waivedAt: c.at,
    }),
  ];
}

export function decideLedger(state: AccountState, command: LedgerCommand): DomainEvent[] {
  switch (command.type) {
    case 'RaiseDemand':
      return raiseDemand(state, command);
    case 'ReceivePayment':
      return receivePayment(state, command);
    case 'ReversePayment':
      return reversePayment(state, command);
    case 'ShiftPaymentOut':
      return shiftOut(state, command);
    case 'ShiftPaymentIn':
      return shiftIn(state, command);
    case 'CorrectArrears':
      return correctArrears(state, command);
    case 'IssueNote':
      return issueNote(state, command);
    case 'ChargeMutationFee':
      return chargeMutationFee(state, command);
    case 'WaiveMutationFee':
      return waiveMutationFee(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown ledger command ${JSON.stringify(unknown)}`);
    }
  }
}

export const ledgerDecider: Decider<AccountState, LedgerCommand> = {
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideLedger,
};
