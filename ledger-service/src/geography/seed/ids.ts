import { createHash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562 version 5 layout over SHA-1) for demo records, so the same locality
 * gets the same id on every machine and a second seed finds what the first appended.
 */
export function demoUuid(name: string): string {
  const hash = createHash('sha1').update(`ptax-demo:${name}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
