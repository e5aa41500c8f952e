import { z } from 'zod';
import { at, eventSchema, id } from './common';

// An export downloaded from the back office (issue 13), one stream `export-<exportId>` each: who (the
// metadata's userId and loginType), when, which export, with which filters and how many rows. The
// logs list it like any change a person made, so who took the register home can be read back.

export const exportStream = (exportId: string) => `export-${exportId}`;

export const DataExported = eventSchema('DataExported', 1, {
  exportId: id(),
  /** The export's title as its sheet says it: 'Properties', 'Transactions' ... */
  export: z.string().min(1),
  /** The call that made it: 'GET /api/properties/export'. */
  call: z.string().min(1),
  /** The filters asked, in words, as the sheet's title block prints them. */
  filters: z.array(z.string()),
  /** Rows written (those sent, when the download was cut short). */
  rows: z.number().int().nonnegative().optional(),
  /** True when owners' mobile numbers and emails were written masked (the exporter's role needs none). */
  contactsMasked: z.boolean().optional(),
  exportedAt: at(),
});

export const DataExportEvent = z.discriminatedUnion('type', [DataExported]);
export type DataExportEvent = z.infer<typeof DataExportEvent>;
