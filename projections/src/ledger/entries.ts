// Pure: the ledger screen's line for one money event of a property (or the arrears the old register
// handed over). Amounts per head where the event has them; payments split their lines by head.
import { indiaDate, type ApportionmentLine, type HeadPaise, type RecordedEvent } from '@ptax/contracts';

export interface EntryRow {
  property_unique_id: string;
  revision: number;
  position: number;
  type: string;
  financial_year: string | null;
  house_paise: number;
  water_paise: number;
  sewer_paise: number;
  amount_paise: number;
  txn_id: string | null;
  receipt_number: string | null;
  recorded_at: string;
  effective_on: string;
  description: string;
  details: Record<string, unknown> | null;
}

type Data = Record<string, unknown> & Partial<HeadPaise>;

const headsOf = (d: Partial<HeadPaise> | undefined) => ({
  house_paise: d?.housePaise ?? 0,
  water_paise: d?.waterPaise ?? 0,
  sewer_paise: d?.sewerPaise ?? 0,
});

const total = (d: Partial<HeadPaise> | undefined) =>
  (d?.housePaise ?? 0) + (d?.waterPaise ?? 0) + (d?.sewerPaise ?? 0);

/** A payment's lines summed by tax head (advance credit and fees count in the amount only). */
function linesByHead(lines: ApportionmentLine[]): HeadPaise {
  const sums = { housePaise: 0, waterPaise: 0, sewerPaise: 0 };
  for (const line of lines)
    if (line.kind !== 'advance' && line.kind !== 'fee') sums[`${line.head}Paise`] += line.amountPaise;
  return sums;
}

type Described = Pick<EntryRow, 'description'> & Partial<EntryRow>;

function describe(type: string, d: Data): Described | null {
  const fy = d.financialYear as string | undefined;
  switch (type) {
    case 'DemandRaised':
      return {
        description: `Demand for ${fy}`,
        details: {
          demandId: d.demandId,
          arvPaise: d.arvPaise,
          ruleSetId: d.ruleSetId,
          concessions: d.concessions,
        },
      };
    case 'InterestCharged':
      return {
        description: `Interest on the arrears of ${fy} from ${indiaDate(d.accruedFromAt as string)} to ${indiaDate(d.accruedToAt as string)}`,
      };
    case 'RebateGranted':
      return { description: `Rebate of ${String(d.percentage)}% on the tax of ${fy}` };
    case 'ArrearsCorrected':
      return {
        description: `Arrears of ${fy} corrected`,
        details: d.remarks ? { remarks: d.remarks } : null,
      };
    case 'DebitNoteIssued':
    case 'CreditNoteIssued':
      return {
        description: `${type === 'DebitNoteIssued' ? 'Debit' : 'Credit'} note ${String(d.debitCreditNo)}: ${String(d.reason)}`,
      };
    case 'PaymentReceived': {
      const lines = d.lines as ApportionmentLine[];
      return {
        ...headsOf(linesByHead(lines)),
        amount_paise: d.amountPaise as number,
        description: `Payment received (${String(d.mode)})`,
        details: { lines, mode: d.mode, ...(d.payerName ? { payerName: d.payerName } : {}) },
      };
    }
    case 'PaymentShiftedIn': {
      const lines = d.lines as ApportionmentLine[];
      return {
        ...headsOf(linesByHead(lines)),
        amount_paise: d.amountPaise as number,
        description: `Payment shifted in from property ${String(d.fromPropertyUniqueId)}`,
        details: { lines },
      };
    }
    case 'PaymentReversed':
      return {
        amount_paise: d.amountPaise as number,
        description: `Payment ${String(d.reason)}`,
        details: d.remarks ? { remarks: d.remarks } : null,
      };
    case 'PaymentShiftedOut':
      return {
        amount_paise: d.amountPaise as number,
        description: `Payment shifted out to property ${String(d.toPropertyUniqueId)}`,
      };
    case 'MutationFeeCharged':
      return {
        amount_paise: d.amountPaise as number,
        description: `Mutation fee for ${String(d.mutationId)}`,
        details: { mutationId: d.mutationId, computation: d.computation },
      };
    case 'MutationFeeWaived':
      return {
        amount_paise: (d.waivedPaise as number) + (d.refundedPaise as number),
        description: `Mutation fee of ${String(d.mutationId)} waived; paid part refunded as advance credit`,
        details: { mutationId: d.mutationId, waivedPaise: d.waivedPaise, refundedPaise: d.refundedPaise },
      };
    default:
      return null;
  }
}

/** Old-register arrears and interest taken over by the link: a money line of its own. */
function oldRegister(d: Data): Described | null {
  const arrears = d.arrears as HeadPaise | undefined;
  const interest = d.interest as HeadPaise | undefined;
  if (total(arrears) + total(interest) === 0) return null;
  return {
    ...headsOf({
      housePaise: (arrears?.housePaise ?? 0) + (interest?.housePaise ?? 0),
      waterPaise: (arrears?.waterPaise ?? 0) + (interest?.waterPaise ?? 0),
      sewerPaise: (arrears?.sewerPaise ?? 0) + (interest?.sewerPaise ?? 0),
    }),
    description: `Arrears taken over from the old register (PTIN ${String(d.ptinNo)})`,
    details: { arrears: arrears ?? null, interest: interest ?? null },
  };
}

/** Where each money event says when it happened. */
const WHEN: Record<string, string> = {
  DemandRaised: 'raisedAt',
  InterestCharged: 'chargedAt',
  RebateGranted: 'grantedAt',
  ArrearsCorrected: 'correctedAt',
  DebitNoteIssued: 'issuedAt',
  CreditNoteIssued: 'issuedAt',
  PaymentReceived: 'paidAt',
  PaymentReversed: 'reversedAt',
  PaymentShiftedOut: 'shiftedAt',
  PaymentShiftedIn: 'shiftedAt',
  OldPropertyLinked: 'linkedAt',
  MutationFeeCharged: 'chargedAt',
  MutationFeeWaived: 'waivedAt',
};

/** The day the event takes effect: the metadata's effective date (a backdated entry), else its own. */
function effectiveOn(event: RecordedEvent, d: Data): string {
  const effective = event.metadata.effectiveAt;
  if (typeof effective === 'string') return indiaDate(effective);
  const at = d[WHEN[event.type]];
  return indiaDate(typeof at === 'string' ? at : event.recordedAt);
}

export function entryOf(propertyUniqueId: string, event: RecordedEvent): EntryRow | null {
  const d = event.data as Data;
  const described = event.type === 'OldPropertyLinked' ? oldRegister(d) : describe(event.type, d);
  if (!described) return null;
  const heads = { ...headsOf(d), ...described };
  return {
    property_unique_id: propertyUniqueId,
    revision: event.revision,
    position: event.position,
    type: event.type,
    financial_year: (d.financialYear as string | undefined) ?? null,
    txn_id: (d.txnId as string | undefined) ?? null,
    receipt_number: (d.receiptNumber as string | undefined) ?? null,
    recorded_at: event.recordedAt,
    effective_on: effectiveOn(event, d),
    details: null,
    ...heads,
    // Payments and shifts carry their amount; the other lines are the sum of their heads.
    amount_paise: described.amount_paise ?? heads.house_paise + heads.water_paise + heads.sewer_paise,
  };
}
