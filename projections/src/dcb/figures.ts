// The DCB figures of one financial year F as of a day D (docs/DECISIONS.md "DCB as of any date"), per
// tax head, from the day-by-day changes: what was owed when F began, what F's window [1 April, D]
// added and collected, and interest accrued to D by the bill's own rule (duesSql.ts).
import { HEADS } from '../ledger/tables';

export type DcbHead = (typeof HEADS)[number];

export interface DcbFigures {
  /** Unpaid principal of earlier years when F began, plus notes and corrections on them since. */
  arrearDemandPaise: number;
  /** F's demand (with its notes and corrections), less what was settled before F began. */
  currentDemandPaise: number;
  /** Interest unpaid when F began, charged since, and accrued to D. */
  interestPaise: number;
  /** Rebate granted in the window (less rebates undone with their payments). */
  rebatePaise: number;
  collectionArrearsPaise: number;
  collectionCurrentPaise: number;
  collectionInterestPaise: number;
  /** Demand + interest - rebate - collections: what the ledgers owe for years up to F on D. */
  balancePaise: number;
}

export type DcbFiguresByHead = DcbFigures & { byHead: Record<DcbHead, DcbFigures> };

export const DCB_FIGURES = [
  'arrearDemandPaise',
  'currentDemandPaise',
  'interestPaise',
  'rebatePaise',
  'collectionArrearsPaise',
  'collectionCurrentPaise',
  'collectionInterestPaise',
  'balancePaise',
] as const satisfies readonly (keyof DcbFigures)[];

const zeroFigures = (): DcbFigures =>
  Object.fromEntries(DCB_FIGURES.map((f) => [f, 0])) as unknown as DcbFigures;

export const noDcb = (): DcbFiguresByHead => ({
  ...zeroFigures(),
  byHead: { house: zeroFigures(), water: zeroFigures(), sewer: zeroFigures() },
});

/** The flow sums of one head, as SQL over alias d: $F is the year, $S its first day (params given). */
export function flowSums(head: DcbHead, F: string, S: string): string[] {
  const before = `d.day < ${S}::date`;
  const inWindow = `d.day >= ${S}::date`;
  const owed = `d.demand_${head} - d.rebate_${head} - d.paid_${head}`;
  const demandOf = (year: string) =>
    `coalesce(sum(CASE WHEN ${before} THEN ${owed} ELSE d.demand_${head} END) FILTER (WHERE ${year}), 0)`;
  const sumIn = (sql: string, filter: string) => `coalesce(sum(${sql}) FILTER (WHERE ${filter}), 0)`;
  return [
    `${demandOf(`d.financial_year < ${F}`)} AS arrear_demand_${head}`,
    `${demandOf(`d.financial_year = ${F}`)} AS current_demand_${head}`,
    `coalesce(sum(CASE WHEN ${before} THEN d.interest_charged_${head} - d.interest_paid_${head}
       ELSE d.interest_charged_${head} END), 0) AS interest_${head}`,
    `${sumIn(`d.rebate_${head}`, inWindow)} AS rebate_${head}`,
    `${sumIn(`d.paid_${head}`, `${inWindow} AND d.financial_year < ${F}`)} AS collection_arrears_${head}`,
    `${sumIn(`d.paid_${head}`, `${inWindow} AND d.financial_year = ${F}`)} AS collection_current_${head}`,
    `${sumIn(`d.interest_paid_${head}`, inWindow)} AS collection_interest_${head}`,
  ];
}

/** Reads one group's row of flow sums plus its accrued interest per head into figures. */
export function figuresOfRow(row: Record<string, unknown> | undefined, accrued: Record<DcbHead, number>) {
  const n = (key: string) => Number(row?.[key] ?? 0);
  const byHead = Object.fromEntries(
    HEADS.map((head) => {
      const f: DcbFigures = {
        arrearDemandPaise: n(`arrear_demand_${head}`),
        currentDemandPaise: n(`current_demand_${head}`),
        interestPaise: n(`interest_${head}`) + accrued[head],
        rebatePaise: n(`rebate_${head}`),
        collectionArrearsPaise: n(`collection_arrears_${head}`),
        collectionCurrentPaise: n(`collection_current_${head}`),
        collectionInterestPaise: n(`collection_interest_${head}`),
        balancePaise: 0,
      };
      f.balancePaise =
        f.arrearDemandPaise +
        f.currentDemandPaise +
        f.interestPaise -
        f.rebatePaise -
        f.collectionArrearsPaise -
        f.collectionCurrentPaise -
        f.collectionInterestPaise;
      return [head, f];
    }),
  ) as Record<DcbHead, DcbFigures>;
  return { ...sumFigures(Object.values(byHead)), byHead } as DcbFiguresByHead;
}

export function sumFigures(list: readonly DcbFigures[]): DcbFigures {
  const total = zeroFigures();
  for (const figures of list) for (const key of DCB_FIGURES) total[key] += figures[key];
  return total;
}

/** The sum of several groups, head by head (the totals row). */
export function addDcb(list: readonly DcbFiguresByHead[]): DcbFiguresByHead {
  const byHead = Object.fromEntries(
    HEADS.map((head) => [head, sumFigures(list.map((f) => f.byHead[head]))]),
  ) as Record<DcbHead, DcbFigures>;
  return { ...sumFigures(Object.values(byHead)), byHead };
}
