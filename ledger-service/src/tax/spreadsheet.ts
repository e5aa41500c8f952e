import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { PAISE_PER_RUPEE } from '@ptax/contracts';

export interface SheetColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | null;
}

/** A paise amount as whole rupees for a spreadsheet cell (the engine's amounts are whole rupees). */
export const rupeesCell = (paise: number) => paise / PAISE_PER_RUPEE;

/**
 * Streams an .xlsx to the response as the rows arrive (exceljs' streaming writer): a city-wide export
 * never sits in memory.
 */
export async function streamSpreadsheet<Row>(
  res: Response,
  fileName: string,
  columns: SheetColumn<Row>[],
  batches: AsyncIterable<Row[]> | Iterable<Row[]>,
): Promise<void> {
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width ?? 16,
  }));
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).commit();
  }
  sheet.commit();
  await workbook.commit();
}
