// fast-check generators of the steps of a property's money history (simulatedHistory.ts): demands
// for several years first, then payments of random amounts on random days, notes, corrections,
// reversals and shifts in any order.
import fc from 'fast-check';
import type { HeadMoney } from '@ptax/contracts';
import type { Step, Who } from './simulatedHistory';

export const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

const who = fc.constantFrom<Who>('A', 'B');

/** Demands are whole rupees (the tax engine rounds them); up to Rs 20,000 a head. */
const rupeeHeads: fc.Arbitrary<HeadMoney> = fc.record({
  house: fc.integer({ min: 0, max: 20_000 }).map((r) => r * 100),
  water: fc.integer({ min: 0, max: 8_000 }).map((r) => r * 100),
  sewer: fc.integer({ min: 0, max: 2_000 }).map((r) => r * 100),
});

/** Notes and corrections are typed in rupees with paise. */
const paiseHeads: fc.Arbitrary<HeadMoney> = fc.record({
  house: fc.integer({ min: 0, max: 1_000_000 }),
  water: fc.integer({ min: 0, max: 300_000 }),
  sewer: fc.integer({ min: 0, max: 100_000 }),
});

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 0, max: 200 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('demand' as const),
      who,
      yearsBack: fc.integer({ min: 0, max: 2 }),
      amounts: rupeeHeads,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      who,
      amountPaise: fc.integer({ min: 1, max: 3_000_000 }),
      online: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payInFull' as const), who, online: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('note' as const),
      who,
      credit: fc.boolean(),
      yearsBack: fc.integer({ min: 0, max: 2 }),
      amounts: paiseHeads,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      who,
      yearsBack: fc.integer({ min: 1, max: 3 }),
      revised: paiseHeads,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), who, pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('shiftOut' as const),
      who,
      pick: fc.nat(),
      deliverNow: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deliverShift' as const), pick: fc.nat() }) },
);

/** Demands for this year and up to two before first (either property), then up to 40 random steps. */
export const historyOf = (maxSteps = 40): fc.Arbitrary<Step[]> =>
  fc
    .tuple(
      fc.array(fc.tuple(who, fc.integer({ min: 0, max: 2 }), rupeeHeads), { minLength: 2, maxLength: 6 }),
      fc.array(step, { maxLength: maxSteps }),
    )
    .map(([demands, steps]) => [
      ...demands.map(([w, yearsBack, amounts]): Step => ({ kind: 'demand', who: w, yearsBack, amounts })),
      ...steps,
    ]);
