import type { InitialBundle } from './initialBundle';

/** Bytes as kB (1,000 bytes) with one decimal: 103411 -> '103.4 kB'. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The initial JavaScript in one line: '361.5 kB raw, 111.1 kB gzip (3 files)'. */
export const initialLine = (bundle: InitialBundle) =>
  `${kB(bundle.rawBytes)} raw, ${kB(bundle.gzipBytes)} gzip (${bundle.files.length} files)`;

/** The heaviest chunks, one per line, initial ones marked: where to look when the budget is blown. */
export function topChunks(bundle: InitialBundle, count = 10): string {
  return bundle.chunks
    .slice(0, count)
    .map(
      (chunk) =>
        `${kB(chunk.gzipBytes).padStart(10)} gzip ${kB(chunk.rawBytes).padStart(10)} raw  ${chunk.file}` +
        (chunk.initial ? '  (initial)' : ''),
    )
    .join('\n');
}
