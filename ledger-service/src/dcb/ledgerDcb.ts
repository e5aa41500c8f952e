// Test support: the DCB of one property computed the other way round, from its ledger folded with
// contracts' foldLedger over the events that took effect by a day (as the audit ledger view folds it)
// and its dues on that day (duesOn, the bill's interest rule). The read model must agree with it.
import {
  DCB_HEADS,
  DEFAULT_TAX_RULES,
  duesOn,
  foldLedger,
  indiaDate,
  interestOutstanding,
  principalOutstanding,
  type LedgerState,
  type RecordedEvent,
  type YearAccount,
} from '@ptax/contracts';
import { firstDayOf, type DcbFigures, type DcbFiguresByHead } from '@ptax/projections';

const dayOf = (event: RecordedEvent) => indiaDate(String(event.metadata.effectiveAt ?? event.recordedAt));

const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export const ledgerOn = (events: RecordedEvent[], day: string): LedgerState =>
  foldLedger(events.filter((event) => dayOf(event) <= day));

const NO_MONEY = { house: 0, water: 0, sewer: 0 };

/** A year the ledger had not opened yet. */
const emptyYear = (financialYear: string): YearAccount => ({
  financialYear,
  demand: NO_MONEY,
  demandId: null,
  arvPaise: null,
  adjustment: NO_MONEY,
  rebate: NO_MONEY,
  principalPaid: NO_MONEY,
  advanceApplied: NO_MONEY,
  interestCharged: NO_MONEY,
  interestPaid: NO_MONEY,
  interestChargedTo: '',
});

const zero = (): DcbFigures => ({
  arrearDemandPaise: 0,
  currentDemandPaise: 0,
  interestPaise: 0,
  rebatePaise: 0,
  collectionArrearsPaise: 0,
  collectionCurrentPaise: 0,
  collectionInterestPaise: 0,
  balancePaise: 0,
});

/** The DCB of year `financialYear` as of `asOf` of one property's stream. */
export function ledgerDcb(events: RecordedEvent[], financialYear: string, asOf: string): DcbFiguresByHead {
  const opening = ledgerOn(events, previousDay(firstDayOf(financialYear)));
  const now = ledgerOn(events, asOf);
  const dues = duesOn(now, asOf, DEFAULT_TAX_RULES);
  const byHead = { house: zero(), water: zero(), sewer: zero() };
  for (const year of Object.values(now.years)) {
    if (year.financialYear > financialYear) continue;
    const before = opening.years[year.financialYear] ?? emptyYear(year.financialYear);
    const due = dues.years.find((y) => y.financialYear === year.financialYear)!;
    const owedBefore = principalOutstanding(before);
    const unpaidInterestBefore = interestOutstanding(before);
    for (const h of DCB_HEADS) {
      const f = byHead[h];
      const demandChange = year.demand[h] + year.adjustment[h] - before.demand[h] - before.adjustment[h];
      const paid = year.principalPaid[h] - before.principalPaid[h];
      if (year.financialYear < financialYear) {
        f.arrearDemandPaise += owedBefore[h] + demandChange;
        f.collectionArrearsPaise += paid;
      } else {
        f.currentDemandPaise += owedBefore[h] + demandChange;
        f.collectionCurrentPaise += paid;
      }
      f.rebatePaise += year.rebate[h] - before.rebate[h];
      f.interestPaise +=
        unpaidInterestBefore[h] +
        year.interestCharged[h] -
        before.interestCharged[h] +
        due.interestAccrued[h];
      f.collectionInterestPaise += year.interestPaid[h] - before.interestPaid[h];
      // The balance straight from the ledger on the day: unpaid principal and interest due.
      f.balancePaise += due.principal[h] + due.interestCharged[h] + due.interestAccrued[h];
    }
  }
  const total = zero();
  for (const f of Object.values(byHead))
    for (const key of Object.keys(total) as (keyof DcbFigures)[]) total[key] += f[key];
  return { ...total, byHead };
}
