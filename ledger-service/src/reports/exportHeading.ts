// The title block of every export: the filters a request asked for, in words and names (the zone's
// name, never its id; days as DD-MM-YYYY), and who exported it when.
import type { Request } from 'express';
import { humanizeName, modeName } from '@ptax/contracts';
import { findMohalla, findWard, findZone } from '@ptax/projections';
import type { AuthedRequest } from '../http/auth';
import type { ModuleContext } from '../moduleContract';
import { exportedLine, type SheetHeading } from '../properties/export';
import { recordExportWhenSent } from '../logs/exportRecord';

const WORDS = {
  en: {
    financialYear: 'Financial year',
    from: 'From',
    to: 'To',
    asOf: 'As of',
    zone: 'Zone',
    ward: 'Ward',
    mohalla: 'Mohalla',
  },
  hi: {
    financialYear: 'वित्तीय वर्ष',
    from: 'से',
    to: 'तक',
    asOf: 'तिथि तक',
    zone: 'ज़ोन',
    ward: 'वार्ड',
    mohalla: 'मोहल्ला',
  },
} as const;

/** Query fields that shape the answer, not the selection. */
const NOT_FILTERS = new Set([
  'page',
  'limit',
  'format',
  'lang',
  'export',
  'sort',
  'order',
  'sortBy',
  'sortOrder',
]);
const NAMED = new Set([
  'financialYear',
  'startDate',
  'endDate',
  'fromDate',
  'toDate',
  'asOf',
  'zoneId',
  'wardId',
  'mohallaId',
]);
const MODE_FIELDS = new Set(['mode', 'modes', 'transactionType', 'paymentMode']);

/** The list filters' names in Hindi (a Hindi download names them in Hindi); others read in words. */
const FILTER_NAMES_HI: Record<string, string> = {
  propertyUniqueId: 'संपत्ति आईडी',
  transactionId: 'लेन-देन आईडी',
  receiptNumber: 'रसीद संख्या',
  ownerName: 'स्वामी का नाम',
  transactionType: 'लेन-देन का प्रकार',
  mode: 'माध्यम',
  modes: 'माध्यम',
  paymentMode: 'माध्यम',
  houseCategory: 'भवन श्रेणी',
  category: 'श्रेणी',
  subCategory: 'उप-श्रेणी',
};
/** 'cash' or 'Cash' (as the screens send it) in words; an unknown mode as it was asked. */
function modeWords(mode: string, language: 'en' | 'hi'): string {
  const code = mode.toLowerCase();
  const named = modeName(code, language);
  return named === code ? mode : named;
}
const filterName = (key: string, language: 'en' | 'hi') =>
  (language === 'hi' ? FILTER_NAMES_HI[key] : undefined) ?? humanizeName(key);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayText = (day: string) => day.replace(DAY, '$3-$2-$1');

function fieldsOf(req: Request): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const source of [req.body, req.query]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      const text = Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'object'
          ? ''
          : String(value ?? '');
      if (text.trim()) fields[key] = text.trim();
    }
  }
  return fields;
}

/** What was asked, in words and names, in the file's language. */
export async function filterLines(
  ctx: ModuleContext,
  req: Request,
  language: 'en' | 'hi' = 'en',
): Promise<string[]> {
  const words = WORDS[language];
  const fields = fieldsOf(req);
  const [zone, ward, mohalla] = await Promise.all([
    fields.zoneId ? findZone(ctx.pool, fields.zoneId) : null,
    fields.wardId ? findWard(ctx.pool, fields.wardId) : null,
    fields.mohallaId ? findMohalla(ctx.pool, fields.mohallaId) : null,
  ]);
  const from = fields.startDate ?? fields.fromDate;
  const to = fields.endDate ?? fields.toDate;
  const lines: (string | false | null | undefined)[] = [
    fields.financialYear && `${words.financialYear}: ${fields.financialYear}`,
    from && `${words.from}: ${dayText(from)}`,
    to && `${words.to}: ${dayText(to)}`,
    fields.asOf && `${words.asOf}: ${dayText(fields.asOf)}`,
    zone && `${words.zone}: ${zone.name}`,
    ward && `${words.ward}: ${ward.wardFullname}`,
    mohalla && `${words.mohalla}: ${mohalla.name}`,
  ];
  for (const [key, value] of Object.entries(fields)) {
    if (NOT_FILTERS.has(key) || NAMED.has(key)) continue;
    const shown = MODE_FIELDS.has(key)
      ? value
          .split(',')
          .map((mode) => modeWords(mode.trim(), language))
          .join(', ')
      : dayText(value);
    lines.push(`${filterName(key, language)}: ${shown}`);
  }
  return lines.filter((line): line is string => Boolean(line));
}

/**
 * The title block of an export asked by `req`; every export has one, so this is where each is
 * recorded in the logs (logs/exportRecord.ts) once its answer is over.
 */
export async function exportHeading(
  ctx: ModuleContext,
  req: Request,
  title: string,
  language: 'en' | 'hi' = 'en',
): Promise<SheetHeading> {
  const filters = await filterLines(ctx, req, language);
  recordExportWhenSent(ctx, req, title, language === 'en' ? filters : await filterLines(ctx, req, 'en'));
  return {
    title,
    filters,
    exportedLine: exportedLine((req as AuthedRequest).user, ctx.now(), language),
  };
}
