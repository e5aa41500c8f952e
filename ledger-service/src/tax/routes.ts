import type { Request, Response } from 'express';
import { financialYearOfInstant, PROPERTY_REPORT_TABLES, taxPreviewSchema } from '@ptax/contracts';
import {
  arvBands,
  arvListBatches,
  categoryWise,
  findMohalla,
  findRuleSet,
  listArv,
  type ArvBandRow,
  type ArvListRow,
  type CategoryWiseRow,
} from '@ptax/projections';
import { listPageOf, listReply, metadataOf, queryText } from '../geography/requests';
import { specRouter } from '../http/apiRouter';
import { badRequest, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { calculateTax, CALCULATION_TEXT, previewTax } from './calculations';
import { RULE_SET_TEXT } from './decide';
import { recordMohallaAssessments } from './recordAssessments';
import { answerReport } from '../reports/answerReport';
import { languageOf, namedBands, namedCategories, totalsOf } from './arvReport';
import { amountRangeOf, assessmentFilterOf, financialYearOf } from './requests';
import { indiaDate, streamWorkbook, type ExportColumn } from '../properties/export';
import { categoryNames, wordsOf } from '../properties/exportNames';
import { withPlaceNames, type PlaceNames } from '../properties/places';
import { exportHeading } from '../reports/exportHeading';

const EXPORT_BATCH = 2000;

const required = (req: Request, field: string) => {
  const value = queryText(req, field);
  if (!value) throw badRequest(`${field} is required`, { [field]: `${field} is required` });
  return value;
};

type NamedArvRow = ArvListRow & PlaceNames & { categoryName: string | null; subCategoryName: string | null };

const ARV_COLUMNS: ExportColumn<NamedArvRow>[] = [
  { header: 'Property ID', width: 22, value: (r) => r.propertyUniqueId },
  { header: 'Owner', width: 28, value: (r) => r.ownerName },
  { header: 'Financial year', value: (r) => r.financialYear },
  { header: 'Zone', value: (r) => r.zoneName ?? r.zoneId },
  { header: 'Ward', width: 24, value: (r) => r.wardName ?? r.wardId },
  { header: 'Mohalla', width: 24, value: (r) => r.mohallaName ?? r.mohallaId },
  { header: 'House category', value: (r) => wordsOf(r.houseCategory) },
  { header: 'Category', width: 24, value: (r) => r.categoryName },
  { header: 'Sub-category', width: 24, value: (r) => r.subCategoryName },
  { header: 'ARV (Rs)', kind: 'rupees', value: (r) => r.arvPaise },
  { header: 'House tax (Rs)', kind: 'rupees', value: (r) => r.houseTaxPaise },
  { header: 'Water tax (Rs)', kind: 'rupees', value: (r) => r.waterTaxPaise },
  { header: 'Sewer tax (Rs)', kind: 'rupees', value: (r) => r.sewerTaxPaise },
  { header: 'Total tax (Rs)', kind: 'rupees', value: (r) => r.totalTaxPaise },
  { header: 'Rule set version', value: (r) => r.ruleSetVersion },
];

const SUM_COLUMNS: ExportColumn<ArvBandRow | CategoryWiseRow>[] = [
  { header: 'Properties', kind: 'count', value: (r) => r.count },
  { header: 'ARV (Rs)', kind: 'rupees', value: (r) => r.arvPaise },
  { header: 'House tax (Rs)', kind: 'rupees', value: (r) => r.houseTaxPaise },
  { header: 'Water tax (Rs)', kind: 'rupees', value: (r) => r.waterTaxPaise },
  { header: 'Sewer tax (Rs)', kind: 'rupees', value: (r) => r.sewerTaxPaise },
];
const BAND_COLUMNS = [
  { header: 'ARV band', value: (r: ArvBandRow) => r.band },
  { header: 'From (Rs)', kind: 'rupees', value: (r: ArvBandRow) => r.fromPaise },
  { header: 'To (Rs)', kind: 'rupees', value: (r: ArvBandRow) => r.toPaise },
  ...SUM_COLUMNS,
] as ExportColumn<ArvBandRow>[];
const CATEGORY_COLUMNS = [
  { header: 'House category', value: (r: CategoryWiseRow) => wordsOf(r.houseCategory) },
  { header: 'Category', width: 28, value: (r: CategoryWiseRow) => r.categoryName ?? r.category },
  { header: 'Sub-category', width: 28, value: (r: CategoryWiseRow) => r.subCategoryName ?? r.subCategory },
  { header: 'Factor', kind: 'decimal', value: (r: CategoryWiseRow) => r.factor },
  ...SUM_COLUMNS,
] as ExportColumn<CategoryWiseRow>[];

/** The tax calls of SPEC section 7 (under properties/): calculations, recomputation, ARV reports. */
export function taxRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  register('GET', 'properties/calculateTax', async (req: Request, res: Response) => {
    const propertyUniqueId = required(req, 'propertyUniqueId');
    res.json({ data: await calculateTax(ctx.pool, propertyUniqueId, financialYearOf(req, ctx.now)) });
  });

  // Query fields (floors as JSON text) or a JSON body; the body wins where both give a field.
  register('GET', 'properties/taxCalculations', async (req: Request, res: Response) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const preview = parseWith(taxPreviewSchema, { ...req.query, ...body });
    res.json({ data: await previewTax(ctx.pool, preview, financialYearOfInstant(ctx.now())) });
  });

  register('PATCH', 'properties/calculateMohallaTax', async (req: Request, res: Response) => {
    const mohalla = await findMohalla(ctx.pool, required(req, 'mohallaId'));
    if (!mohalla) throw notFound(CALCULATION_TEXT.mohallaNotFound);
    assertInScope(await ctx.scopeOf(req), mohalla.zoneId, mohalla.wardId);
    const financialYear = financialYearOf(req, ctx.now);
    const ruleSet = await findRuleSet(ctx.pool, financialYear);
    if (!ruleSet) throw notFound(RULE_SET_TEXT.none(financialYear));
    const { summary, position } = await recordMohallaAssessments(
      ctx,
      mohalla.id,
      ruleSet,
      metadataOf(req, 'CalculateMohallaTax'),
    );
    await ctx.readYourWrites(position);
    res.json({ data: summary });
  });

  const arvFilter = async (req: Request) => {
    const { minPaise, maxPaise } = amountRangeOf(req);
    return {
      ...assessmentFilterOf(req, ctx.now, await ctx.scopeOf(req)),
      minArvPaise: minPaise,
      maxArvPaise: maxPaise,
    };
  };

  register('GET', 'properties/arvList', async (req: Request, res: Response) => {
    const page = listPageOf(req);
    const { rows, total } = await listArv(ctx.pool, await arvFilter(req), {
      ...page,
      limit: page.limit ?? 10,
    });
    res.json(listReply(rows, total, page));
  });

  register('GET', 'properties/arvList/export', async (req: Request, res: Response) => {
    const categories = await categoryNames(ctx.pool);
    const batches = arvListBatches(ctx.pool, await arvFilter(req), EXPORT_BATCH);
    async function* named() {
      for await (const batch of batches)
        yield (await withPlaceNames(ctx.pool, batch)).map((row) => ({
          ...row,
          categoryName: categories.category(row.category),
          subCategoryName: categories.subCategory(row.subCategory),
        }));
    }
    await streamWorkbook(res, `arv-list-${indiaDate(ctx.now())}.xlsx`, {
      heading: await exportHeading(ctx, req, 'ARV list'),
      sheetName: 'ARV list',
      columns: ARV_COLUMNS,
      batches: named(),
    });
  });

  const bandsOf = async (req: Request) => {
    const { minPaise, maxPaise } = amountRangeOf(req);
    return arvBands(ctx.pool, assessmentFilterOf(req, ctx.now, await ctx.scopeOf(req)), minPaise, maxPaise);
  };
  // Rows named in `lang`, with their totals; format=xlsx|pdf answers the report file.
  register('GET', 'properties/arvWise', async (req: Request, res: Response) => {
    const { minPaise, maxPaise } = amountRangeOf(req);
    const rows = namedBands(await bandsOf(req), languageOf(req), minPaise, maxPaise);
    const answer = { data: rows, total: rows.length, totals: totalsOf(rows) };
    await answerReport(ctx, req, res, PROPERTY_REPORT_TABLES.arvWise, answer);
  });
  register('GET', 'properties/arvWise/export', async (req: Request, res: Response) => {
    await streamWorkbook(res, `arv-wise-${indiaDate(ctx.now())}.xlsx`, {
      heading: await exportHeading(ctx, req, 'ARV-wise summary'),
      sheetName: 'ARV bands',
      columns: BAND_COLUMNS,
      batches: [await bandsOf(req)],
    });
  });

  const categoriesOf = async (req: Request) =>
    categoryWise(ctx.pool, assessmentFilterOf(req, ctx.now, await ctx.scopeOf(req)));
  register('GET', 'properties/categoryWise', async (req: Request, res: Response) => {
    const rows = namedCategories(await categoriesOf(req), languageOf(req));
    const answer = { data: rows, total: rows.length, totals: totalsOf(rows) };
    await answerReport(ctx, req, res, PROPERTY_REPORT_TABLES.categoryWise, answer);
  });
  register('GET', 'properties/categoryWise/export', async (req: Request, res: Response) => {
    await streamWorkbook(res, `category-wise-${indiaDate(ctx.now())}.xlsx`, {
      heading: await exportHeading(ctx, req, 'Category-wise summary'),
      sheetName: 'Categories',
      columns: CATEGORY_COLUMNS,
      batches: [await categoriesOf(req)],
    });
  });

  return router;
}
