// The speed budget as a size (not a time): the citizen app's first visit loads at most
// 150 kB of gzipped JavaScript. Reads the build `npm run test:e2e` has just made.
import { resolve } from 'node:path';
import { initialLine, kB, topChunks } from '../scripts/web/bundleReport';
import { INITIAL_JS_BUDGET_GZIP_BYTES, initialBundle } from '../scripts/web/initialBundle';

const citizenDist = resolve(__dirname, '..', 'citizen-ui', 'dist');

describe('the citizen app bundle', () => {
  it('loads at most the budget of gzipped JavaScript before any page chunk', () => {
    const bundle = initialBundle(citizenDist);
    expect(bundle.files.length).toBeGreaterThan(0);
    if (bundle.gzipBytes > INITIAL_JS_BUDGET_GZIP_BYTES)
      throw new Error(
        `initial JavaScript ${initialLine(bundle)} is over the budget of ${kB(INITIAL_JS_BUDGET_GZIP_BYTES)} gzip;` +
          ` the heaviest chunks:\n${topChunks(bundle)}`,
      );
  });
});
