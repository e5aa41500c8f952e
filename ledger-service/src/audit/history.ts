// Every event of a property's stream as an auditor reads it: who recorded it, why, when it counts
// from, and the data itself.
import type { RecordedEvent } from '@ptax/contracts';
import { effectiveDateOf } from './ledgerEntries';

export interface HistoryRow {
  revision: number;
  position: number;
  id: string;
  type: string;
  version: number;
  recordedAt: string;
  /** metadata.userId and loginType. */
  who: string | null;
  loginType: string | null;
  /** The command, with the remarks given to it. */
  why: string | null;
  command: string | null;
  remarks: string | null;
  /** The day it counts from in India (a backdated correction: its own day, not the recording day). */
  effectiveDate: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function historyRow(event: RecordedEvent): HistoryRow {
  const { metadata } = event;
  const command = text(metadata.command);
  const remarks = text(metadata.remarks);
  return {
    revision: event.revision,
    position: event.position,
    id: event.id,
    type: event.type,
    version: event.version,
    recordedAt: event.recordedAt,
    who: text(metadata.userId),
    loginType: text(metadata.loginType),
    why: [command, remarks].filter(Boolean).join(': ') || null,
    command,
    remarks,
    effectiveDate: effectiveDateOf(event),
    data: event.data,
    metadata,
  };
}
