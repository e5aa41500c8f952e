// The logs as a spreadsheet, through the one writer of every export (properties/export.ts): one row
// per change, what changed written out as 'Field: before → after' in English.
import { humanizeName, logEventLabel, paiseToRupees, type LogRow } from '@ptax/contracts';
import type { ExportColumn } from '../properties/export';

/** A value as a reader writes it: rupees for paise, Yes / No, places by name, lists joined, '—' for nothing. */
export function valueText(field: string, value: unknown, names: Record<string, string> = {}): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string' && names[value]) return names[value];
  if (field.endsWith('Paise') && typeof value === 'number') return paiseToRupees(value).toFixed(2);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.every((each) => typeof each !== 'object')) return value.join(', ');
    return `${value.length} ${field === 'floors' ? 'floors' : 'entries'}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The changes and the details of a row, one 'Field: value' after another. */
export function whatChanged(row: Pick<LogRow, 'changes' | 'details' | 'names'>): string {
  const changes = Object.entries(row.changes ?? {}).map(
    ([field, { before, after }]) =>
      `${humanizeName(field)}: ${valueText(field, before, row.names)} → ${valueText(field, after, row.names)}`,
  );
  const details = Object.entries(row.details).map(
    ([field, value]) => `${humanizeName(field)}: ${valueText(field, value)}`,
  );
  return [...changes, ...details].join('; ');
}

export const LOG_COLUMNS: ExportColumn<LogRow>[] = [
  { header: 'When (India)', width: 18, kind: 'dateTime', value: (r) => r.recordedAt },
  { header: 'Change', width: 26, value: (r) => logEventLabel(r.type) },
  { header: 'Property ID', width: 20, value: (r) => r.propertyUniqueId },
  { header: 'Owner Name', width: 26, value: (r) => r.ownerName },
  { header: 'Zone', width: 20, value: (r) => r.zoneName },
  { header: 'Ward', width: 20, value: (r) => r.wardName },
  { header: 'Changed By', width: 24, value: (r) => r.userName ?? r.userId },
  { header: 'User ID', width: 28, value: (r) => r.userId },
  { header: 'What Changed', width: 60, value: whatChanged },
  { header: 'Why', width: 36, value: (r) => [r.command, r.remarks].filter(Boolean).join(': ') },
  { header: 'Effective From (India)', width: 18, kind: 'dateTime', value: (r) => r.effectiveAt },
  { header: 'Other Properties', width: 24, value: (r) => r.relatedPropertyIds.join(', ') },
];
