// The port to e-Nagar Sewa. No public interface specification exists, so the service speaks to it
// through this interface; the HTTP adapter (httpPortal.ts) is the one wire format we define, and the
// sandbox receiver (sandbox/) answers it.
import type { StatePortalRecord } from '@ptax/contracts';

export interface PortalBatch {
  batchId: string;
  cityCode: string;
  date: string;
  records: StatePortalRecord[];
}

/** What the portal said about one record: taken (new or already held under its key) or refused. */
export type PortalRecordAnswer =
  | { key: string; status: 'accepted' | 'duplicate'; acknowledgementId: string }
  | { key: string; status: 'rejected'; error: string };

export interface PortalAnswer {
  acknowledgementId: string;
  records: PortalRecordAnswer[];
}

export interface StatePortal {
  /** Throws when the batch did not arrive (network, timeout, a non-2xx answer): the batch is retried. */
  send(batch: PortalBatch): Promise<PortalAnswer>;
}
