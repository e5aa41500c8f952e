// PayU's merchant "postservice" API: form-encoded commands signed with sha512(key|command|var1|SALT),
// JSON answers (form=2). verify_payment answers reconciliation, get_settlement_details the payouts.
import { parseRupees, parseRupeesIn } from './amounts';
import { GatewayUnavailableError, type GatewayStatus, type Settlement } from './gateway';
import { payuCommandHash, type PayuCredentials } from './payuHash';
import { daysBetween } from './settlementDays';

type Json = Record<string, unknown>;

function statusOf(gatewayStatus: string): GatewayStatus['status'] {
  if (gatewayStatus === 'success') return 'success';
  if (gatewayStatus === 'failure' || gatewayStatus === 'failed') return 'failure';
  // 'pending', 'in progress' and anything new: not final, ask again later.
  return 'pending';
}

export function createPayuPostService(config: PayuCredentials & { timeoutMs: number }, baseUrl: string) {
  async function command(name: string, var1: string): Promise<Json> {
    const body = new URLSearchParams({
      key: config.key,
      command: name,
      var1,
      hash: payuCommandHash(config, name, var1),
    });
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/merchant/postservice?form=2`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailableError('payu', (error as Error).message);
    }
    if (!response.ok) throw new GatewayUnavailableError('payu', `${name} answered HTTP ${response.status}`);
    const answer: unknown = await response.json().catch(() => null);
    if (!answer || typeof answer !== 'object') throw new GatewayUnavailableError('payu', `${name}: not JSON`);
    return answer as Json;
  }

  async function verifyPayment(txnId: string): Promise<GatewayStatus> {
    const answer = await command('verify_payment', txnId);
    const details = answer.transaction_details as Record<string, Json> | undefined;
    const detail = details?.[txnId];
    if (!detail || typeof detail !== 'object')
      throw new GatewayUnavailableError('payu', 'verify_payment: no details');
    if (detail.status === 'Not Found' || detail.mihpayid === 'Not Found') return { status: 'unknown' };
    const status = statusOf(String(detail.status ?? ''));
    const amountPaise = parseRupees(String(detail.amt ?? detail.transaction_amount ?? '')) ?? undefined;
    if (status === 'success' && amountPaise === undefined)
      throw new GatewayUnavailableError('payu', `verify_payment: malformed amount for ${txnId}`);
    const gatewayTxnId = detail.mihpayid === undefined ? undefined : String(detail.mihpayid);
    return { status, gatewayTxnId, amountPaise };
  }

  /** One settlement per UTR and day; the amount is what reached the account (net of gateway fees). */
  async function settlementsOn(date: string): Promise<Settlement[]> {
    const answer = await command('get_settlement_details', date);
    if (answer.status !== 1 && answer.status !== '1')
      throw new GatewayUnavailableError('payu', `get_settlement_details: ${String(answer.msg ?? 'refused')}`);
    const byUtr = new Map<string, { tenThousandths: number; count: number }>();
    for (const txn of Object.values((answer.Txn_details ?? {}) as Record<string, Json>)) {
      const utr = String(txn.mer_utr ?? '');
      // Net amounts carry four decimals (fees): summed exactly, rounded to paise once below.
      const net = parseRupeesIn(String(txn.mer_net_amount ?? ''), 4);
      if (!utr || net === null)
        throw new GatewayUnavailableError('payu', `unreadable settlement line on ${date}`);
      const sum = byUtr.get(utr) ?? { tenThousandths: 0, count: 0 };
      byUtr.set(utr, { tenThousandths: sum.tenThousandths + net, count: sum.count + 1 });
    }
    return [...byUtr].map(([utr, sum]) => ({
      date,
      utr,
      count: sum.count,
      amountPaise: Math.floor((sum.tenThousandths + 50) / 100),
    }));
  }

  async function settlements(from: string, to: string): Promise<Settlement[]> {
    const result: Settlement[] = [];
    for (const day of daysBetween(from, to)) result.push(...(await settlementsOn(day)));
    return result;
  }

  return { verifyPayment, settlements };
}
