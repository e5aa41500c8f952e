// A report as a workbook: title, the filters asked, the header, the rows and the total row.
import ExcelJS from 'exceljs';
import { cellSheetValue, type ReportLanguage, type ReportRow, type ReportTable } from '@ptax/contracts';

const NUMBER_FORMATS = { paise: '#,##0.00', count: '#,##0', percent: '0.0' } as const;

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

export async function reportWorkbook(content: ReportContent): Promise<Buffer> {
  const { table, language, rows, totals } = content;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.title.en.slice(0, 31));
  const width = table.columns.length;
  sheet.addRow([content.cityName]).font = { bold: true, size: 14 };
  sheet.addRow([table.title[language]]).font = { bold: true, size: 12 };
  for (const line of content.filters) sheet.addRow([line]);
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((column) => column[language]));
  header.font = { bold: true };
  const firstData = header.number + 1;
  for (const row of rows) sheet.addRow(table.columns.map((column) => cellSheetValue(row, column)));
  if (totals) {
    const cells = table.columns.map((column, index) =>
      index === 0 ? content.totalLabel : cellSheetValue(totals, column),
    );
    sheet.addRow(cells).font = { bold: true };
  }
  table.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.kind === 'text' ? 26 : 16;
    const numFmt = NUMBER_FORMATS[column.kind as keyof typeof NUMBER_FORMATS];
    if (numFmt)
      sheetColumn.eachCell((cell, rowNumber) => {
        if (rowNumber >= firstData) cell.numFmt = numFmt;
      });
  });
  sheet.views = [{ state: 'frozen', ySplit: header.number, xSplit: 0 }];
  if (width > 0)
    sheet.autoFilter = { from: { row: header.number, column: 1 }, to: { row: header.number, column: width } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
