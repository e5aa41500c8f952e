// A report as a workbook, through the one sheet writer of every export (properties/export.ts): the
// city, the report's title, the filters asked and who exported it when, the header, the rows and the
// total row; money as rupee numbers in Indian grouping, days as Excel dates.
import {
  cellValue,
  type ReportCellKind,
  type ReportLanguage,
  type ReportRow,
  type ReportTable,
} from '@ptax/contracts';
import { workbookBuffer, type ExportColumn, type SheetCellKind } from '../properties/export';

export interface ReportContent {
  table: ReportTable;
  language: ReportLanguage;
  cityName: string;
  /** 'Financial year: 2026-27', ... in the report's language. */
  filters: string[];
  rows: ReportRow[];
  totals?: ReportRow;
  /** The label of the total row. */
  totalLabel: string;
}

const KINDS: Record<ReportCellKind, SheetCellKind> = {
  text: 'text',
  count: 'count',
  paise: 'rupees',
  date: 'date',
  month: 'text',
  percent: 'percent',
};

const MONTH = /^(\d{4})-(\d{2})$/;

function columnsOf(content: ReportContent): ExportColumn<ReportRow>[] {
  return content.table.columns.map((column) => ({
    header: column[content.language],
    width: column.kind === 'text' ? 26 : 16,
    kind: KINDS[column.kind],
    value: (row) => {
      const value = cellValue(row, column.key);
      if (value === undefined || value === null) return null;
      if (column.kind === 'month') return String(value).replace(MONTH, '$2-$1');
      if (Array.isArray(value)) return value.join(', ');
      return typeof value === 'object' ? null : (value as string | number | boolean);
    },
  }));
}

export function reportWorkbook(content: ReportContent, exportedLine: string): Promise<Buffer> {
  return workbookBuffer({
    heading: {
      cityName: content.cityName,
      title: content.table.title[content.language],
      filters: content.filters,
      exportedLine,
    },
    sheetName: content.table.title.en,
    columns: columnsOf(content),
    batches: [content.rows],
    language: content.language,
    totals: () => content.totals,
    totalLabel: content.totalLabel,
  });
}
