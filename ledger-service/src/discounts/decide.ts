import type { DiscountAddInput, DiscountEditInput } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { evolveDiscount, initialDiscountState, type DiscountState, type DiscountTerms } from './discount';

export const DISCOUNT_TEXT = {
  notFound: 'Discount not found',
  exists: 'This discount already exists',
} as const;

export type DiscountCommand =
  | { type: 'AddDiscount'; discountId: string; input: DiscountAddInput; at: string }
  | { type: 'EditDiscount'; discountId: string; input: DiscountEditInput; at: string };

function add(
  state: DiscountState,
  { discountId, input, at }: Extract<DiscountCommand, { type: 'AddDiscount' }>,
) {
  if (state.status !== 'absent') throw conflict(DISCOUNT_TEXT.exists);
  const data = {
    discountId,
    billingPeriod: input.billingPeriod,
    periodDescription: input.periodDescription,
    // A new discount applies unless the form switches it off.
    status: input.status ?? true,
    discountPercentage: input.discountPercentage,
    additionDiscountCriteria: input.additionDiscountCriteria ?? [],
    addedAt: at,
  };
  return [{ type: 'DiscountAdded', version: 1, data }];
}

const sameCriteria = (
  a: DiscountTerms['additionDiscountCriteria'],
  b: DiscountTerms['additionDiscountCriteria'],
) =>
  a.length === b.length &&
  a.every((c, i) => c.criteria === b[i].criteria && c.discountPercentage === b[i].discountPercentage);

const sameTerms = (a: DiscountTerms, b: DiscountTerms) =>
  a.billingPeriod === b.billingPeriod &&
  a.periodDescription === b.periodDescription &&
  a.status === b.status &&
  a.discountPercentage === b.discountPercentage &&
  sameCriteria(a.additionDiscountCriteria, b.additionDiscountCriteria);

function edit(
  state: DiscountState,
  { discountId, input, at }: Extract<DiscountCommand, { type: 'EditDiscount' }>,
) {
  if (state.status !== 'present') throw notFound(DISCOUNT_TEXT.notFound);
  // The edit form sends the whole discount; what it leaves out stays as it was.
  const terms: DiscountTerms = {
    discountId,
    billingPeriod: input.billingPeriod,
    periodDescription: input.periodDescription,
    status: input.status ?? state.terms.status,
    discountPercentage: input.discountPercentage,
    additionDiscountCriteria: input.additionDiscountCriteria ?? state.terms.additionDiscountCriteria,
  };
  if (sameTerms(terms, state.terms)) return [];
  return [{ type: 'DiscountEdited', version: 1, data: { ...terms, editedAt: at } }];
}

export function decideDiscount(state: DiscountState, command: DiscountCommand): DomainEvent[] {
  switch (command.type) {
    case 'AddDiscount':
      return add(state, command);
    case 'EditDiscount':
      return edit(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown discount command ${JSON.stringify(unknown)}`);
    }
  }
}

export const discountDecider: Decider<DiscountState, DiscountCommand> = {
  initialState: initialDiscountState,
  evolve: evolveDiscount,
  decide: decideDiscount,
};
