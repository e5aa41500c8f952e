// Spreadsheet exports streamed to the response: rows are read in keyset batches and written with
// exceljs' streaming writer, so a million properties never sit in memory at once.
import type { Response } from 'express';
import ExcelJS from 'exceljs';

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  /** exceljs number format, e.g. '0.00' for rupee amounts an accountant can add up. */
  numFmt?: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function streamWorkbook<Row>(
  res: Response,
  fileName: string,
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', XLSX);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 18,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  try {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((column) => column.value(row) ?? null)).commit();
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    // The headers are gone: cut the download short so it cannot pass for complete.
    console.error(`export ${fileName} failed`, error);
    res.destroy(error as Error);
  }
}

/** '2026-11-22' in India, for file names. */
export const indiaDate = (now: number) => new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10);
