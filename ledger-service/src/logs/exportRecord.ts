// Every export is recorded (issue 13): who, when, which export, with which filters and how many rows,
// as a DataExported event on its own stream, which the logs list like any change a person made. The
// record is written once an export's answer is over (finished or cut short), with the rows the sheet writer
// counted (properties/export.ts puts them in res.locals); a failure to record is logged, never the
// exporter's problem. A report's workbook (reports/answerReport.ts) holds sums, no one's details: not
// recorded here.
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { exportStream } from '@ptax/contracts';
import type { AuthedRequest } from '../http/auth';
import type { ModuleContext } from '../moduleContract';

/** What the sheet writer and the export's route leave for the record in `res.locals`. */
export interface ExportFacts {
  exportedRows?: number;
  /** Set by an export that writes owners' contacts: whether they were masked for this exporter. */
  contactsMasked?: boolean;
}

export const exportFactsOf = (res: Response): ExportFacts => res.locals as ExportFacts;

export function recordExportWhenSent(
  ctx: Pick<ModuleContext, 'store' | 'now'>,
  req: Request,
  title: string,
  filters: string[],
): void {
  const res = req.res;
  const user = (req as AuthedRequest).user;
  if (!res || !user) return;
  const call = `${req.method} ${req.baseUrl}${req.path}`;
  res.once('close', () => {
    // A refused export (bad filters, no such page) handed out nothing: only an answered one is recorded.
    if (res.statusCode >= 400) return;
    const { exportedRows, contactsMasked } = exportFactsOf(res);
    const exportId = randomUUID();
    const data = {
      exportId,
      export: title,
      call,
      filters,
      ...(exportedRows !== undefined ? { rows: exportedRows } : {}),
      ...(contactsMasked !== undefined ? { contactsMasked } : {}),
      exportedAt: new Date(ctx.now()).toISOString(),
    };
    ctx.store
      .append(
        exportStream(exportId),
        [
          {
            id: randomUUID(),
            type: 'DataExported',
            version: 1,
            data,
            metadata: { userId: user.email, loginType: user.loginType, command: 'ExportData' },
          },
        ],
        'no_stream',
      )
      .catch((error: unknown) => console.error(`export ${call} by ${user.email} not recorded`, error));
  });
}
