import type { MasterEvent, RecordedEvent } from '@ptax/contracts';

export type DiscountTerms = Omit<Extract<MasterEvent, { type: 'DiscountAdded' }>['data'], 'addedAt'>;

export type DiscountState = { status: 'absent' } | { status: 'present'; terms: DiscountTerms };

export const initialDiscountState: DiscountState = { status: 'absent' };

export function evolveDiscount(state: DiscountState, event: RecordedEvent): DiscountState {
  if (event.type !== 'DiscountAdded' && event.type !== 'DiscountEdited') return state;
  const {
    addedAt: _added,
    editedAt: _edited,
    ...terms
  } = event.data as DiscountTerms & { addedAt?: string; editedAt?: string };
  return { status: 'present', terms };
}
