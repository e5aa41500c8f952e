// POST taxDemands/bulkDemandBillByExcel: the property IDs of an uploaded .xlsx (a column headed
// propertyUniqueId), read in memory with size limits; the file's type is checked by its content.
import type { Request, RequestHandler } from 'express';
import ExcelJS from 'exceljs';
import multer from 'multer';
import { propertyUniqueId } from '@ptax/contracts';
import { badRequest } from '../http/errors';
import { multipartBody } from '../http/multipart';

export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
export const MAX_SHEET_ROWS = 200_000;

export const UPLOAD_MESSAGES = {
  noFile: 'Upload an Excel file (.xlsx) with a propertyUniqueId column',
  notXlsx: 'Not a valid Excel file, upload an .xlsx',
  noColumn: 'The sheet has no propertyUniqueId column',
  tooLarge: `A file can be at most ${MAX_SHEET_BYTES / 1024 / 1024} MB`,
  tooManyRows: `A sheet can list at most ${MAX_SHEET_ROWS.toLocaleString('en-IN')} properties`,
} as const;

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_SHEET_BYTES, files: 1, fields: 20 },
}).any();

export const sheetUpload: RequestHandler = multipartBody(parser, (error) => {
  const message = error.code === 'LIMIT_FILE_SIZE' ? UPLOAD_MESSAGES.tooLarge : error.message;
  return badRequest(message, { file: message });
});

/** An .xlsx is a zip archive: it starts with the local file header PK\x03\x04. */
const isZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const HEADER = /^property\s*unique\s*id$/i;

export interface SheetIds {
  ids: string[];
  invalid: { propertyUniqueId: string; message: string }[];
}

/** The IDs of the first sheet's propertyUniqueId column, checked; blank cells are skipped. */
export async function propertyIdsOfUpload(req: Request): Promise<SheetIds> {
  const [file] = (req.files as Express.Multer.File[] | undefined) ?? [];
  if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
  if (!isZip(file.buffer)) throw badRequest(UPLOAD_MESSAGES.notXlsx, { file: UPLOAD_MESSAGES.notXlsx });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(UPLOAD_MESSAGES.notXlsx, { file: UPLOAD_MESSAGES.notXlsx });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(UPLOAD_MESSAGES.noColumn, { file: UPLOAD_MESSAGES.noColumn });
  let column = 0;
  let headerRow = 0;
  sheet.eachRow((row, rowNumber) => {
    if (column) return;
    row.eachCell((cell, col) => {
      if (!column && HEADER.test(String(cell.text).trim())) {
        column = col;
        headerRow = rowNumber;
      }
    });
  });
  if (!column) throw badRequest(UPLOAD_MESSAGES.noColumn, { file: UPLOAD_MESSAGES.noColumn });
  if (sheet.rowCount - headerRow > MAX_SHEET_ROWS)
    throw badRequest(UPLOAD_MESSAGES.tooManyRows, { file: UPLOAD_MESSAGES.tooManyRows });
  const result: SheetIds = { ids: [], invalid: [] };
  const schema = propertyUniqueId();
  for (let r = headerRow + 1; r <= sheet.rowCount; r++) {
    const text = String(sheet.getRow(r).getCell(column).text ?? '').trim();
    if (!text) continue;
    const parsed = schema.safeParse(text);
    if (parsed.success) result.ids.push(parsed.data);
    else result.invalid.push({ propertyUniqueId: text, message: parsed.error.issues[0].message });
  }
  return result;
}
