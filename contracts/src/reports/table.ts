// A report's table, said once: the screen draws it and the XLSX / PDF export writes it from the same
// definition, so what a person reads and what they download can never disagree.

/** How a cell is shown: money arrives in paise and leaves in rupees; a month is 'YYYY-MM'. */
export type ReportCellKind = 'text' | 'count' | 'paise' | 'date' | 'month' | 'percent';

export interface ReportColumn {
  /** Dot path into a row, e.g. 'byHead.house'. */
  key: string;
  en: string;
  hi: string;
  kind: ReportCellKind;
  /**
   * On screen, shown only from this width up ('lg' 1200, 'xl' 1536 CSS px): a 1366 px laptop keeps the
   * columns a clerk reads, the rest show on wider screens; the XLSX and PDF always carry every column.
   */
  screenFrom?: 'lg' | 'xl';
}

export interface ReportTable {
  /** The stem of an exported file's name, e.g. 'collection-zone-wise'. */
  key: string;
  title: { en: string; hi: string };
  columns: ReportColumn[];
}

/** Any row object: a report's rows are the read model's own types. */
export type ReportRow = object;

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_LANGUAGES = ['en', 'hi'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** The value at a dot path of a row ('byHead.house'), or undefined. */
export function cellValue(row: ReportRow | undefined, key: string): unknown {
  let value: unknown = row;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Whether a column's cells line up on the right (numbers) or the left (words and dates). */
export const isNumeric = (kind: ReportCellKind) => kind === 'count' || kind === 'paise' || kind === 'percent';

/** A column shown on wide screens only (and in every file): `wideOnly(column(...))`. */
export const wideOnly = (shown: ReportColumn, from: 'lg' | 'xl' = 'xl'): ReportColumn => ({
  ...shown,
  screenFrom: from,
});

/** A column in both languages: `column('wardName', 'Ward', 'वार्ड', 'text')`. */
export const column = (key: string, en: string, hi: string, kind: ReportCellKind): ReportColumn => ({
  key,
  en,
  hi,
  kind,
});
