import { readFileSync } from 'node:fs';
import { coverageFile, renderCoverage } from './spec-coverage';

describe('docs/SPEC-COVERAGE.md', () => {
  it('is up to date with the routers, the page registries and the tests (run `npm run coverage:spec`)', () => {
    expect(readFileSync(coverageFile, 'utf8')).toBe(renderCoverage().text);
  });
});
