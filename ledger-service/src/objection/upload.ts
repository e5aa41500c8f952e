// Raising an objection (POST objection/upload, and the demo seed): the property must be on the
// register and within the caller's zones and wards; everything is checked before anything is
// written, then the documents are stored, the objection takes the next number of its financial
// year's series (OBJ-2026-27-000001) and ObjectionUploaded is appended on objection-<number>.
import {
  financialYearOfDate,
  indiaDate,
  objectionStream,
  propertyStream,
  type EventMetadata,
  type UploaderType,
} from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { createSerialAllocator } from '../eventsourcing/serialNumbers';
import { badRequest, conflict, notFound } from '../http/errors';
import { assertInScope, type AccessScope } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { PROPERTY_DELETED, PROPERTY_NOT_FOUND } from '../properties/decide';
import { evolveProperty, initialPropertyState } from '../properties/property';
import { objectionDecider } from './decide';
import { storeDocuments, type CheckedDocument } from './documents';
import { objectionNumber, objectionSeries } from './objection';

export const FUTURE_DATE_MESSAGE = 'Objection date can not be a future date';

export interface ObjectionToUpload {
  propertyUniqueId: string;
  description: string;
  /** YYYY-MM-DD; today in India when absent. */
  objectionDate?: string;
  uploaderType: UploaderType;
  documents: CheckedDocument[];
}

/** The property as its register events leave it. */
export async function registeredProperty(ctx: ModuleContext, propertyUniqueId: string) {
  const history = await ctx.store.readStream(propertyStream(propertyUniqueId));
  return history.reduce(evolveProperty, initialPropertyState);
}

/** The property the objection is about: on the register, not deleted, in the caller's zones and wards. */
export async function propertyInScope(ctx: ModuleContext, propertyUniqueId: string, scope: AccessScope) {
  const property = await registeredProperty(ctx, propertyUniqueId);
  if (property.status === 'absent') throw notFound(PROPERTY_NOT_FOUND);
  if (property.status === 'deleted') throw conflict(PROPERTY_DELETED);
  assertInScope(scope, property.details.zoneId, property.details.wardId);
  return property;
}

export async function uploadObjection(
  ctx: ModuleContext,
  input: ObjectionToUpload,
  scope: AccessScope,
  metadata: EventMetadata,
): Promise<{ objectionId: string; position: number }> {
  const at = new Date(ctx.now()).toISOString();
  const today = indiaDate(at);
  if (input.objectionDate && input.objectionDate > today)
    throw badRequest(FUTURE_DATE_MESSAGE, { objectionDate: FUTURE_DATE_MESSAGE });
  await propertyInScope(ctx, input.propertyUniqueId, scope);
  const documents = await storeDocuments(ctx.files, input.documents);
  const financialYear = financialYearOfDate(today);
  const serial = await createSerialAllocator(ctx.store, ctx.now).nextInSeries(
    objectionSeries(financialYear),
    { purpose: 'objection', reference: input.propertyUniqueId },
    metadata,
  );
  const objectionId = objectionNumber(financialYear, serial);
  const { position } = await handleCommand(
    ctx.store,
    objectionStream(objectionId),
    objectionDecider,
    {
      type: 'UploadObjection',
      objectionId,
      propertyUniqueId: input.propertyUniqueId,
      uploaderType: input.uploaderType,
      description: input.description,
      documents,
      // The day the citizen raised it, as midnight in India; today's objections keep their moment.
      objectionAt: input.objectionDate ? `${input.objectionDate}T00:00:00+05:30` : at,
      at,
    },
    metadata,
  );
  return { objectionId, position };
}
