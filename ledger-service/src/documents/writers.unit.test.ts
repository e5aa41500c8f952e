// Every spreadsheet goes through the one sheet writer (properties/export.ts: title block, Indian
// number formats, IST dates) and every PDF through the one document start (documents/pdf.ts: the
// embedded font and the glyph check): no other file may write either on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importing = (pattern: RegExp) =>
  sources(ROOT)
    .filter((path) => pattern.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path))
    .sort();

describe('the writers of files people open', () => {
  it('has one sheet writer: only it imports exceljs (besides reading an upload and the tests’ reader)', () => {
    expect(importing(/from 'exceljs'/)).toEqual([
      'demands/upload.ts',
      'properties/export.ts',
      'properties/exportTesting.ts',
    ]);
  });

  it('has one PDF start: only documents/pdf.ts imports pdfkit (besides the tests’ probe)', () => {
    expect(importing(/from 'pdfkit'/)).toEqual(['documents/pdf.ts', 'documents/testing.ts']);
  });
});
