import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal inputs always give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of an assessment's inputs: sha-256 of their canonical JSON, hex. */
export const fingerprintOf = (input: unknown) =>
  createHash('sha256').update(canonicalJson(input)).digest('hex');

/** A UUID (version 5 layout) derived from some text: the same text always gives the same event id. */
export function uuidFrom(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
