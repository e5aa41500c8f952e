import type { JalkalTextKey } from './texts';

export type JalkalTabKey = 'pending' | 'approved' | 'rejected' | 'archived';

/** One list of the jalkal dashboard: the resource that reads it and what its date range means. */
export interface JalkalTab {
  key: JalkalTabKey;
  label: JalkalTextKey;
  resource: string;
  /** Pending requests are dated by when they were raised, the others by their decision. */
  dates: 'raised' | 'decided';
}

export const JALKAL_TABS: readonly JalkalTab[] = [
  { key: 'pending', label: 'tab.pending', resource: 'jalkalPending', dates: 'raised' },
  { key: 'approved', label: 'tab.approved', resource: 'jalkalApproved', dates: 'decided' },
  { key: 'rejected', label: 'tab.rejected', resource: 'jalkalRejected', dates: 'decided' },
  { key: 'archived', label: 'tab.archived', resource: 'jalkalArchived', dates: 'decided' },
];

export const tabOf = (key: string | null): JalkalTab =>
  JALKAL_TABS.find((tab) => tab.key === key) ?? JALKAL_TABS[0];

/** The lists the spec reads with a POST (filters in the body); archived is a GET (providers/resources.ts). */
export const JALKAL_POST_LISTS = {
  jalkalPending: '/jalkal/pending',
  jalkalApproved: '/jalkal/approved',
  jalkalRejected: '/jalkal/rejected',
};
