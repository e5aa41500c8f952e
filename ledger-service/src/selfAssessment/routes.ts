// The self-assessment calls (SPEC section 7): citizens submit and look up their status; officials
// list and decide, within their zones and wards. Every answer is read after the write it follows.
import type { Request, Response } from 'express';
import {
  normalizeMobile,
  selfAssessmentListFiltersSchema,
  selfAssessmentStatusQuerySchema,
  type EventMetadata,
} from '@ptax/contracts';
import { findSelfAssessment, listSelfAssessments } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { limitPerAddress, publicLookups, publicSubmissions } from '../http/rateLimit';
import type { AuthedRequest } from '../http/auth';
import { notFound } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { withPlaceNames } from '../properties/places';
import { fieldsOf, metadataOf, pageOf } from '../properties/requests';
import { filesOf, multipart } from '../properties/uploads';
import { SELF_ASSESSMENT_TEXT } from './decide';
import { createSelfAssessmentDecisions } from './decisions';
import { staffRowOf, statusOf, type NamedSelfAssessment } from './rows';
import { createSelfAssessmentSubmission } from './submission';

/** Citizens submit without a login; staff who submit on someone's behalf are named. */
function submitterOf(req: Request): EventMetadata {
  const command = 'SubmitSelfAssessment';
  return (req as AuthedRequest).user
    ? metadataOf(req, command)
    : { userId: 'citizen', loginType: 'public', command };
}

const numberOf = (req: Request) =>
  String(req.params.id ?? '')
    .trim()
    .toUpperCase();

export function selfAssessmentRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const submit = createSelfAssessmentSubmission(ctx);
  const decisions = createSelfAssessmentDecisions(ctx);

  const named = async (selfAssessmentId: string): Promise<NamedSelfAssessment | null> => {
    const row = await findSelfAssessment(ctx.pool, selfAssessmentId);
    return row ? (await withPlaceNames(ctx.pool, [row]))[0] : null;
  };
  const answerStaffRow = async (res: Response, selfAssessmentId: string) => {
    const row = await named(selfAssessmentId);
    if (!row) throw notFound(SELF_ASSESSMENT_TEXT.notFound);
    res.json({ data: staffRowOf(row, ctx.fileLinks) });
  };

  // Counted before the upload is read, so a flood of submissions stores nothing.
  const submissions = limitPerAddress(ctx.pool, ctx.now, { name: 'selfAssessment', ...publicSubmissions() });
  const lookups = limitPerAddress(ctx.pool, ctx.now, { name: 'selfAssessmentStatus', ...publicLookups() });
  register('POST', 'selfAssessment', submissions, multipart, async (req: Request, res: Response) => {
    const upload = { fields: (req.body ?? {}) as Record<string, unknown>, files: filesOf(req) };
    const { submission, position } = await submit(upload, submitterOf(req));
    await ctx.readYourWrites(position);
    const { selfAssessmentId, form, submittedAt, arvPaise, totalTaxPaise, financialYear } = submission;
    res.status(201).json({
      data: {
        selfAssessmentId,
        form,
        status: 'submitted',
        submittedAt,
        arvPaise,
        totalTaxPaise,
        financialYear,
      },
    });
  });

  register('GET', 'selfAssessment', lookups, async (req: Request, res: Response) => {
    const query = parseWith(selfAssessmentStatusQuerySchema, fieldsOf(req));
    const row = await named(query.selfAssessmentId);
    if (!row || row.mobileNumber !== normalizeMobile(query.mobileNumber))
      throw notFound(SELF_ASSESSMENT_TEXT.lookupNotFound);
    res.json({ data: statusOf(row) });
  });

  register('GET', 'selfAssessment/all', async (req: Request, res: Response) => {
    const fields = fieldsOf(req);
    const page = pageOf(fields);
    const filters = parseWith(selfAssessmentListFiltersSchema, fields);
    const { rows, total } = await listSelfAssessments(ctx.pool, filters, await ctx.scopeOf(req), page);
    const data = (await withPlaceNames(ctx.pool, rows)).map((row) => staffRowOf(row, ctx.fileLinks));
    res.json({ data, total, page: page.page, limit: page.limit });
  });

  register('PATCH', 'selfAssessment/accept/:id', async (req: Request, res: Response) => {
    await decisions.accept(req, numberOf(req));
    await answerStaffRow(res, numberOf(req));
  });

  register('PATCH', 'selfAssessment/reject/:id', async (req: Request, res: Response) => {
    await decisions.reject(req, numberOf(req));
    await answerStaffRow(res, numberOf(req));
  });

  return router;
}
