import type { EventMetadata } from '@ptax/contracts';
import { propertyBatches, type PropertyRow, type ReadScope } from '@ptax/projections';
import type { Channel } from '../messaging/outbox';
import { HttpError } from '../http/errors';
import type { OnlinePaymentsDeps } from './deps';
import { sendPaymentLink } from './paymentLinks';
import { EXPIRY_MS } from './reconcile';

// easyCollectBulk: a payment link for every property of a zone / ward / mohalla (within the
// official's own zones and wards) that has a mobile number on record and something to pay today.
// Properties come from the register's read model in keyset batches; what is payable is decided on
// each property's own stream. A property whose earlier link is still open gets no second one, so
// running the same bulk send twice does not message anyone twice.

export interface BulkPlace {
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
}

export interface BulkReport {
  considered: number;
  sent: number;
  skippedNoMobile: number;
  skippedNothingToPay: number;
  skippedOpenLink: number;
  failed: number;
}

async function withOpenLinks(deps: OnlinePaymentsDeps, propertyUniqueIds: string[]): Promise<Set<string>> {
  const since = new Date(deps.now() - EXPIRY_MS.link).toISOString();
  const { rows } = await deps.pool.query<{ property_unique_id: string }>(
    `SELECT DISTINCT property_unique_id FROM transactions
      WHERE origin AND mode = 'link' AND status = 'initiated' AND created_at > $1
        AND property_unique_id = ANY($2::text[])`,
    [since, propertyUniqueIds],
  );
  return new Set(rows.map((row) => row.property_unique_id));
}

export async function sendPaymentLinksInBulk(
  deps: OnlinePaymentsDeps,
  request: { channel: Channel; place: BulkPlace; scope: ReadScope; metadata: EventMetadata },
): Promise<BulkReport> {
  const report: BulkReport = {
    considered: 0,
    sent: 0,
    skippedNoMobile: 0,
    skippedNothingToPay: 0,
    skippedOpenLink: 0,
    failed: 0,
  };
  const send = async (property: PropertyRow) => {
    try {
      await sendPaymentLink(deps, {
        propertyUniqueId: property.propertyUniqueId,
        payer: { firstname: property.ownerName, phone: property.mobileNumber!, email: property.emailId },
        channel: request.channel,
        metadata: request.metadata,
      });
      report.sent += 1;
    } catch (error) {
      // 409: nothing payable today (or the property was deleted meanwhile). Anything else (a number
      // on record that is not a mobile number) is counted and logged, and the run goes on.
      if (error instanceof HttpError && error.status === 409) report.skippedNothingToPay += 1;
      else {
        report.failed += 1;
        deps.log(`bulk payment link for ${property.propertyUniqueId}: ${(error as Error).message}`);
      }
    }
  };
  for await (const batch of propertyBatches(deps.pool, request.place, request.scope, 500)) {
    report.considered += batch.length;
    const reachable = batch.filter((property) => property.mobileNumber);
    report.skippedNoMobile += batch.length - reachable.length;
    const open = await withOpenLinks(
      deps,
      reachable.map((property) => property.propertyUniqueId),
    );
    report.skippedOpenLink += open.size;
    for (const property of reachable) if (!open.has(property.propertyUniqueId)) await send(property);
  }
  return report;
}
