// GET mapSession and GET taxDemands/getGISReport (SPEC section 7): what the map screen draws on, and
// its layers as GeoJSON, for the place and year asked for within the caller's zones and wards.
import type { Request } from 'express';
import { financialYearOfInstant, indiaDate } from '@ptax/contracts';
import { defaulters, mapExtent, pointsOf, propertyPoints, wardAreas, type MapQuery } from '@ptax/projections';
import { defaulterFiltersOf } from '../demandReports/requests';
import { runOf } from '../demands/requests';
import { currentUser } from '../http/auth';
import { specRouter } from '../http/apiRouter';
import { badRequest } from '../http/errors';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf } from '../properties/requests';
import { mapConfigFromEnv, type MapConfig } from './config';
import { featureCollection, pointFeature, wardFeature } from './geojson';
import { bboxOf, GIS_TEXT, MAX_MAP_POINTS, reportTypeOf } from './requests';
import { createMapSessions } from './session';

export function mapRoutes(ctx: ModuleContext, config: MapConfig = mapConfigFromEnv()) {
  const { router, register } = specRouter(__filename);
  const sessions = createMapSessions(ctx.secret, ctx.now, config.sessionMinutes * 60_000);

  register('GET', 'mapSession', async (req, res) => {
    const scope = await ctx.scopeOf(req);
    const bounds = await mapExtent(ctx.pool, scope);
    res.json({
      data: {
        tiles: { url: config.tileUrl, attribution: config.attribution, maxZoom: config.maxZoom },
        // [south, west], [north, east]: Leaflet's order.
        bounds: bounds && [
          [bounds[1], bounds[0]],
          [bounds[3], bounds[2]],
        ],
        centre: bounds && [(bounds[1] + bounds[3]) / 2, (bounds[0] + bounds[2]) / 2],
        session: sessions.issue(currentUser(req).email),
      },
    });
  });

  async function mapQueryOf(req: Request, fields: Record<string, unknown>): Promise<MapQuery> {
    const { financialYear, place } = await runOf(ctx.pool, fields, await ctx.scopeOf(req), ctx.now());
    return { financialYear, place, bbox: bboxOf(fields.bbox) };
  }

  /** At most MAX_MAP_POINTS features; a larger selection must be narrowed (400, nothing read further). */
  const bounded = <T>(rows: T[]) => {
    if (rows.length > MAX_MAP_POINTS) throw badRequest(GIS_TEXT.tooMany);
    return rows;
  };

  register('GET', 'taxDemands/getGISReport', async (req, res) => {
    const fields = fieldsOf(req);
    const reportType = reportTypeOf(fields.reportType);
    sessions.check(fields.session, currentUser(req).email);
    const query = await mapQueryOf(req, fields);
    const header = { reportType, financialYear: query.financialYear, onDate: indiaDate(ctx.now()) };
    if (reportType === 'wards') {
      const wards = await wardAreas(ctx.pool, query);
      res.json({ ...header, data: featureCollection(wards.map(wardFeature)) });
      return;
    }
    if (reportType === 'properties') {
      const points = bounded(await propertyPoints(ctx.pool, query, MAX_MAP_POINTS + 1));
      res.json({ ...header, data: featureCollection(points.map((point) => pointFeature(point))) });
      return;
    }
    // Defaulters: the defaulters list's own query (dues over every year, between the bounds).
    const filters = defaulterFiltersOf(fields);
    const onDate = indiaDate(ctx.now());
    const { rules } = await rulesOn(ctx.pool, onDate);
    const listed = await defaulters(ctx.pool, {
      ...filters,
      currentYear: financialYearOfInstant(ctx.now()),
      onDate,
      rate: rules.interest,
      place: query.place,
      page: 1,
      limit: MAX_MAP_POINTS + 1,
    });
    const rows = bounded(listed.data);
    const byId = new Map(rows.map((row) => [row.propertyUniqueId, row]));
    const inBox = (point: { latitude: number; longitude: number }) =>
      !query.bbox ||
      (point.longitude >= query.bbox[0] &&
        point.latitude >= query.bbox[1] &&
        point.longitude <= query.bbox[2] &&
        point.latitude <= query.bbox[3]);
    const points = (await pointsOf(ctx.pool, query.financialYear, [...byId.keys()])).filter(inBox);
    const features = points.map((point) => {
      const { duesPaise, yearsDue } = byId.get(point.propertyUniqueId)!;
      return pointFeature(point, { totalDuesPaise: duesPaise, yearsDue });
    });
    res.json({ ...header, data: featureCollection(features) });
  });

  return router;
}
