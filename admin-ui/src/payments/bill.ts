import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '../properties/api';

// The bill of a property as GET taxDemands/demandBillDetails answers it: per year and head what was
// demanded, paid and charged as interest, and what is left; then the totals and the rebate on offer.

export const TAX_HEADS = ['house', 'water', 'sewer'] as const;
export type TaxHead = (typeof TAX_HEADS)[number];

export const HEAD_LABELS: Record<TaxHead, string> = {
  house: 'House Tax',
  water: 'Water Tax',
  sewer: 'Sewer Tax',
};

/** One head of one year, all paise. balance = demand + adjustment - rebate + interest - paid. */
export interface BillAmounts {
  demandPaise: number;
  /** Debit notes less credit notes, arrears corrections, old-register arrears. */
  adjustmentPaise: number;
  rebatePaise: number;
  paidPaise: number;
  interestPaise: number;
  balancePaise: number;
}

export interface BillYear {
  financialYear: string;
  kind?: 'arrears' | 'current';
  heads: Partial<Record<TaxHead, BillAmounts>>;
  total: BillAmounts;
}

export interface BillTotals {
  arrearsPaise: number;
  interestPaise: number;
  currentPaise: number;
  /** The rebate a payment of everything today would get. */
  rebatePaise: number;
  advancePaise: number;
  /** Fees owed outside the taxes (a mutation's); shown when there are any. */
  feesPaise?: number;
  netPayablePaise: number;
  /** What an online payment of everything today would come to (its own rebate criteria). */
  netPayableOnlinePaise?: number;
}

export interface Bill {
  propertyUniqueId: string;
  ownerName?: string;
  years: BillYear[];
  totals: BillTotals;
  /** The discount master's offer in force, as the server words it. */
  offer?: Record<string, unknown> | null;
}

type Row = Record<string, unknown>;

const paise = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
const rowOf = (value: unknown): Row | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : undefined;

/** A head's amounts; the balance is worked out when the server leaves it out. */
export function amountsOf(row: Row | undefined): BillAmounts {
  const demandPaise = paise(row?.demandPaise);
  const adjustmentPaise = paise(row?.adjustmentPaise);
  const rebatePaise = paise(row?.rebatePaise);
  const paidPaise = paise(row?.paidPaise);
  const interestPaise = paise(row?.interestPaise);
  const balancePaise =
    typeof row?.balancePaise === 'number'
      ? paise(row.balancePaise)
      : demandPaise + adjustmentPaise - rebatePaise + interestPaise - paidPaise;
  return { demandPaise, adjustmentPaise, rebatePaise, paidPaise, interestPaise, balancePaise };
}

const AMOUNT_FIELDS = [
  'demandPaise',
  'adjustmentPaise',
  'rebatePaise',
  'paidPaise',
  'interestPaise',
  'balancePaise',
] as const;

const sum = (rows: BillAmounts[]): BillAmounts =>
  Object.fromEntries(
    AMOUNT_FIELDS.map((field) => [field, rows.reduce((total, row) => total + row[field], 0)]),
  ) as unknown as BillAmounts;

/** A year of the reply: its heads under `heads` or on the year itself. */
export function yearOf(raw: Row): BillYear {
  const headsRow = rowOf(raw.heads) ?? raw;
  const heads: BillYear['heads'] = {};
  for (const head of TAX_HEADS) {
    const amounts = rowOf(headsRow[head]);
    if (amounts) heads[head] = amountsOf(amounts);
  }
  const listed = Object.values(heads);
  const total = rowOf(raw.total) ?? rowOf(raw.totals);
  return {
    financialYear: String(raw.financialYear ?? raw.finYear ?? ''),
    kind: raw.kind === 'arrears' || raw.kind === 'current' ? raw.kind : undefined,
    heads,
    total: total ? amountsOf(total) : listed.length > 0 ? sum(listed) : amountsOf(raw),
  };
}

export function billOf(raw: Row, propertyUniqueId: string): Bill {
  const totals = rowOf(raw.totals) ?? raw;
  return {
    propertyUniqueId: String(raw.propertyUniqueId ?? propertyUniqueId),
    ownerName: typeof raw.ownerName === 'string' ? raw.ownerName : undefined,
    years: (Array.isArray(raw.years) ? (raw.years as Row[]) : []).map(yearOf),
    totals: {
      arrearsPaise: paise(totals.arrearsPaise),
      interestPaise: paise(totals.interestPaise),
      currentPaise: paise(totals.currentPaise),
      rebatePaise: paise(totals.rebatePaise),
      advancePaise: paise(totals.advancePaise),
      feesPaise: paise(totals.feesPaise),
      netPayablePaise: paise(totals.netPayablePaise),
      ...(typeof totals.netPayableOnlinePaise === 'number'
        ? { netPayableOnlinePaise: paise(totals.netPayableOnlinePaise) }
        : {}),
    },
    offer: rowOf(raw.offer) ?? null,
  };
}

export type BillState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; bill: Bill };

/** GET taxDemands/demandBillDetails?propertyId for the chosen property; `reload` after a payment. */
export function useBill(propertyUniqueId: string | undefined) {
  const http = useHttp();
  const [state, setState] = useState<BillState>({ status: 'idle' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!propertyUniqueId) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    // A reload (after a payment) keeps showing the bill until the new one arrives.
    setState((previous) =>
      previous.status === 'loaded' && previous.bill.propertyUniqueId === propertyUniqueId
        ? previous
        : { status: 'loading' },
    );
    http<{ data: Row }>('/taxDemands/demandBillDetails', { query: { propertyId: propertyUniqueId } }).then(
      (reply) =>
        current && setState({ status: 'loaded', bill: billOf(reply.json?.data ?? {}, propertyUniqueId) }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [http, propertyUniqueId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
