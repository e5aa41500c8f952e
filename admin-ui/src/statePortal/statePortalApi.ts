// The push data screen's calls (taxCollections/pushToENagarSewa) and how their codes read.
import {
  indiaDate,
  type StatePortalBatchStatus,
  type StatePortalDifference,
  type StatePortalOverview,
  type StatePortalPushResult,
} from '@ptax/contracts';
import type { Tone } from '../components/ToneChip';
import type { HttpClient } from '../providers/httpClient';

export const PUSH_PATH = '/taxCollections/pushToENagarSewa';

export const todayInIndia = () => indiaDate(Date.now());

export async function loadOverview(http: HttpClient, date: string): Promise<StatePortalOverview | null> {
  return (await http<{ data?: StatePortalOverview }>(PUSH_PATH, { query: { date } })).json?.data ?? null;
}

export async function pushDay(http: HttpClient, date: string): Promise<StatePortalPushResult> {
  const reply = await http<{ data: StatePortalPushResult }>(PUSH_PATH, { method: 'POST', body: { date } });
  return reply.json!.data;
}

export async function retryBatch(http: HttpClient, id: string): Promise<number> {
  const reply = await http<{ data: { records: number } }>(`${PUSH_PATH}/retry/${id}`, { method: 'POST' });
  return reply.json?.data.records ?? 0;
}

export const BATCH_STATUS: Record<StatePortalBatchStatus, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'waiting' },
  sent: { label: 'Sent', tone: 'waiting' },
  acknowledged: { label: 'Acknowledged', tone: 'done' },
  part_failed: { label: 'Part failed', tone: 'refused' },
  failed: { label: 'Failed', tone: 'refused' },
};

export const PROBLEMS: Record<StatePortalDifference['problem'], string> = {
  not_sent: 'Not sent to the portal yet',
  queued: 'Queued, waiting for the portal',
  rejected: 'Refused by the portal',
  failed: 'Could not be delivered',
  ledger_differs: 'The register and the collection reports differ for this day',
};

export const ATTEMPT_OUTCOMES: Record<string, string> = {
  acknowledged: 'Acknowledged',
  part_failed: 'Part failed',
  rejected: 'Refused by the portal',
  error: 'The portal could not be reached',
};

/** Receipts a push of the day would send now (new, refused or failed ones), and their records. */
export function waitingOf(overview: StatePortalOverview | null, date: string) {
  const day = overview?.days.find((d) => d.date === date);
  const waiting = (overview?.differences ?? []).filter(
    (d) => d.date === date && ['not_sent', 'rejected', 'failed'].includes(d.problem),
  );
  return {
    receipts: new Set(waiting.map((d) => d.receiptNumber)).size,
    records: day?.toSend.records ?? 0,
    amountPaise: day?.toSend.amountPaise ?? 0,
  };
}

/** A batch still on its way: the screen looks again shortly. */
export const inFlight = (overview: StatePortalOverview | null) =>
  (overview?.batches ?? []).some((batch) => batch.status === 'queued' || batch.status === 'sent');
