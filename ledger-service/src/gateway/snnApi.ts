// The card provider's REST API (basic auth with the key id and secret): one transaction's status
// for reconciliation, and the payouts to the Nigam's account.
import { GatewayUnavailableError, type GatewayStatus, type Settlement } from './gateway';
import { daysBetween } from './settlementDays';

const STATUSES: Record<string, GatewayStatus['status']> = {
  captured: 'success',
  failed: 'failure',
  created: 'pending',
};

const isPaise = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function createSnnApi(
  config: { keyId: string; keySecret: string; timeoutMs: number },
  baseUrl: string,
) {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    } catch (error) {
      throw new GatewayUnavailableError('snn', (error as Error).message);
    }
  }

  async function transaction(txnId: string): Promise<GatewayStatus> {
    const { status, body } = await get(`/v1/transactions/${encodeURIComponent(txnId)}`);
    if (status === 404) return { status: 'unknown' };
    const found = body as { id?: unknown; amount?: unknown; status?: unknown } | null;
    if (status !== 200 || !found || !isPaise(found.amount))
      throw new GatewayUnavailableError('snn', `transaction answered HTTP ${status}`);
    return {
      status: STATUSES[String(found.status)] ?? 'pending',
      gatewayTxnId: typeof found.id === 'string' ? found.id : undefined,
      amountPaise: found.amount,
    };
  }

  async function settlements(from: string, to: string): Promise<Settlement[]> {
    daysBetween(from, to); // the same date checks and range limit as the other gateway
    const { status, body } = await get(`/v1/settlements?${new URLSearchParams({ from, to })}`);
    const items = (body as { items?: unknown } | null)?.items;
    if (status !== 200 || !Array.isArray(items))
      throw new GatewayUnavailableError('snn', `settlements: HTTP ${status}`);
    return items.map((item: Record<string, unknown>) => {
      if (!isPaise(item.amount) || !Number.isSafeInteger(item.count))
        throw new GatewayUnavailableError('snn', 'unreadable settlement');
      return {
        date: String(item.date),
        utr: String(item.utr),
        amountPaise: item.amount,
        count: item.count as number,
      };
    });
  }

  return { transaction, settlements };
}
