import { TAX_HEADS, type TaxHead } from '../events/common';

// Amounts per tax head (house, water, sewer) in integer paise. Inside the ledger they may be signed
// (an adjustment lowers a demand); events carry them non-negative as housePaise/waterPaise/sewerPaise.

export type HeadMoney = Record<TaxHead, number>;
export { TAX_HEADS, type TaxHead };

export const ZERO: HeadMoney = Object.freeze({ house: 0, water: 0, sewer: 0 });

export const heads = (house: number, water: number, sewer: number): HeadMoney => ({ house, water, sewer });

export const mapHeads = (f: (head: TaxHead) => number): HeadMoney =>
  heads(f('house'), f('water'), f('sewer'));

export const addHeads = (a: HeadMoney, b: HeadMoney): HeadMoney => mapHeads((h) => a[h] + b[h]);
export const subtractHeads = (a: HeadMoney, b: HeadMoney): HeadMoney => mapHeads((h) => a[h] - b[h]);
export const sumHeads = (a: HeadMoney): number => a.house + a.water + a.sewer;

/** The event form ({ housePaise, waterPaise, sewerPaise }) of an amount per head. */
export interface HeadPaise {
  housePaise: number;
  waterPaise: number;
  sewerPaise: number;
}
export const fromPaise = (a: HeadPaise): HeadMoney => heads(a.housePaise, a.waterPaise, a.sewerPaise);
export const toPaise = (a: HeadMoney): HeadPaise => ({
  housePaise: a.house,
  waterPaise: a.water,
  sewerPaise: a.sewer,
});
