import type { Breakpoint } from '@mui/material';

/**
 * The `sx` of a secondary column of a list (its header and its cells): shown only on screens at least
 * `from` wide (lg 1200, xl 1536 CSS px). A 1366 px laptop with the sidebar open leaves a list about
 * 1,100 px: the columns a clerk needs to act on a row stay, the rest show on wider screens and in the
 * record's details or the spreadsheet.
 */
export const shownFrom = (from: Breakpoint) => ({ display: { xs: 'none', [from]: 'table-cell' } });

/** The `sx` of a row's action column: as narrow as its "⋮" button, never pushed off the screen. */
export const ACTION_COLUMN_SX = { width: 48, whiteSpace: 'nowrap', px: 0.5 } as const;
