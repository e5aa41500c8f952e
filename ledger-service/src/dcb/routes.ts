// GET taxDemands/dcb: the demand, collection and balance of a financial year as of a day, one row per
// zone, ward, mohalla or property under the place asked for (or the city's one row), with totals;
// `format=xlsx|pdf` answers the same rows as a file (answerReport).
import type { Request } from 'express';
import { DCB_TABLES, indiaDate, type DcbLevel } from '@ptax/contracts';
import {
  dcbFigures,
  dcbPropertyPage,
  findMohalla,
  findWard,
  findZone,
  listCities,
  noDcb,
  placesOf,
  type DcbFiguresByHead,
  type DcbQuery,
} from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf, pageOf } from '../properties/requests';
import { answerReport, reportFormatOf } from '../reports/answerReport';
import { dcbRequestOf, type DcbRequest } from './requests';

/** The figures of one head at the top of a row, when the request names a head. */
const forHead = (figures: DcbFiguresByHead, head: DcbRequest['head']) =>
  head ? { ...figures, ...figures.byHead[head] } : figures;

/** The places above the rows, by name, for the screen's breadcrumbs and the file's heading. */
async function pathOf(ctx: ModuleContext, { place }: DcbRequest) {
  const [zone, ward, mohalla] = await Promise.all([
    place.zoneId ? findZone(ctx.pool, place.zoneId) : null,
    place.wardId ? findWard(ctx.pool, place.wardId) : null,
    place.mohallaId ? findMohalla(ctx.pool, place.mohallaId) : null,
  ]);
  return [
    zone && { level: 'zone', id: zone.id, name: zone.name },
    ward && { level: 'ward', id: ward.id, name: ward.wardFullname },
    mohalla && { level: 'mohalla', id: mohalla.id, name: mohalla.name },
  ].filter(Boolean);
}

async function placeRows(ctx: ModuleContext, request: DcbRequest, query: DcbQuery, level: DcbLevel) {
  if (level === 'city') {
    const [cities, figures] = await Promise.all([listCities(ctx.pool), dcbFigures(ctx.pool, query, 'city')]);
    const name = cities[0]?.corporationName ?? cities[0]?.name ?? 'City';
    return [{ id: 'city', name, ...forHead(figures.get('city') ?? noDcb(), request.head) }];
  }
  const placeLevel = level as 'zone' | 'ward' | 'mohalla';
  const { zoneId, wardId, mohallaId, scope } = request.place;
  const [places, figures] = await Promise.all([
    placesOf(ctx.pool, placeLevel, { zoneId, wardId, mohallaId }, scope),
    dcbFigures(ctx.pool, query, placeLevel),
  ]);
  return places.map((place) => ({
    id: place.id,
    name: place.name,
    number: place.number === null ? null : Number(place.number),
    zoneId: place.zone_id,
    wardId: place.ward_id,
    ...forHead(figures.get(place.id) ?? noDcb(), request.head),
  }));
}

export function dcbRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  async function queryOf(req: Request) {
    const request = await dcbRequestOf(ctx.pool, fieldsOf(req), await ctx.scopeOf(req), ctx.now());
    const { rules } = await rulesOn(ctx.pool, request.asOf);
    const query: DcbQuery = {
      financialYear: request.financialYear,
      asOf: request.asOf,
      everythingRecorded: request.asOf === indiaDate(ctx.now()),
      rate: rules.interest,
      place: request.place,
    };
    return { request, query };
  }

  register('GET', 'taxDemands/dcb', async (req, res) => {
    const { request, query } = await queryOf(req);
    const { level, financialYear, asOf, head } = request;
    const [totals, path] = await Promise.all([dcbFigures(ctx.pool, query, 'city'), pathOf(ctx, request)]);
    const header = {
      financialYear,
      asOf,
      level,
      head,
      path,
      totals: forHead(totals.get('city') ?? noDcb(), head),
    };
    if (level !== 'property') {
      const data = await placeRows(ctx, request, query, level);
      await answerReport(ctx, req, res, DCB_TABLES[level], { ...header, data });
      return;
    }
    const paging = reportFormatOf(req) ? null : pageOf(fieldsOf(req));
    const { ids, total } = await dcbPropertyPage(ctx.pool, query, paging);
    const figures = await dcbFigures(ctx.pool, { ...query, properties: ids.map((p) => p.id) }, 'property');
    const data = ids.map(({ id, ownerName }) => ({
      id,
      name: ownerName ?? '',
      ...forHead(figures.get(id) ?? noDcb(), head),
    }));
    const page = paging ? { page: paging.page, limit: paging.limit } : {};
    await answerReport(ctx, req, res, DCB_TABLES.property, { ...header, data, total, ...page });
  });

  return router;
}
