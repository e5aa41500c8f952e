// The payment exports' spreadsheet writer: properties/export.ts's streaming writer plus a number
// format per column, so rupee amounts are numbers an accountant can add up, shown with two decimals.
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import type { ExportColumn } from '../properties/export';

export interface MoneyColumn<Row> extends ExportColumn<Row> {
  /** exceljs number format, e.g. '0.00'. */
  numFmt?: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function streamSheet<Row>(
  res: Response,
  fileName: string,
  sheetName: string,
  columns: MoneyColumn<Row>[],
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
