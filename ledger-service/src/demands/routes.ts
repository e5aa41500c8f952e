// Demands (SPEC section 7 "Demands") and payments/calculateDiscounts. Officials raise demands in
// bulk within their zones and wards; the bill, the payment details and the discount are public.
import type { Request, Response } from 'express';
import {
  financialYearOfInstant,
  indiaDate,
  optionalFinancialYear,
  propertyStream,
  shiftFinancialYear,
} from '@ptax/contracts';
import { demandRunCounts, demandTotals, findLedgerAccount } from '@ptax/projections';
import { z } from 'zod';
import { handleCommand } from '../eventsourcing/commandHandler';
import { specRouter } from '../http/apiRouter';
import { notFound } from '../http/errors';
import { sendPdf } from '../http/pdfReply';
import { assertInScope } from '../http/scope';
import { parseWith } from '../http/validate';
import { LEDGER_MESSAGES } from '../ledger/decide';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf, metadataOf, propertyIdOf } from '../properties/requests';
import { demandBill } from './bill';
import { billPdf } from './billPdf';
import { yearDemandDecider } from './demandDecision';
import { calculateDiscounts, paymentDetails } from './payable';
import { assertRaisableYear, dayOf, modeOf, runOf } from './requests';
import { runForRequest } from './runForRequest';
import { propertyIdsOfUpload, sheetUpload } from './upload';

/** How many earlier years a demand run is offered for (when they still lack bills). */
export const RUN_COUNT_YEARS_BACK = 4;

const yearSchema = z.object({ year: optionalFinancialYear(), financialYear: optionalFinancialYear() });

export function demandRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const today = () => indiaDate(ctx.now());

  register('POST', 'taxDemands/bulkDemandBill', async (req: Request, res: Response) => {
    const { financialYear, place } = await runOf(ctx.pool, fieldsOf(req), await ctx.scopeOf(req), ctx.now());
    assertRaisableYear(financialYear, ctx.now());
    res.json({ data: await runForRequest(ctx, financialYear, { place }, metadataOf(req, 'BulkDemandBill')) });
  });

  register('POST', 'taxDemands/bulkDemandBillByExcel', sheetUpload, async (req, res) => {
    const scope = await ctx.scopeOf(req);
    const { financialYear } = await runOf(ctx.pool, fieldsOf(req), scope, ctx.now());
    assertRaisableYear(financialYear, ctx.now());
    const { ids, invalid } = await propertyIdsOfUpload(req);
    const target = { propertyUniqueIds: ids, scope };
    const run = await runForRequest(ctx, financialYear, target, metadataOf(req, 'BulkDemandBillByExcel'));
    res.json({ data: { ...run, failed: [...invalid, ...run.failed] } });
  });

  register('GET', 'taxDemands/demandBillDetails', async (req, res) => {
    const propertyUniqueId = propertyIdOf(req.query.propertyId ?? req.query.propertyUniqueId);
    const asOf = dayOf(req.query.asOf, 'asOf') ?? today();
    res.json({ data: await demandBill(ctx.pool, propertyUniqueId, asOf) });
  });

  // Not in the spec's list of calls, so not registered through it; public like the bill itself.
  register('GET', 'taxDemands/billPdf', async (req, res) => {
    const propertyUniqueId = propertyIdOf(req.query.propertyId ?? req.query.propertyUniqueId);
    const language = req.query.lang === 'hi' ? 'hi' : 'en';
    const asOf = dayOf(req.query.asOf, 'asOf') ?? today();
    const pdf = await billPdf(ctx.pool, propertyUniqueId, asOf, language, ctx.publicUrl);
    sendPdf(res, `bill-${propertyUniqueId}-${asOf}`, language, pdf);
  });

  register('GET', 'taxDemands/paymentDetails', async (req, res) => {
    const propertyUniqueId = propertyIdOf(req.query.propertyId ?? req.query.propertyUniqueId);
    const { year } = parseWith(yearSchema, req.query);
    const details = await paymentDetails(
      ctx.pool,
      propertyUniqueId,
      modeOf(req.query.mode),
      today(),
      year ?? undefined,
    );
    res.json({ data: details });
  });

  register('POST', 'taxDemands/replace', async (req, res) => {
    const fields = fieldsOf(req);
    const propertyUniqueId = propertyIdOf(fields.propertyUniqueId ?? fields.propertyId);
    const { financialYear: asked } = parseWith(yearSchema, fields);
    const account = await findLedgerAccount(ctx.pool, propertyUniqueId);
    if (!account || account.status === 'absent') throw notFound(LEDGER_MESSAGES.propertyNotFound);
    assertInScope(await ctx.scopeOf(req), account.zoneId, account.wardId);
    const financialYear = assertRaisableYear(asked ?? financialYearOfInstant(ctx.now()), ctx.now());
    const at = new Date(ctx.now()).toISOString();
    const { rules } = await rulesOn(ctx.pool, indiaDate(at));
    const command = { type: 'RaiseYearDemand' as const, propertyUniqueId, financialYear, at, rules };
    const { events, position } = await handleCommand(
      ctx.store,
      propertyStream(propertyUniqueId),
      yearDemandDecider,
      command,
      metadataOf(req, 'ReplaceDemand'),
    );
    await ctx.readYourWrites(position);
    const raised = events.find((event) => event.type === 'DemandRaised');
    const demand = (await findLedgerAccount(ctx.pool, propertyUniqueId))?.state.years[financialYear];
    res.json({
      data: {
        propertyUniqueId,
        financialYear,
        demandId: demand?.demandId ?? null,
        replaced: Boolean(raised),
      },
    });
  });

  register('GET', 'taxDemands/fetchUpdatedTotals', async (req, res) => {
    const { financialYear, place } = await runOf(ctx.pool, fieldsOf(req), await ctx.scopeOf(req), ctx.now());
    const onDate = today();
    const currentYear = financialYearOfInstant(ctx.now());
    const { rules } = await rulesOn(ctx.pool, onDate);
    const totals = await demandTotals(ctx.pool, financialYear, currentYear, onDate, rules.interest, place);
    res.json({ data: totals });
  });

  // Before a run: for the current year and the RUN_COUNT_YEARS_BACK before it, how many properties of
  // the place a run would bill. The screen offers the current year and the earlier ones not yet raised.
  register('GET', 'taxDemands/runCount', async (req, res) => {
    const { place } = await runOf(ctx.pool, fieldsOf(req), await ctx.scopeOf(req), ctx.now());
    const currentYear = financialYearOfInstant(ctx.now());
    const years = Array.from({ length: RUN_COUNT_YEARS_BACK + 1 }, (_, back) =>
      shiftFinancialYear(currentYear, -back),
    );
    res.json({ data: { currentYear, years: await demandRunCounts(ctx.pool, years, place) } });
  });

  register('POST', 'payments/calculateDiscounts', async (req, res) => {
    const fields = fieldsOf(req);
    const propertyUniqueId = propertyIdOf(fields.propertyUniqueId ?? fields.propertyId);
    const onDate = dayOf(fields.date, 'date') ?? today();
    res.json({ data: await calculateDiscounts(ctx.pool, propertyUniqueId, modeOf(fields.mode), onDate) });
  });

  return router;
}
