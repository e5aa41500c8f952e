// The hash chain as computed in JavaScript (the EventStoreDB adapter; PostgreSQL computes its own in
// SQL over jsonb). Canonical JSON in the manner of RFC 8785: keys sorted by UTF-16 code units, no
// whitespace, numbers as ECMAScript prints them, so equal content always gives equal bytes.
import { createHash } from 'node:crypto';
import type { NewEvent } from '@ptax/contracts';

export const GENESIS_HASH = '0'.repeat(64);

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError(`cannot hash a ${typeof value}`);
  return text;
}

/** hex sha256 over the previous hash and the event's id, type, version, data and metadata. */
export function eventHash(prevHash: string, event: NewEvent): string {
  const content = canonicalJson([
    event.id.toLowerCase(),
    event.type,
    event.version,
    event.data,
    event.metadata,
  ]);
  return createHash('sha256').update(Buffer.from(prevHash, 'hex')).update(content, 'utf8').digest('hex');
}
