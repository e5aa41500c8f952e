// The property lists, searches, counts, details and exports of SPEC section 7, limited to the
// caller's zones and wards. `properties/search` and `GET properties` are public: an anonymous caller
// gets masked rows (publicRows.ts).
import type { Request, Response } from 'express';
import { constTypeName, financialYearOfInstant, houseCategoryName, logEventLabel } from '@ptax/contracts';
import {
  assessedArvPaise,
  maskEmail,
  maskMobile,
  countPropertiesByWard,
  findProperty,
  findPropertyFloors,
  findPropertyHistory,
  listProperties,
  listPropertyEdits,
  propertyBatches,
  propertyEditBatches,
  type PropertyEditRow,
  type PropertyFilters,
  type PropertyRow,
} from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { limitPerAddress, publicLookups } from '../http/rateLimit';
import { badRequest, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { PROPERTY_NOT_FOUND } from './decide';
import { exportFactsOf } from '../logs/exportRecord';
import { seesOwnerContacts } from '../staff/access';
import { storedFileLinks } from './fileLinks';
import { indiaDate, sheetLanguageOf, streamWorkbook, type ExportColumn } from './export';
import { categoryNames, constructionName, wordsOf } from './exportNames';
import { exportHeading } from '../reports/exportHeading';
import { withPlaceNames, type PlaceNames } from './places';
import { publicRow } from './publicRows';
import { fieldsOf, filtersOf, pageOf, propertyIdOf } from './requests';

const isSignedIn = (req: Request) => Boolean((req as { user?: unknown }).user);

/** A public search must name what it looks for: a citizen finds a property, not a list of the city. */
export const SEARCH_NEEDS_CRITERION =
  'Enter a property ID, owner name, father / husband name, mobile number, house number or address to search';
const SEARCH_FIELDS: (keyof PropertyFilters)[] = [
  'propertyUniqueId',
  'ownerName',
  'fatherHusbandName',
  'mobileNumber',
  'houseNumber',
  'address',
];
const PUBLIC_MAX_LIMIT = 20;

type NamedRow = PropertyRow & PlaceNames & { categoryName: string | null; subCategoryName: string | null };

const h = (en: string, hi: string) => ({ en, hi });
const MATCHING = { matched: h('Matched', 'मिलान हुआ'), unmatched: h('Unmatched', 'मिलान नहीं हुआ') };
const YES_NO = { yes: h('Yes', 'हाँ'), no: h('No', 'नहीं') };

// Words and names in the sheet's language: a list exported from the Hindi back office reads in Hindi.
const PROPERTY_COLUMNS: ExportColumn<NamedRow>[] = [
  { header: h('Property ID', 'संपत्ति आईडी'), width: 20, value: (r) => r.propertyUniqueId },
  { header: h('Owner Name', 'स्वामी का नाम'), width: 28, value: (r) => r.ownerName },
  { header: h('Father Name', 'पिता का नाम'), width: 24, value: (r) => r.fatherName },
  { header: h('Husband Name', 'पति का नाम'), width: 24, value: (r) => r.husbandName },
  { header: h('Mobile Number', 'मोबाइल नंबर'), value: (r) => r.mobileNumber },
  { header: h('Email', 'ईमेल'), width: 24, value: (r) => r.emailId },
  { header: h('Property Address', 'संपत्ति का पता'), width: 40, value: (r) => r.propertyAddress },
  { header: h('House Number', 'मकान नंबर'), value: (r) => r.houseNumber },
  { header: h('Zone', 'ज़ोन'), width: 20, value: (r) => r.zoneName ?? r.zoneId },
  { header: h('Ward', 'वार्ड'), width: 24, value: (r) => r.wardName ?? r.wardId },
  { header: h('Mohalla', 'मोहल्ला'), width: 24, value: (r) => r.mohallaName ?? r.mohallaId },
  {
    header: h('House Category', 'भवन श्रेणी'),
    value: (r, language) => houseCategoryName(r.houseCategory, language),
  },
  { header: h('Category', 'श्रेणी'), width: 24, value: (r) => r.categoryName },
  { header: h('Sub-Category', 'उप-श्रेणी'), width: 24, value: (r) => r.subCategoryName },
  {
    header: h('Construction Type', 'निर्माण का प्रकार'),
    value: (r, language) =>
      language === 'hi' ? constTypeName(r.constType, 'hi') : constructionName(r.constType),
  },
  { header: h('Plot Area (sq ft)', 'भूखंड क्षेत्रफल (वर्ग फुट)'), value: (r) => r.plotArea },
  { header: h('Road Width (m)', 'सड़क की चौड़ाई (मीटर)'), value: (r) => r.roadWidth },
  { header: h('Construction Year', 'निर्माण वर्ष'), value: (r) => r.constructionYear },
  { header: h('Old Property Tax ID', 'पुरानी संपत्ति कर आईडी'), value: (r) => r.oldPropertyTaxId },
  { header: h('Old ARV (Rs)', 'पुराना वार्षिक मूल्य (रु.)'), kind: 'rupees', value: (r) => r.oldArvPaise },
  {
    header: h('Matching Status', 'मिलान की स्थिति'),
    value: (r, language) =>
      r.matchingStatus && Object.hasOwn(MATCHING, r.matchingStatus)
        ? MATCHING[r.matchingStatus as keyof typeof MATCHING][language]
        : wordsOf(r.matchingStatus),
  },
  { header: h('Edited', 'संपादित'), value: (r, language) => YES_NO[r.edited ? 'yes' : 'no'][language] },
  { header: h('Created At', 'बनने का समय'), width: 20, kind: 'dateTime', value: (r) => r.createdAt },
];

/** An owner's contact as an exporter without an owner-contact role sees it (staff/access.ts). */
const maskedContact = (field: string, value: unknown) => {
  if (typeof value !== 'string') return value;
  if (/mobile/i.test(field)) return maskMobile(value);
  return /email/i.test(field) ? maskEmail(value) : value;
};
const shownContact = (_field: string, value: unknown) => value;

const describeChanges = (changes: Record<string, unknown>, show = shownContact) =>
  Object.entries(changes)
    .map(([field, change]) => {
      const { before, after } = (change ?? {}) as { before?: unknown; after?: unknown };
      const [was, is] = [show(field, before ?? null), show(field, after ?? null)];
      return `${field}: ${JSON.stringify(was ?? null)} -> ${JSON.stringify(is ?? null)}`;
    })
    .join('; ');

/** The owner's mobile number and email, masked for an exporter whose role does not contact owners. */
async function contactsFor(ctx: ModuleContext, req: Request, res: Response) {
  const masked = !(await seesOwnerContacts(ctx.directory, req));
  exportFactsOf(res).contactsMasked = masked;
  return masked ? maskedContact : shownContact;
}

const EDIT_COLUMNS: ExportColumn<PropertyEditRow & PlaceNames & { whatChanged: string }>[] = [
  { header: 'Property ID', width: 20, value: (r) => r.propertyUniqueId },
  { header: 'Owner Name', width: 28, value: (r) => r.ownerName },
  { header: 'Zone', width: 20, value: (r) => r.zoneName ?? r.zoneId },
  { header: 'Ward', width: 24, value: (r) => r.wardName ?? r.wardId },
  { header: 'Mohalla', width: 24, value: (r) => r.mohallaName ?? r.mohallaId },
  { header: 'Change', width: 22, value: (r) => logEventLabel(r.type) },
  { header: 'Edited At', width: 20, kind: 'dateTime', value: (r) => r.editedAt },
  { header: 'Edited By', width: 28, value: (r) => r.editedBy },
  { header: 'What Changed', width: 80, value: (r) => r.whatChanged },
];

export function propertyQueryRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const db = ctx.pool;

  async function list(req: Request, res: Response) {
    const fields = fieldsOf(req);
    const page = pageOf(fields);
    const { rows, total } = await listProperties(db, filtersOf(fields), await ctx.scopeOf(req), page);
    res.json({ data: await withPlaceNames(db, rows), total, page: page.page, limit: page.limit });
  }

  register('POST', 'properties/all', list);
  register('POST', 'properties/paginated', list);
  register('POST', 'properties/message/search', list);

  const searches = limitPerAddress(ctx.pool, ctx.now, {
    name: 'propertySearch',
    ...publicLookups(),
    staffExempt: true,
  });
  register('POST', 'properties/search', searches, async (req, res) => {
    const fields = fieldsOf(req);
    const filters = filtersOf(fields);
    if (!SEARCH_FIELDS.some((field) => filters[field] !== undefined))
      throw badRequest(SEARCH_NEEDS_CRITERION);
    const page = pageOf(fields);
    const signedIn = isSignedIn(req);
    if (!signedIn) page.limit = Math.min(page.limit, PUBLIC_MAX_LIMIT);
    const { rows, total } = await listProperties(db, filters, await ctx.scopeOf(req), page);
    const named = await withPlaceNames(db, rows);
    res.json({ data: signedIn ? named : named.map(publicRow), total, page: page.page, limit: page.limit });
  });

  /** One property: the caller's scope applies; a deleted one is gone for the public. */
  async function one(req: Request, includeDeleted: boolean) {
    const id = propertyIdOf(req.query.propertyUniqueId ?? req.query.id);
    const row = await findProperty(db, id);
    if (!row || (!includeDeleted && row.status === 'deleted')) throw notFound(PROPERTY_NOT_FOUND);
    assertInScope(await ctx.scopeOf(req), row.zoneId, row.wardId);
    return (await withPlaceNames(db, [row]))[0];
  }

  register('GET', 'properties', async (req, res) => {
    const signedIn = isSignedIn(req);
    const row = await one(req, signedIn);
    res.json({ data: signedIn ? row : publicRow(row) });
  });

  register('GET', 'properties/viewDetails', async (req, res) => {
    const row = await one(req, true);
    // The ARV shown with the register's fields: this financial year's recorded one (its demand's).
    const arvFinancialYear = financialYearOfInstant(ctx.now());
    const [floors, history, arvPaise] = await Promise.all([
      findPropertyFloors(db, row.propertyUniqueId),
      findPropertyHistory(db, row.propertyUniqueId),
      assessedArvPaise(db, row.propertyUniqueId, arvFinancialYear),
    ]);
    const kinds: Record<string, number> = {};
    for (const entry of history) kinds[entry.kind] = (kinds[entry.kind] ?? 0) + 1;
    const { ownerName, fatherName, husbandName, mobileNumber, emailId } = row;
    res.json({
      data: {
        ...row,
        ...storedFileLinks(row as unknown as Record<string, unknown>, ctx.fileLinks),
        arvPaise,
        arvFinancialYear,
        owner: { ownerName, fatherName, husbandName, mobileNumber, emailId },
        floors,
        history: {
          registeredAt: history.find((entry) => entry.kind === 'registration')?.at ?? row.createdAt,
          registeredBy: history.find((entry) => entry.kind === 'registration')?.by ?? row.createdBy,
          lastChangedAt: history[0]?.at ?? row.updatedAt,
          events: history.length,
          edits: kinds.edit ?? 0,
          byKind: kinds,
          recent: history.slice(0, 20),
        },
      },
    });
  });

  register('GET', 'properties/count', async (req, res) => {
    const counts = await countPropertiesByWard(db, filtersOf(fieldsOf(req)), await ctx.scopeOf(req));
    res.json({ data: counts, total: counts.total });
  });

  register('GET', 'properties/export', async (req, res) => {
    const filters = filtersOf(fieldsOf(req));
    const scope = await ctx.scopeOf(req);
    const language = sheetLanguageOf(req.query);
    const categories = await categoryNames(db, language);
    const contact = await contactsFor(ctx, req, res);
    async function* named() {
      for await (const batch of propertyBatches(db, filters, scope))
        yield (await withPlaceNames(db, batch)).map((row) => ({
          ...row,
          mobileNumber: contact('mobileNumber', row.mobileNumber) as string | null,
          emailId: contact('emailId', row.emailId) as string | null,
          categoryName: categories.category(row.category),
          subCategoryName: categories.subCategory(row.subCategory),
        }));
    }
    await streamWorkbook(res, `properties-${indiaDate(ctx.now())}.xlsx`, {
      heading: await exportHeading(ctx, req, language === 'hi' ? 'संपत्तियाँ' : 'Properties', language),
      language,
      sheetName: 'Properties',
      columns: PROPERTY_COLUMNS,
      batches: named(),
    });
  });

  const editFiltersOf = (req: Request) => {
    const { zoneId, wardId, mohallaId, propertyUniqueId, startDate, endDate } = filtersOf(fieldsOf(req));
    return { zoneId, wardId, mohallaId, propertyUniqueId, startDate, endDate };
  };

  register('GET', 'properties/edited', async (req, res) => {
    const page = pageOf(fieldsOf(req));
    const { rows, total } = await listPropertyEdits(db, editFiltersOf(req), await ctx.scopeOf(req), page);
    res.json({ data: await withPlaceNames(db, rows), total, page: page.page, limit: page.limit });
  });

  register('GET', 'properties/edited/export', async (req, res) => {
    const filters = editFiltersOf(req);
    const scope = await ctx.scopeOf(req);
    const contact = await contactsFor(ctx, req, res);
    async function* named() {
      for await (const batch of propertyEditBatches(db, filters, scope))
        yield (await withPlaceNames(db, batch)).map((row) => ({
          ...row,
          whatChanged: describeChanges(row.changes, contact),
        }));
    }
    await streamWorkbook(res, `edited-properties-${indiaDate(ctx.now())}.xlsx`, {
      heading: await exportHeading(ctx, req, 'Edited properties'),
      sheetName: 'Edited Properties',
      columns: EDIT_COLUMNS,
      batches: named(),
    });
  });

  return router;
}
