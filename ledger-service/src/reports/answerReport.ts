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
import { listCities } from '@ptax/projections';
import { badRequest } from '../http/errors';
import { corporationNames } from '../documents/cityName';
import type { ModuleContext } from '../moduleContract';
import type { AuthedRequest } from '../http/auth';
import { exportedLine, indiaDate } from '../properties/export';
import { filterLines } from './exportHeading';
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

const TOTAL = { en: 'Total', hi: 'कुल' } as const;

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
    totalLabel: TOTAL[language],
  };
  const today = indiaDate(ctx.now());
  const file =
    format === 'xlsx'
      ? await reportWorkbook(content, exportedLine((req as AuthedRequest).user, ctx.now(), language))
      : await reportPdf(content, dayText(today), new Date(ctx.now()));
  res.status(200);
  res.setHeader('Content-Type', TYPES[format]);
  // A Hindi file is named apart from the English one ('..._hi.xlsx'), so neither overwrites the other.
  const suffix = language === 'hi' ? '_hi' : '';
  res.setHeader('Content-Disposition', `attachment; filename="${table.key}-${today}${suffix}.${format}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(file);
}
