// Tests' reading of an export: the title block, the header and the rows as exceljs opens them, and
// the checks every export must pass (people's values, not raw machine ones).
import ExcelJS from 'exceljs';

export interface OpenedExport {
  sheet: ExcelJS.Worksheet;
  /** The lines above the header: title (after the city, if any), filters, who exported when. */
  heading: string[];
  header: string[];
  /** The data rows' exceljs rows (the totals row last, if any). */
  rows: ExcelJS.Row[];
  /** The data rows' values, 0-based by column. */
  values: unknown[][];
  /** The cell of a data row under a header. */
  cell(row: number, header: string): ExcelJS.Cell;
}

const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function openExport(body: Buffer): Promise<OpenedExport> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  const sheet = workbook.worksheets[0];
  const heading: string[] = [];
  let headerRow = 0;
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    if (row.cellCount === 0 || row.getCell(1).value === null || row.getCell(1).value === '') {
      headerRow = number + 1;
      break;
    }
    heading.push(String(row.getCell(1).value));
  }
  const header = (sheet.getRow(headerRow).values as unknown[]).slice(1).map(String);
  const rows: ExcelJS.Row[] = [];
  for (let number = headerRow + 1; number <= sheet.rowCount; number += 1) rows.push(sheet.getRow(number));
  const values = rows.map((row) => header.map((_, index) => row.getCell(index + 1).value));
  return {
    sheet,
    heading,
    header,
    rows,
    values,
    cell(row, name) {
      const index = header.indexOf(name);
      if (index < 0) throw new Error(`No column "${name}" in ${header.join(', ')}`);
      return rows[row].getCell(index + 1);
    },
  };
}

/** What no export may write: ISO dates as text, or a heading without its title, filters and author. */
export function peopleReadableProblems(opened: OpenedExport): string[] {
  const problems: string[] = [];
  if (opened.heading.length < 3) problems.push(`heading has ${opened.heading.length} lines`);
  if (!opened.heading.some((line) => /^(Filters|फ़िल्टर):/.test(line))) problems.push('no filters line');
  if (
    !opened.heading.some((line) =>
      /^(Exported by|निर्यातकर्ता):.* \d{2}-\d{2}-\d{4} \d{2}:\d{2} IST$/.test(line),
    )
  )
    problems.push('no exported-by line');
  opened.rows.forEach((row, index) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'string' && (ISO_MOMENT.test(cell.value) || ISO_DAY.test(cell.value)))
        problems.push(`row ${index + 1}: ISO text ${cell.value}`);
      if (typeof cell.value === 'number' && !Number.isInteger(cell.value) && !cell.numFmt)
        problems.push(`row ${index + 1}: number ${cell.value} without a format`);
    }),
  );
  return problems;
}
