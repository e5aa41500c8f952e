// node-postgres converts query parameters with this (arrays, dates, buffers, JSON); it is public
// JavaScript (`pg/lib/*` is in the package's exports) but @types/pg does not declare it.
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
