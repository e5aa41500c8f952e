// Every report call answers JSON, or with `format=xlsx|pdf` (and `lang=hi`) the same figures as a
// file, written from the report's one table definition (contracts/src/reports).
import type { Request, Response } from 'express';
import {
  REPORT_FORMATS,
  REPORT_LANGUAGES,
  type ReportFormat,
  type ReportLanguage,
  type ReportRow,
  type ReportTable,
} from '@ptax/contracts';
import { findMohalla, findWard, findZone, listCities } from '@ptax/projections';
import { badRequest } from '../http/errors';
import { corporationNames } from '../documents/cityName';
import type { ModuleContext } from '../moduleContract';
import { indiaDate } from '../properties/export';
import { reportPdf } from './reportPdf';
import { reportWorkbook, type ReportContent } from './reportSheet';

export interface ReportAnswer {
  data: ReportRow[];
  totals?: ReportRow;
  [more: string]: unknown;
}

const TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const WORDS = {
  en: {
    total: 'Total',
    financialYear: 'Financial year',
    from: 'From',
    to: 'To',
    asOf: 'As of',
    zone: 'Zone',
    ward: 'Ward',
    mohalla: 'Mohalla',
  },
  hi: {
    total: 'कुल',
    financialYear: 'वित्तीय वर्ष',
    from: 'से',
    to: 'तक',
    asOf: 'तिथि तक',
    zone: 'ज़ोन',
    ward: 'वार्ड',
    mohalla: 'मोहल्ला',
  },
} as const;

const queryText = (req: Request, name: string) => {
  const value = req.query[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** The file asked for, if any; a format other than xlsx or pdf is a 400. */
export function reportFormatOf(req: Request): ReportFormat | undefined {
  const format = queryText(req, 'format');
  if (format === undefined) return undefined;
  if (!(REPORT_FORMATS as readonly string[]).includes(format))
    throw badRequest(`format must be one of ${REPORT_FORMATS.join(', ')}`);
  return format as ReportFormat;
}

/** The language a file is asked in (`lang`, default en); another is a 400. */
export function languageOf(req: Request): ReportLanguage {
  const lang = queryText(req, 'lang') ?? 'en';
  if (!(REPORT_LANGUAGES as readonly string[]).includes(lang))
    throw badRequest(`lang must be one of ${REPORT_LANGUAGES.join(', ')}`);
  return lang as ReportLanguage;
}

const dayText = (day: string) => day.split('-').reverse().join('-');

/** What was asked, in words and names (the zone's name, not its id), for the file's heading. */
async function filterLines(ctx: ModuleContext, req: Request, language: ReportLanguage): Promise<string[]> {
  const words = WORDS[language];
  const [zone, ward, mohalla] = await Promise.all([
    queryText(req, 'zoneId') ? findZone(ctx.pool, queryText(req, 'zoneId')!) : null,
    queryText(req, 'wardId') ? findWard(ctx.pool, queryText(req, 'wardId')!) : null,
    queryText(req, 'mohallaId') ? findMohalla(ctx.pool, queryText(req, 'mohallaId')!) : null,
  ]);
  const lines: (string | false | null | undefined)[] = [
    queryText(req, 'financialYear') && `${words.financialYear}: ${queryText(req, 'financialYear')}`,
    queryText(req, 'startDate') && `${words.from}: ${dayText(queryText(req, 'startDate')!)}`,
    queryText(req, 'endDate') && `${words.to}: ${dayText(queryText(req, 'endDate')!)}`,
    queryText(req, 'asOf') && `${words.asOf}: ${dayText(queryText(req, 'asOf')!)}`,
    zone && `${words.zone}: ${zone.name}`,
    ward && `${words.ward}: ${ward.wardFullname}`,
    mohalla && `${words.mohalla}: ${mohalla.name}`,
  ];
  return lines.filter((line): line is string => Boolean(line));
}

/**
 * Answers a report: the JSON as it is, or the file the query asks for. Routes of paged lists pass
 * every row (not one page) when reportFormatOf(req) is set.
 */
export async function answerReport(
  ctx: ModuleContext,
  req: Request,
  res: Response,
  table: ReportTable,
  answer: ReportAnswer,
): Promise<void> {
  const format = reportFormatOf(req);
  if (!format) {
    res.json(answer);
    return;
  }
  const language = languageOf(req);
  const [cities, filters] = await Promise.all([listCities(ctx.pool), filterLines(ctx, req, language)]);
  const content: ReportContent = {
    table,
    language,
    cityName: corporationNames(cities[0]?.corporationName ?? 'Nagar Nigam')[language],
    filters,
    rows: answer.data,
    totals: answer.totals,
    totalLabel: WORDS[language].total,
  };
  const today = indiaDate(ctx.now());
  const file =
    format === 'xlsx'
      ? await reportWorkbook(content)
      : await reportPdf(content, dayText(today), new Date(ctx.now()));
  res.status(200);
  res.setHeader('Content-Type', TYPES[format]);
  // A Hindi file is named apart from the English one ('..._hi.xlsx'), so neither overwrites the other.
  const suffix = language === 'hi' ? '_hi' : '';
  res.setHeader('Content-Disposition', `attachment; filename="${table.key}-${today}${suffix}.${format}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(file);
}
