import type { LogRow } from '@ptax/contracts';

/** The fields of a row in the order people read them: what an edit changed, then what else it says. */
export function factsOf(row: Pick<LogRow, 'changes' | 'details'>) {
  const changes = Object.entries(row.changes ?? {}).map(([field, change]) => ({ field, ...change }));
  const details = Object.entries(row.details).map(([field, value]) => ({ field, value }));
  return { changes, details };
}

/** How many facts a table cell shows before 'and N more'. */
export const SHOWN_FACTS = 3;
