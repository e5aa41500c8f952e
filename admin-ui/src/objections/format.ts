// How this folder shows days and file sizes (timestamps use properties/format.ts formatWhen).

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day 'YYYY-MM-DD' as people read it ('1 Apr 2026'), the same in every time zone. */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ? String(value) : '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DAY.format(date);
}

/** A file size in bytes as '820 B', '14.2 KB' or '3.5 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
