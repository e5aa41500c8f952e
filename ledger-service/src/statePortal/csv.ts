// The CSV download of a day's records (taxCollections/pushToENagarSewa?format=csv): the same records
// the push sends, with what the portal said about each. Rupees with two decimals; a text cell that a
// spreadsheet would run as a formula is written with a leading apostrophe.
import type { StatePortalRecord } from '@ptax/contracts';
import type { Pool } from 'pg';
import { recordsOfDay } from './records';

const COLUMNS = [
  'Key',
  'City code',
  'Date',
  'Receipt number',
  'Kind',
  'Property ID',
  'Owner',
  'Payer',
  'Zone',
  'Ward',
  'Mohalla',
  'Mode',
  'Amount (Rs)',
  'House tax (Rs)',
  'Water tax (Rs)',
  'Sewer tax (Rs)',
  'Advance (Rs)',
  'Fees (Rs)',
  'Rebate (Rs)',
  'Paid at',
  'Portal status',
  'Acknowledgement',
  'Error',
];

const text = (value: string | null) => {
  const safe = value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? '');
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
/** Integer arithmetic: no float ever touches the paise. */
const rupees = (paise: number) => {
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

interface Held {
  status: string;
  acknowledgement_id: string | null;
  last_error: string | null;
}

function lineOf(record: StatePortalRecord, held: Held | undefined): string {
  return [
    text(record.key),
    text(record.cityCode),
    record.date,
    text(record.receiptNumber),
    record.kind,
    text(record.propertyUniqueId),
    text(record.ownerName),
    text(record.payerName),
    text(record.zoneName),
    text(record.wardName),
    text(record.mohallaName),
    text(record.transactionType),
    rupees(record.amountPaise),
    rupees(record.housePaise),
    rupees(record.waterPaise),
    rupees(record.sewerPaise),
    rupees(record.advancePaise),
    rupees(record.feePaise),
    rupees(record.rebatePaise),
    record.paidAt ?? '',
    held?.status ?? 'new',
    text(held?.acknowledgement_id ?? null),
    text(held?.last_error ?? null),
  ].join(',');
}

export async function recordsCsv(db: Pool, cityCode: string, days: string[]): Promise<string> {
  const lines = [COLUMNS.join(',')];
  for (const date of days) {
    const records = await recordsOfDay(db, cityCode, date);
    const { rows } = await db.query<Held & { key: string }>(
      'SELECT key, status, acknowledgement_id, last_error FROM state_portal_records WHERE key = ANY($1::text[])',
      [records.map((record) => record.key)],
    );
    const held = new Map(rows.map((row) => [row.key, row]));
    for (const record of records) lines.push(lineOf(record, held.get(record.key)));
  }
  return `${lines.join('\r\n')}\r\n`;
}
