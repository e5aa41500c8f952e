// The headers every answer carries. Both apps are built bundles with no inline script, so the
// Content-Security-Policy allows scripts from our own origin only; styles may be inline (the UI
// libraries set style attributes and insert style elements at run time). Images may come from the
// map's tile server; forms may post to the payment gateways. Nothing may frame us. Pages that need
// something else (the sandbox gateway's page, a stored file) set their own policy over this one.
import type { RequestHandler } from 'express';

export interface SecurityHeaderOptions {
  /** The address the portal is reached at: HSTS only when it is https. */
  publicUrl: string;
  /** The map's Leaflet tile template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`), if any. */
  tileUrl?: string | null;
  /** Where the payment pages post the payer's browser to (the gateways' addresses). */
  formTargets?: (string | undefined)[];
}

/** The origin of an address or a Leaflet template (`{s}` subdomains become a wildcard), or null. */
export function originOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(address.replace(/\{s\}/g, '*'));
  return match ? `${match[1].toLowerCase()}://${match[2].toLowerCase()}` : null;
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const tiles = originOf(options.tileUrl);
  const gateways = (options.formTargets ?? []).map(originOf).filter((origin): origin is string => !!origin);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...new Set(gateways)],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const policy = contentSecurityPolicy(options);
  const https = options.publicUrl.toLowerCase().startsWith('https://');
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    // The tile server's usage policy wants to know the site; a path (a payment link's token) stays ours.
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/** A signed-in answer is the user's own: no cache, shared or private, keeps it. */
export const noStoreWhenSignedIn: RequestHandler = (req, res, next) => {
  if (req.headers.authorization) res.setHeader('Cache-Control', 'no-store');
  next();
};
