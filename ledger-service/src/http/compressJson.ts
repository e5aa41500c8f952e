// API answers are JSON that compresses to a fifth or less; a citizen on a slow mobile network waits
// for every byte of a ledger or a search page. The web apps' files are compressed at build time
// (scripts/precompress.ts); this does the same for JSON answers worth it, when the client accepts gzip.
import type { RequestHandler } from 'express';
import { gzipSync } from 'node:zlib';

/** Below this many bytes the gzip header and the CPU cost more than they save. */
export const MIN_COMPRESSED_BYTES = 1024;

const acceptsGzip = (header: string | undefined) => /\bgzip\b/i.test(header ?? '');

export const compressJson: RequestHandler = (req, res, next) => {
  const sendJson = res.json.bind(res);
  res.json = (body?: unknown) => {
    const text = JSON.stringify(body);
    if (
      text === undefined ||
      Buffer.byteLength(text) < MIN_COMPRESSED_BYTES ||
      !acceptsGzip(req.headers['accept-encoding'])
    )
      return sendJson(body);
    res.setHeader('Content-Encoding', 'gzip');
    res.append('Vary', 'Accept-Encoding');
    res.type('application/json');
    return res.send(gzipSync(text));
  };
  next();
};
