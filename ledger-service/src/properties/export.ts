// The one sheet writer of every XLSX export (lists and reports): a title block (the report's name,
// the filters asked, who exported it and when, in India's time), the header, then the rows streamed
// in batches with exceljs' streaming writer, so a million properties never sit in memory at once.
// Cells are typed by their column's kind: money arrives in paise and is written as a rupee NUMBER
// with an Indian-grouping format (12,34,567.00); moments and days become real Excel dates in IST
// (DD-MM-YYYY); a text that is an ISO moment is written as a date too, so no export can print
// '2026-11-26T08:04:50.928Z'.
import { PassThrough, type Writable } from 'node:stream';
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { paiseToRupees } from '@ptax/contracts';
import { exportFactsOf, type ExportFacts } from '../logs/exportRecord';

/** How a column's values are written. `rupees` takes paise. */
export type SheetCellKind = 'text' | 'rupees' | 'count' | 'decimal' | 'percent' | 'date' | 'dateTime';

export type SheetLanguage = 'en' | 'hi';

export interface ExportColumn<Row> {
  /** One text, or the header in each language (a list exported from the Hindi back office). */
  header: string | Readonly<Record<SheetLanguage, string>>;
  width?: number;
  kind?: SheetCellKind;
  /** The cell's value; words and names in the sheet's language. */
  value: (row: Row, language: SheetLanguage) => string | number | boolean | Date | null | undefined;
}

/** A column's header in the sheet's language. */
export const headerIn = (header: ExportColumn<unknown>['header'], language: SheetLanguage): string =>
  typeof header === 'string' ? header : header[language];

/** The language a download asks for (`?lang=hi` from the Hindi back office); English otherwise. */
export const sheetLanguageOf = (query: Record<string, unknown> | undefined): SheetLanguage =>
  query?.lang === 'hi' ? 'hi' : 'en';

/** What the title block says above the header. */
export interface SheetHeading {
  /** The report's name: 'Transactions', 'Defaulters list' ... */
  title: string;
  /** 'Zone: Zone 1 - Hazratganj', 'From: 01-04-2026' ... (names, not ids). */
  filters: string[];
  /** 'Exported by admin@nagarnigam.demo (ADMIN) on 26-11-2026 13:34 IST'. */
  exportedLine: string;
  /** The city or corporation, printed first when given. */
  cityName?: string;
}

export const SHEET_WORDS = {
  en: { filters: 'Filters', none: 'none', exportedBy: 'Exported by', on: 'on', total: 'Total' },
  hi: { filters: 'फ़िल्टर', none: 'कोई नहीं', exportedBy: 'निर्यातकर्ता', on: 'तिथि', total: 'कुल' },
} as const;

// Indian grouping (lakh, crore) as an Excel number format: the value stays a number one can add up.
export const INDIAN_RUPEES = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';
export const INDIAN_COUNT = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0';
export const DAY_FORMAT = 'dd-mm-yyyy';
export const MOMENT_FORMAT = 'dd-mm-yyyy hh:mm';

const FORMATS: Partial<Record<SheetCellKind, string>> = {
  rupees: INDIAN_RUPEES,
  count: INDIAN_COUNT,
  decimal: '0.00',
  percent: '0.0',
  date: DAY_FORMAT,
  dateTime: MOMENT_FORMAT,
};

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A moment as Excel holds it: Excel dates have no zone and exceljs writes a Date's UTC fields, so
 * the Date carries India's wall clock in its UTC fields.
 */
export const indiaExcelDate = (at: number): Date => new Date(at + IST_OFFSET_MS);

/** 'YYYY-MM-DD' as that day in Excel. */
const excelDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

type Cell = { value: ExcelJS.CellValue; numFmt?: string };

function cellOf(kind: SheetCellKind, raw: ReturnType<ExportColumn<unknown>['value']>): Cell {
  if (raw === null || raw === undefined || raw === '') return { value: null };
  if (kind === 'rupees' && typeof raw === 'number')
    return { value: paiseToRupees(raw), numFmt: FORMATS.rupees };
  if (kind === 'date' || kind === 'dateTime') {
    if (typeof raw === 'string' && DAY.test(raw)) return { value: excelDay(raw), numFmt: DAY_FORMAT };
    const at = raw instanceof Date ? raw.getTime() : typeof raw === 'string' ? Date.parse(raw) : NaN;
    if (!Number.isNaN(at)) return { value: indiaExcelDate(at), numFmt: FORMATS[kind] };
  }
  if (typeof raw === 'number') return { value: raw, numFmt: FORMATS[kind] };
  if (raw instanceof Date) return { value: indiaExcelDate(raw.getTime()), numFmt: MOMENT_FORMAT };
  if (typeof raw === 'string' && MOMENT.test(raw))
    return { value: indiaExcelDate(Date.parse(raw)), numFmt: MOMENT_FORMAT };
  return { value: raw };
}

/** '26-11-2026 13:34 IST'. */
export function indiaMomentText(at: number): string {
  const ist = new Date(at + IST_OFFSET_MS).toISOString();
  return `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)} ${ist.slice(11, 16)} IST`;
}

/** The title block's last line: who exported the file and when (India's time). */
export function exportedLine(
  user: { email?: string; accessName?: string } | undefined,
  at: number,
  language: 'en' | 'hi' = 'en',
): string {
  const words = SHEET_WORDS[language];
  const who = user?.email ? `${user.email}${user.accessName ? ` (${user.accessName})` : ''}` : '—';
  return `${words.exportedBy}: ${who}, ${words.on} ${indiaMomentText(at)}`;
}

export interface SheetOptions<Row> {
  heading: SheetHeading;
  sheetName: string;
  columns: ExportColumn<Row>[];
  batches: AsyncIterable<Row[]> | Iterable<Row[]>;
  language?: SheetLanguage;
  /** A last, bold row (a report's totals), written after every batch. */
  totals?: () => Row | undefined;
  /** The label in the first cell of the totals row. */
  totalLabel?: string;
}

/** Writes the workbook into `stream`; the one place an export's sheet is shaped. */
export async function writeSheet<Row>(stream: Writable, options: SheetOptions<Row>): Promise<void> {
  const { heading, columns, batches } = options;
  const language = options.language ?? 'en';
  const words = SHEET_WORDS[language];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width ?? (column.kind && column.kind !== 'text' ? 16 : 20),
  }));
  const line = (text: string, font?: Partial<ExcelJS.Font>) => {
    const row = sheet.addRow([text]);
    if (font) row.font = font;
    row.commit();
  };
  if (heading.cityName) line(heading.cityName, { bold: true, size: 14 });
  line(heading.title, { bold: true, size: heading.cityName ? 12 : 14 });
  line(`${words.filters}: ${heading.filters.length ? heading.filters.join('; ') : words.none}`);
  line(heading.exportedLine, { italic: true });
  line('');
  const header = sheet.addRow(columns.map((column) => headerIn(column.header, language)));
  header.font = { bold: true };
  header.commit();
  const write = (row: Row, label?: string) => {
    const added = sheet.addRow([]);
    columns.forEach((column, index) => {
      const cell = added.getCell(index + 1);
      const { value, numFmt } =
        label !== undefined && index === 0
          ? { value: label }
          : cellOf(column.kind ?? 'text', column.value(row, language));
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
    });
    if (label !== undefined) added.font = { bold: true };
    added.commit();
  };
  for await (const batch of batches) for (const row of batch) write(row);
  const totals = options.totals?.();
  if (totals) write(totals, options.totalLabel ?? words.total);
  sheet.commit();
  await workbook.commit();
}

/** The batches, counted into the export's record (logs/exportRecord.ts) as they are written. */
async function* countedInto<Row>(facts: ExportFacts, batches: SheetOptions<Row>['batches']) {
  facts.exportedRows = 0;
  for await (const batch of batches) {
    facts.exportedRows += batch.length;
    yield batch;
  }
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Streams the export to the response under `fileName`. */
export async function streamWorkbook<Row>(
  res: Response,
  fileName: string,
  options: SheetOptions<Row>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', XLSX);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await writeSheet(res, { ...options, batches: countedInto(exportFactsOf(res), options.batches) });
  } catch (error) {
    // The headers are gone: cut the download short so it cannot pass for complete.
    console.error(`export ${fileName} failed`, error);
    res.destroy(error as Error);
  }
}

/** The export as bytes (a report answered whole). */
export async function workbookBuffer<Row>(options: SheetOptions<Row>): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  await writeSheet(sink, options);
  await ended;
  return Buffer.concat(chunks);
}

/** '2026-11-22' in India, for file names. */
export const indiaDate = (now: number) => new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
