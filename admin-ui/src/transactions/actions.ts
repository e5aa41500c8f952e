import type { ListedRow, PaymentMode } from './types';

// Which action a row offers. The server decides in the end; the buttons only show where they can work.

export type ActionName = 'approve' | 'reject' | 'shift' | 'cancel' | 'sync' | 'receipt';

/** Instruments a reviewer clears or bounces. */
const REVIEWED_MODES: readonly PaymentMode[] = ['cheque', 'dd', 'neft'];
/** Payments taken at a counter, by NEFT or on a card machine, which can be cancelled. */
const CANCELLABLE_MODES: readonly PaymentMode[] = ['cash', 'cheque', 'dd', 'neft', 'pos'];
/** Payments a gateway answers for, whose status can be asked again. */
const GATEWAY_MODES: readonly PaymentMode[] = ['online', 'link'];

const isMode = (row: ListedRow, modes: readonly PaymentMode[]) =>
  row.mode !== undefined && modes.includes(row.mode);

export const ACTION_APPLIES: Record<ActionName, (row: ListedRow) => boolean> = {
  approve: (row) => row.status === 'pending' && isMode(row, REVIEWED_MODES),
  reject: (row) => row.status === 'pending' && isMode(row, REVIEWED_MODES),
  shift: (row) => row.status === 'success' && !row.shiftedTo,
  cancel: (row) => (row.status === 'success' || row.status === 'pending') && isMode(row, CANCELLABLE_MODES),
  sync: (row) => (row.status === 'initiated' || row.status === 'pending') && isMode(row, GATEWAY_MODES),
  receipt: (row) => Boolean(row.receiptNumber),
};

/** Every action but the receipt is for nagar_nigam officials only. */
export const OFFICIALS_ONLY: ReadonlySet<ActionName> = new Set([
  'approve',
  'reject',
  'shift',
  'cancel',
  'sync',
]);

/** The actions a row offers to this user, in the screen's order. */
export function actionsOf(
  screenActions: readonly ActionName[],
  row: ListedRow,
  isOfficial: boolean,
): ActionName[] {
  return screenActions.filter(
    (action) => (isOfficial || !OFFICIALS_ONLY.has(action)) && ACTION_APPLIES[action](row),
  );
}
