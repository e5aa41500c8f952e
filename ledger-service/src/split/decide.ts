// Pure decisions of a split on the parent's stream: DecideSplit records the split (what the parent
// keeps applies at once, the children's ids are in it), CompleteSplit closes it once the process
// has registered, assessed and billed every part.
import {
  formatPaise,
  TAX_HEADS,
  type HeadMoney,
  type LedgerState,
  type PropertySplitInput,
  type TaxHead,
} from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { PROPERTY_DELETED, PROPERTY_NOT_FOUND } from '../properties/decide';
import { sharesOf, type Shares } from './shares';
import { evolveSplit, initialSplitState, pendingSplit, type SplitState } from './split';

/** The tax the engine gives one part for the split's year. */
export interface PartTax {
  arvPaise: number;
  amounts: HeadMoney;
}

export interface DecideSplit {
  type: 'DecideSplit';
  splitId: string;
  request: PropertySplitInput;
  /** Allocated before the decision, one per child. */
  newPropertyUniqueIds: string[];
  financialYear: string;
  /** Each part's tax (parent first) and the shares it was computed for; null when the year has no rule set. */
  assessed: { shares: Shares; taxes: PartTax[] } | null;
  at: string;
}

export interface CompleteSplit {
  type: 'CompleteSplit';
  splitId: string;
  at: string;
}

export type SplitCommand = DecideSplit | CompleteSplit;

export interface Overpaid {
  head: TaxHead;
  /** Paid, rebated or credited on the year's demand of this head. */
  creditedPaise: number;
  /** What the parent's own part owes for the head. */
  owesPaise: number;
}

const HEAD_NAMES: Record<TaxHead, string> = { house: 'house tax', water: 'water tax', sewer: 'sewer tax' };

export const SPLIT_TEXT = {
  pending: 'An earlier split of this property is still being completed; please try again in a minute',
  changed: 'The property changed while the split was being prepared; please look at it again',
  overpaid: (financialYear: string, o: Overpaid) =>
    `${formatPaise(o.creditedPaise)} of the ${financialYear} ${HEAD_NAMES[o.head]} has already been paid or ` +
    `credited on this property, more than the ${formatPaise(o.owesPaise)} its remaining part will owe. ` +
    `Split it from 1 April ${Number(financialYear.slice(0, 4)) + 1}, when each part is billed on its own`,
} as const;

/**
 * Where the parent's year would owe less than is already paid, rebated or credited on it once its
 * demand is replaced by its own part's: the split would turn paid tax into an overpaid year, so it is
 * refused (docs/DECISIONS.md). Null when the year has no demand yet or the part owes at least that.
 */
export function overpaidBy(
  ledger: LedgerState,
  financialYear: string,
  parentTax: HeadMoney,
): Overpaid | null {
  const year = ledger.years[financialYear];
  if (!year?.demandId) return null;
  for (const head of TAX_HEADS) {
    const credited = year.principalPaid[head] + year.rebate[head] - year.adjustment[head];
    if (parentTax[head] < credited) return { head, creditedPaise: credited, owesPaise: parentTax[head] };
  }
  return null;
}

const event = (type: string, data: object): DomainEvent => ({ type, version: 1, data });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function decideSplit(state: SplitState, c: DecideSplit): DomainEvent[] {
  const property = state.account.property;
  if (property.status === 'absent') throw notFound(PROPERTY_NOT_FOUND);
  if (property.status === 'deleted') throw conflict(PROPERTY_DELETED);
  if (state.splits[c.splitId]) return [];
  if (pendingSplit(state)) throw conflict(SPLIT_TEXT.pending);
  const shares = sharesOf(property, c.request, c.splitId);
  if (c.newPropertyUniqueIds.length !== shares.children.length)
    throw new Error('one new property id is needed per child');
  // The taxes were computed for the property as it was read; a change since needs a fresh look.
  if (c.assessed && !same(c.assessed.shares, shares)) throw conflict(SPLIT_TEXT.changed);
  // Re-cut only what the engine can assess: without a rule set the year stays as it is.
  const billNow = Boolean(c.assessed && state.account.ledger.years[c.financialYear]?.demandId);
  const overpaid =
    c.assessed && overpaidBy(state.account.ledger, c.financialYear, c.assessed.taxes[0].amounts);
  if (overpaid) throw conflict(SPLIT_TEXT.overpaid(c.financialYear, overpaid));
  return [
    event('PropertySplit', {
      propertyUniqueId: property.propertyUniqueId,
      splitId: c.splitId,
      newPropertyUniqueIds: c.newPropertyUniqueIds,
      financialYear: c.financialYear,
      remains: shares.remains,
      previous: {
        ...(property.details.plotArea === undefined ? {} : { plotArea: property.details.plotArea }),
        floors: property.floors,
      },
      children: shares.children.map((share, index) => ({
        propertyUniqueId: c.newPropertyUniqueIds[index],
        ...share,
      })),
      billNow,
      splitAt: c.at,
    }),
  ];
}

function completeSplit(state: SplitState, c: CompleteSplit): DomainEvent[] {
  const split = state.splits[c.splitId];
  if (!split) throw notFound('Split not found on this property');
  if (split.completed) return [];
  return [
    event('PropertySplitCompleted', {
      propertyUniqueId: split.data.propertyUniqueId,
      splitId: c.splitId,
      completedAt: c.at,
    }),
  ];
}

export function decideSplitCommand(state: SplitState, command: SplitCommand): DomainEvent[] {
  switch (command.type) {
    case 'DecideSplit':
      return decideSplit(state, command);
    case 'CompleteSplit':
      return completeSplit(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown split command ${JSON.stringify(unknown)}`);
    }
  }
}

export const splitDecider: Decider<SplitState, SplitCommand> = {
  initialState: initialSplitState,
  evolve: evolveSplit,
  decide: decideSplitCommand,
};
