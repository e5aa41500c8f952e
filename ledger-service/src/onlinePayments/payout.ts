import { GatewayUnavailableError, type Settlement } from '../gateway/gateway';
import { daysBetween } from '../gateway/settlementDays';
import { badRequest, HttpError } from '../http/errors';
import type { OnlinePaymentsDeps } from './deps';

// Payout history: what each gateway paid into the Nigam's account between two days, as the
// gateways report it (net of their fees), newest day first.

export interface PayoutRow extends Settlement {
  gateway: string;
}

export async function payouts(
  deps: OnlinePaymentsDeps,
  startDate: unknown,
  endDate: unknown,
): Promise<PayoutRow[]> {
  if (typeof startDate !== 'string' || typeof endDate !== 'string')
    throw badRequest('startDate and endDate are required (YYYY-MM-DD)');
  daysBetween(startDate, endDate); // the date and range checks, before any gateway is asked
  const rows: PayoutRow[] = [];
  for (const [name, gateway] of Object.entries(deps.gateways)) {
    if (!gateway?.settlements) continue;
    try {
      const settlements = await gateway.settlements(startDate, endDate);
      rows.push(...settlements.map((settlement) => ({ ...settlement, gateway: name })));
    } catch (error) {
      if (error instanceof GatewayUnavailableError)
        throw new HttpError(502, `The ${name} gateway could not be reached; try again later`);
      throw error;
    }
  }
  return rows.sort((a, b) =>
    a.date === b.date ? a.gateway.localeCompare(b.gateway) : a.date < b.date ? 1 : -1,
  );
}
