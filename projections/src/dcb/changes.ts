// Pure: what one event changed on a property's ledger, per demand year, as DCB columns. The ledger is
// contracts' evolveLedger (applied by the ledger read model's applyToAccount), so the DCB moves exactly
// as the ledger does, advance credit applied and payments undone included.
import { indiaDate, type LedgerState, type RecordedEvent, type YearAccount } from '@ptax/contracts';
import { HEADS } from '../ledger/tables';
import { DCB_COLUMNS, type DcbKind } from './tables';

export type DcbMoney = Record<string, number>;

/** The cumulative quantities of one year, by DCB column. */
export function yearMoney(year: YearAccount): DcbMoney {
  const pick: Record<DcbKind, (h: (typeof HEADS)[number]) => number> = {
    demand: (h) => year.demand[h] + year.adjustment[h],
    rebate: (h) => year.rebate[h],
    paid: (h) => year.principalPaid[h],
    interest_charged: (h) => year.interestCharged[h],
    interest_paid: (h) => year.interestPaid[h],
  };
  return Object.fromEntries(
    DCB_COLUMNS.map((column) => {
      const head = HEADS.find((h) => column.endsWith(`_${h}`))!;
      const kind = column.slice(0, -head.length - 1) as DcbKind;
      return [column, pick[kind](head)];
    }),
  );
}

export interface YearChange {
  financialYear: string;
  money: DcbMoney;
  /** Interest on the year is charged to this day after the event. */
  interestChargedTo: string;
}

/** The day an event takes effect in India, as the audit ledger view reads it (metadata effectiveAt, else when recorded). */
export function dayOf(event: RecordedEvent): string {
  const declared = event.metadata.effectiveAt;
  const at =
    typeof declared === 'string' && !Number.isNaN(Date.parse(declared)) ? declared : event.recordedAt;
  return indiaDate(at);
}

/** The years the event changed, with the change of each column (unchanged years keep their identity). */
export function changesBetween(before: LedgerState, after: LedgerState): YearChange[] {
  if (before === after) return [];
  const changes: YearChange[] = [];
  for (const [financialYear, year] of Object.entries(after.years)) {
    const old = before.years[financialYear];
    if (old === year) continue;
    const now = yearMoney(year);
    const then = old ? yearMoney(old) : null;
    const money = Object.fromEntries(DCB_COLUMNS.map((c) => [c, now[c] - (then ? then[c] : 0)]));
    const moved = Object.values(money).some((value) => value !== 0);
    if (moved || !old || old.interestChargedTo !== year.interestChargedTo)
      changes.push({ financialYear, money, interestChargedTo: year.interestChargedTo });
  }
  return changes;
}
