// POST jalkal: any staff member asks to change a property's water and sewer facts. The property must
// be on the register, within the caller's zones and wards, without another pending request, and the
// request must change something; then the evidence is stored, the request takes the next number of
// its financial year's series (JAL-2026-27-000001) and JalkalEditRequested is appended.
import {
  financialYearOfDate,
  indiaDate,
  JALKAL_FIELDS,
  JALKAL_MESSAGES,
  jalkalEditStream,
  type EventMetadata,
  type JalkalRequestInput,
  type PropertyDetails,
  type WaterSewerChanges,
} from '@ptax/contracts';
import { pendingJalkalEditOf } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import { createSerialAllocator } from '../eventsourcing/serialNumbers';
import { badRequest, conflict } from '../http/errors';
import type { AccessScope } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { storeDocuments, type CheckedDocument } from '../objection/documents';
import { propertyInScope } from '../objection/upload';
import { jalkalEditDecider } from './decide';
import { jalkalEditNumber, jalkalEditSeries } from './jalkalEdit';

/** The facts the request sets that differ from the property's, with their values now. */
export function changesOf(input: JalkalRequestInput, details: PropertyDetails) {
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of JALKAL_FIELDS) {
    const wanted = input[field];
    if (wanted === undefined || wanted === null) continue;
    const now = (details as Partial<Record<string, unknown>>)[field] ?? null;
    if (now === wanted) continue;
    changes[field] = wanted;
    previous[field] = now;
  }
  return { changes: changes as WaterSewerChanges, previous: previous as WaterSewerChanges };
}

export async function raiseJalkalEdit(
  ctx: ModuleContext,
  input: JalkalRequestInput,
  documents: CheckedDocument[],
  scope: AccessScope,
  metadata: EventMetadata,
): Promise<{ jalkalEditId: string; position: number }> {
  if (documents.length === 0)
    throw badRequest(JALKAL_MESSAGES.evidenceRequired, { documents: JALKAL_MESSAGES.evidenceRequired });
  const property = await propertyInScope(ctx, input.propertyUniqueId, scope);
  const { changes, previous } = changesOf(input, property.details);
  if (Object.keys(changes).length === 0) {
    const field = JALKAL_FIELDS.find((name) => input[name] !== undefined && input[name] !== null)!;
    throw badRequest(JALKAL_MESSAGES.sameAsNow, { [field]: JALKAL_MESSAGES.sameAsNow });
  }
  if (await pendingJalkalEditOf(ctx.pool, input.propertyUniqueId))
    throw conflict(JALKAL_MESSAGES.pendingExists);

  const at = new Date(ctx.now()).toISOString();
  const financialYear = financialYearOfDate(indiaDate(at));
  const stored = await storeDocuments(ctx.files, documents, 'jalkal-documents');
  const serial = await createSerialAllocator(ctx.store, ctx.now).nextInSeries(
    jalkalEditSeries(financialYear),
    { purpose: 'jalkalEdit', reference: input.propertyUniqueId },
    metadata,
  );
  const jalkalEditId = jalkalEditNumber(financialYear, serial);
  const { position } = await handleCommand(
    ctx.store,
    jalkalEditStream(jalkalEditId),
    jalkalEditDecider,
    {
      type: 'RequestJalkalEdit',
      jalkalEditId,
      propertyUniqueId: input.propertyUniqueId,
      changes,
      previous,
      reason: input.reason,
      effectiveDate: input.effectiveDate,
      documents: stored,
      at,
    },
    metadata,
  );
  return { jalkalEditId, position };
}
