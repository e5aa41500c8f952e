// What the split call answers: each part with its plot area, floors and the engine's ARV and tax
// for the split's year, the parent's demand of that year before the split, and (in a preview) why
// the split would be refused.
import { sumHeads, toPaise, type HeadMoney, type LedgerState } from '@ptax/contracts';
import type { Overpaid, PartTax } from './decide';
import type { Share, Shares } from './shares';

export interface SplitPartAnswer {
  kind: 'parent' | 'child';
  /** Null in a preview: new properties get their ids when the split is made. */
  propertyUniqueId: string | null;
  plotArea: number;
  floors: Share['floors'];
  arvPaise: number | null;
  housePaise: number | null;
  waterPaise: number | null;
  sewerPaise: number | null;
  totalPaise: number | null;
}

export interface SplitAnswer {
  propertyUniqueId: string;
  financialYear: string;
  /** Where the rule set came from (an earlier year's stays in force). */
  ruleSetYear: string | null;
  /** The parent's demand of the year has been raised: the parts are billed when the split is made. */
  billNow: boolean;
  demandBefore: { housePaise: number; waterPaise: number; sewerPaise: number; totalPaise: number } | null;
  parts: SplitPartAnswer[];
}

export interface Assessed {
  ruleSetYear: string;
  taxes: PartTax[];
}

function part(
  share: Share,
  kind: SplitPartAnswer['kind'],
  id: string | null,
  tax?: PartTax,
): SplitPartAnswer {
  const money = tax
    ? { arvPaise: tax.arvPaise, ...toPaise(tax.amounts), totalPaise: sumHeads(tax.amounts) }
    : { arvPaise: null, housePaise: null, waterPaise: null, sewerPaise: null, totalPaise: null };
  return { kind, propertyUniqueId: id, plotArea: share.plotArea, floors: share.floors, ...money };
}

/** The parent's demand of the year, where it has been raised. */
export const yearDemandOf = (ledger: LedgerState, financialYear: string): HeadMoney | null => {
  const year = ledger.years[financialYear];
  return year?.demandId ? year.demand : null;
};

export function answerOf(
  propertyUniqueId: string,
  financialYear: string,
  shares: Shares,
  assessed: Assessed | null,
  demand: HeadMoney | null,
  newIds: (string | null)[],
): SplitAnswer {
  return {
    propertyUniqueId,
    financialYear,
    ruleSetYear: assessed?.ruleSetYear ?? null,
    billNow: Boolean(assessed && demand),
    demandBefore: demand ? { ...toPaise(demand), totalPaise: sumHeads(demand) } : null,
    parts: [
      part(shares.remains, 'parent', propertyUniqueId, assessed?.taxes[0]),
      ...shares.children.map((share, index) =>
        part(share, 'child', newIds[index], assessed?.taxes[index + 1]),
      ),
    ],
  };
}

/** Why a preview's split would be refused, for the screen to say before anyone confirms it. */
export const blockedOf = (overpaid: Overpaid | null, message: (o: Overpaid) => string) =>
  overpaid ? { ...overpaid, message: message(overpaid) } : null;
