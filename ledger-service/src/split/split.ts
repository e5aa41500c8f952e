// What split decisions about a property need: its register and ledger (one stream), and the splits
// decided on it, each with the parent as it stood then (its children copy those details).
import type {
  BuildingImagesData,
  HeadMoney,
  PropertyDetails,
  PropertyEvent,
  RecordedEvent,
} from '@ptax/contracts';
import { evolveAccount, initialAccountState, type AccountState } from '../ledger/account';

export type SplitData = Extract<PropertyEvent, { type: 'PropertySplit' }>['data'];

export interface SplitRecord {
  data: SplitData;
  /** The decision event: each step of the process names it as its cause. */
  decision: RecordedEvent;
  /** The parent's details and images when the split was decided. */
  details: PropertyDetails;
  images: BuildingImagesData | null;
  /** The parent's demand of the split's year when the split was decided (null: not raised). */
  demandBefore: HeadMoney | null;
  completed: boolean;
}

export interface SplitState {
  account: AccountState;
  splits: Record<string, SplitRecord>;
}

export const initialSplitState: SplitState = { account: initialAccountState, splits: {} };

export function evolveSplit(state: SplitState, event: RecordedEvent): SplitState {
  const before = state.account.property;
  const account = evolveAccount(state.account, event);
  if (event.type === 'PropertySplit' && before.status !== 'absent') {
    const data = event.data as SplitData;
    const year = state.account.ledger.years[data.financialYear];
    const record: SplitRecord = {
      data,
      decision: event,
      details: before.details,
      images: before.images,
      demandBefore: year?.demandId ? year.demand : null,
      completed: false,
    };
    return { account, splits: { ...state.splits, [data.splitId]: record } };
  }
  if (event.type === 'PropertySplitCompleted') {
    const { splitId } = event.data as { splitId: string };
    const record = state.splits[splitId];
    if (record) return { account, splits: { ...state.splits, [splitId]: { ...record, completed: true } } };
  }
  return account === state.account ? state : { ...state, account };
}

/** A split decided on the property and not yet completed, if any. */
export const pendingSplit = (state: SplitState): SplitRecord | undefined =>
  Object.values(state.splits).find((split) => !split.completed);
