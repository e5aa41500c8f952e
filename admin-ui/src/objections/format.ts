// How this folder shows days and file sizes (timestamps use properties/format.ts formatWhen).

/** A calendar day as people read it: DD-MM-YYYY (contracts' one date format). */
export { formatDay } from '@ptax/contracts';

/** A file size in bytes as '820 B', '14.2 KB' or '3.5 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
