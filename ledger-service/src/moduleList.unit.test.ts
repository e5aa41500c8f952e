import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// A domain that imported the module list would import every other domain through it (one import
// circle through the whole service): domains depend on moduleContract.ts, only roots on modules.ts.
const ROOTS = ['api.ts', 'platform.ts', 'audit/verifyCommand.ts', 'backup/restoreCommand.ts'];
const src = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the module list', () => {
  it('is imported only by the composition roots, never by a domain', () => {
    const importers = sourceFiles(src)
      .filter((file) => /from '(\.\.?\/)+modules'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file))
      .sort();
    expect(importers).toEqual([...ROOTS].sort());
  });

  it('leaves the contract free of any domain import', () => {
    const contract = readFileSync(join(src, 'moduleContract.ts'), 'utf8');
    expect(contract).not.toMatch(/\/module'/);
  });
});
