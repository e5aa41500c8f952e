import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A valid 1 x 1 PNG: enough for a building image the server stores and the browser previews.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Writes one tiny PNG per name (e.g. 'front.png') to a fresh temp folder; returns their paths by name. */
export function writeTinyPngs(...names: string[]): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'ptax-e2e-images-'));
  return Object.fromEntries(
    names.map((name) => {
      const path = join(dir, name);
      writeFileSync(path, TINY_PNG);
      return [name, path];
    }),
  );
}
