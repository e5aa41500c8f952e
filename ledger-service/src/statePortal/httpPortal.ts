// The HTTP adapter: POST <url>/batches, JSON, HTTP basic credentials, the batch id as idempotency key.
import type { PortalAnswer, PortalBatch, PortalRecordAnswer, StatePortal } from './port';

export interface HttpPortalConfig {
  /** e.g. https://enagarsewa.example/api/ptax (no trailing slash needed). */
  url: string;
  username: string;
  password: string;
  timeoutMs: number;
}

function answerOf(text: string): PortalAnswer {
  let body: { acknowledgementId?: unknown; records?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`the portal's answer is not JSON: ${text.slice(0, 200)}`);
  }
  if (!Array.isArray(body.records)) throw new Error('the portal answered without records');
  return {
    acknowledgementId: String(body.acknowledgementId ?? ''),
    records: body.records as PortalRecordAnswer[],
  };
}

export function createHttpPortal(config: HttpPortalConfig): StatePortal {
  const base = config.url.replace(/\/$/, '');
  const credentials = Buffer.from(`${config.username}:${config.password}`).toString('base64');
  return {
    async send(batch: PortalBatch) {
      const response = await fetch(`${base}/batches`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${credentials}`,
          'idempotency-key': batch.batchId,
        },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`the portal answered HTTP ${response.status}: ${text.slice(0, 300)}`);
      return answerOf(text);
    },
  };
}
