export { splitsProjection } from './projection';
export { applySplitEvent, SPLIT_EVENT_TYPES } from './handlers';
export { findSplit, listSplits, unfinishedSplits, type SplitFilters } from './queries';
