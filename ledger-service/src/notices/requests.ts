// Reading POST properties/generateBulkNotice (and the count before it): the notice type, language,
// place or sheet, minimum dues; the notice date is today in India, pay-by 15 days later.
import type { Request } from 'express';
import {
  financialYearOfDate,
  indiaDate,
  NOTICE_DEFAULTS,
  noticeJobRequestSchema,
  rupeesToPaise,
  type NoticeJobRequest,
} from '@ptax/contracts';
import type { NoticeSelection } from '@ptax/projections';
import { runOf } from '../demands/requests';
import { propertyIdsOfUpload, type SheetIds } from '../demands/upload';
import { currentUser } from '../http/auth';
import type { AccessScope } from '../http/scope';
import { parseWith } from '../http/validate';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf } from '../properties/requests';
import type { JobTarget, NewJob } from './jobs';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const hasSheet = (req: Request) => ((req.files as Express.Multer.File[] | undefined) ?? []).length > 0;

/** The minimum dues in paise: as asked, or the defaulters' threshold for a recovery notice. */
const minimumOf = (input: NoticeJobRequest) =>
  rupeesToPaise(
    input.minimumDues ?? (input.noticeType === 'recovery' ? NOTICE_DEFAULTS.recoveryMinimumDuesRupees : 0),
  );

/** The place's selection: the place checked against the masters and the caller's zones and wards. */
async function selectionOf(
  ctx: ModuleContext,
  fields: Record<string, unknown>,
  input: NoticeJobRequest,
  scope: AccessScope,
  noticeDate: string,
): Promise<NoticeSelection> {
  const { place } = await runOf(ctx.pool, fields, scope, ctx.now());
  const { rules } = await rulesOn(ctx.pool, noticeDate);
  return {
    place,
    noticeDate,
    currentYear: financialYearOfDate(noticeDate),
    minimumDuesPaise: minimumOf(input),
    arrearsOnly: input.noticeType === 'recovery',
    interest: rules.interest,
  };
}

/** GET properties/notices/count: the selection of a place (no sheet). */
export async function countRequestOf(ctx: ModuleContext, req: Request): Promise<NoticeSelection> {
  const fields = fieldsOf(req);
  const input = parseWith(noticeJobRequestSchema, fields);
  return selectionOf(ctx, fields, input, await ctx.scopeOf(req), indiaDate(ctx.now()));
}

/** The job a request asks for, whom it serves, and a sheet's IDs that are not property IDs. */
export async function jobRequestOf(
  ctx: ModuleContext,
  req: Request,
): Promise<{ job: NewJob; target: JobTarget; invalid: SheetIds['invalid'] }> {
  const fields = fieldsOf(req);
  const input = parseWith(noticeJobRequestSchema, fields);
  const scope = await ctx.scopeOf(req);
  const user = currentUser(req);
  const noticeDate = indiaDate(ctx.now());
  // One property asked for by its ID is served like a sheet of one row (scope checked per notice).
  const single =
    input.propertyUniqueId && !hasSheet(req) ? { ids: [input.propertyUniqueId], invalid: [] } : null;
  const sheet = single ?? (hasSheet(req) ? await propertyIdsOfUpload(req) : null);
  const selection = sheet ? null : await selectionOf(ctx, fields, input, scope, noticeDate);
  const file = sheet && !single ? (req.files as Express.Multer.File[])[0] : null;
  const job: NewJob = {
    noticeType: input.noticeType,
    language: input.language,
    ...(selection
      ? {
          zoneId: selection.place.zoneId,
          wardId: selection.place.wardId,
          mohallaId: selection.place.mohallaId,
        }
      : { sheetName: single ? input.propertyUniqueId : file?.originalname || 'sheet.xlsx' }),
    minimumDuesPaise: minimumOf(input),
    noticeDate,
    payBy: addDays(noticeDate, NOTICE_DEFAULTS.payWithinDays),
    financialYear: financialYearOfDate(noticeDate),
    actSection: input.noticeType === 'recovery' ? NOTICE_DEFAULTS.recoverySection[input.language] : null,
    requestedBy: user.email,
    loginType: user.loginType ?? null,
    scope,
    createdAt: new Date(ctx.now()).toISOString(),
  };
  return {
    job,
    target: selection ? { selection } : { propertyUniqueIds: sheet!.ids },
    invalid: sheet?.invalid ?? [],
  };
}
