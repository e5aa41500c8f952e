import { specRouter } from '../http/apiRouter';
import { notFound } from '../http/errors';
import type { FileStore } from './fileStore';
import type { FileLinks } from './signedUrls';

// Not a call of SPEC section 7: the address behind the signed links the API puts in its records.
const TYPES_BY_MAGIC: [Buffer, string][] = [
  [Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg'],
  [Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png'],
  [Buffer.from('GIF8'), 'image/gif'],
  [Buffer.from('%PDF'), 'application/pdf'],
];

function contentTypeOf(head: Buffer): string {
  const known = TYPES_BY_MAGIC.find(([magic]) => head.subarray(0, magic.length).equals(magic));
  if (known) return known[1];
  if (head.subarray(0, 4).equals(Buffer.from('RIFF')) && head.subarray(8, 12).equals(Buffer.from('WEBP')))
    return 'image/webp';
  if (/<svg[\s>]/i.test(head.toString('utf8'))) return 'image/svg+xml';
  return 'application/octet-stream';
}

export function fileRoutes(files: FileStore, links: FileLinks) {
  const { router, register } = specRouter(__filename);
  register('GET', 'files/:folder/:name', (req, res, next) => {
    const key = links.verify(
      `${req.params.folder}/${req.params.name}`,
      String(req.query.expires ?? ''),
      String(req.query.signature ?? ''),
    );
    const stream = key ? files.open(key) : null;
    if (!stream) return next(notFound('File not found or link expired'));
    stream.once('readable', () => {
      const head: Buffer | null = stream.read(512) ?? stream.read();
      // Stored SVG was checked for scripts on upload; the sandbox CSP keeps any that slipped through inert.
      res.setHeader('Content-Type', head ? contentTypeOf(head) : 'application/octet-stream');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, max-age=3600');
      if (head) res.write(head);
      stream.pipe(res);
    });
    stream.once('error', next);
  });
  return router;
}
