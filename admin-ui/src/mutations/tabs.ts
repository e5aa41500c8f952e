import type { MutationStatus } from '@ptax/contracts';
import type { MutationsTextKey } from './texts';

/** One list of the screen: the status it always sends, and its label. */
export interface MutationTab {
  key: MutationStatus;
  label: MutationsTextKey;
}

export const TABS: readonly MutationTab[] = [
  { key: 'pending', label: 'tab.pending' },
  { key: 'approved', label: 'tab.approved' },
  { key: 'rejected', label: 'tab.rejected' },
];

export const tabOf = (key: string | null): MutationTab => TABS.find((tab) => tab.key === key) ?? TABS[0];
