import type { RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

function resolveInside(dist: string, path: string): string | null {
  try {
    const file = join(dist, normalize(decodeURIComponent(path)));
    return file.startsWith(dist + sep) ? file : null;
  } catch {
    return null; // malformed %-encoding
  }
}

/**
 * Serves `file.br` / `file.gz` written by scripts/precompress.ts when the browser accepts them;
 * anything else falls through to express.static.
 */
export function precompressed(dist: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[extname(req.path)];
    if (!type) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const file = resolveInside(dist, req.path);
    if (!file) return next();
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepted.includes(encoding) || !existsSync(file + suffix)) continue;
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Type', type);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      return res.sendFile(file + suffix);
    }
    next();
  };
}
