// The year, place, day and interest rate a report over the ledger read model is computed for: the
// place and year read as the demand run reads them (runOf), today in India, the rules of today.
import type { Request } from 'express';
import { financialYearOfInstant, indiaDate } from '@ptax/contracts';
import type { DemandReportQuery } from '@ptax/projections';
import { runOf } from '../demands/requests';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf } from '../properties/requests';

export async function demandQueryOf(ctx: ModuleContext, req: Request): Promise<DemandReportQuery> {
  const { financialYear, place } = await runOf(ctx.pool, fieldsOf(req), await ctx.scopeOf(req), ctx.now());
  const onDate = indiaDate(ctx.now());
  const { rules } = await rulesOn(ctx.pool, onDate);
  return {
    financialYear,
    currentYear: financialYearOfInstant(ctx.now()),
    onDate,
    rate: rules.interest,
    place,
  };
}
