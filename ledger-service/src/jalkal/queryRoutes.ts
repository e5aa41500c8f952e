// The jalkal lists (SPEC section 7, "Jalkal edits"): POST jalkal/pending, approved and rejected with
// the filters in the body, GET jalkal/archived with them in the query, for signed-in staff within
// their zones and wards; and the jalkal dashboard's counts by state and the year's water and sewer
// demand and collection by zone.
import type { Request, Response } from 'express';
import {
  financialYearOfInstant,
  jalkalListFiltersSchema,
  optionalFinancialYear,
  type JalkalZoneTotals,
} from '@ptax/contracts';
import {
  jalkalSummary,
  listJalkalEdits,
  yearTotalsByZone,
  type JalkalEditFilters,
  type JalkalList,
} from '@ptax/projections';
import { z } from 'zod';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf, pageOf } from '../properties/requests';
import { jalkalRows } from './rows';

const filtersOf = (req: Request): JalkalEditFilters =>
  Object.fromEntries(
    Object.entries(parseWith(jalkalListFiltersSchema, fieldsOf(req))).filter(([, value]) => value != null),
  ) as JalkalEditFilters;

const yearSchema = z.object({ financialYear: optionalFinancialYear() });

export function jalkalQueryRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const thisYear = () => financialYearOfInstant(ctx.now());

  const list = (which: JalkalList) => async (req: Request, res: Response) => {
    const fields = fieldsOf(req);
    const page = pageOf(fields);
    const year = thisYear();
    const { rows, total } = await listJalkalEdits(
      ctx.pool,
      which,
      filtersOf(req),
      await ctx.scopeOf(req),
      year,
      page,
    );
    res.json({ data: await jalkalRows(ctx, rows, year), total, page: page.page, limit: page.limit });
  };
  register('POST', 'jalkal/pending', list('pending'));
  register('POST', 'jalkal/approved', list('approved'));
  register('POST', 'jalkal/rejected', list('rejected'));
  register('GET', 'jalkal/archived', list('archived'));

  register('GET', 'jalkal/summary', async (req, res) => {
    res.json({ data: await jalkalSummary(ctx.pool, filtersOf(req), await ctx.scopeOf(req), thisYear()) });
  });

  register('GET', 'jalkal/zoneWise', async (req, res) => {
    const financialYear = parseWith(yearSchema, fieldsOf(req)).financialYear ?? thisYear();
    const zones = await yearTotalsByZone(ctx.pool, financialYear, await ctx.scopeOf(req));
    const data: JalkalZoneTotals[] = zones.map((zone) => ({
      zoneId: zone.zoneId,
      zoneName: zone.zoneName,
      properties: zone.properties,
      waterDemandPaise: zone.demand.water,
      waterCollectedPaise: zone.collected.water,
      sewerDemandPaise: zone.demand.sewer,
      sewerCollectedPaise: zone.collected.sewer,
    }));
    res.json({ data: { financialYear, zones: data } });
  });

  return router;
}
