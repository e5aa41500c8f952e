// The property register's use cases: check the request, the caller's zones and wards and the
// masters, store the files, decide and append on `property-<id>`, then wait for the read models.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  buildingImagesSchema,
  floorSchema,
  floorWithPremiseIdSchema,
  ownerDetailsSchema,
  propertyAddSchema,
  propertyDeleteSchema,
  propertyEditSchema,
  propertyStream,
  type BuildingImagesData,
  type PropertyChange,
  type PropertyDetails,
} from '@ptax/contracts';
import { z } from 'zod';
import { handleCommand } from '../eventsourcing/commandHandler';
import { badRequest, conflict, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { applyPropertyChange, storedChanges, type EditChange, type PreparedChange } from './changes';
import { propertyDecider, PROPERTY_DELETED, PROPERTY_NOT_FOUND, type PropertyCommand } from './decide';
import { findOldRecord, unlinkOldRecord, type OldRecordFound } from './matching';
import { checkPlace } from './places';
import { evolveProperty, initialPropertyState, type ExistingProperty, type Floor } from './property';
import { createPropertyIdAllocator } from './propertyIds';
import { detailsOf, floorsOf, FORM_TO_DETAIL, imagesOf, parseAll } from './propertyInput';
import { metadataOf, propertyIdOf } from './requests';
import { checkContents, fileDescriptors, filesOf, storeFiles, textFieldsOf } from './uploads';

export function createPropertyCommands(ctx: ModuleContext) {
  const ids = createPropertyIdAllocator(ctx.store, ctx.now);
  const at = () => new Date(ctx.now()).toISOString();

  async function load(propertyUniqueId: string): Promise<ExistingProperty> {
    const state = (await ctx.store.readStream(propertyStream(propertyUniqueId))).reduce(
      evolveProperty,
      initialPropertyState,
    );
    if (state.status === 'absent') throw notFound(PROPERTY_NOT_FOUND);
    return state;
  }

  /** The property, in the caller's zones and wards. */
  async function loadInScope(req: Request, propertyUniqueId: string) {
    const property = await load(propertyUniqueId);
    assertInScope(await ctx.scopeOf(req), property.details.zoneId, property.details.wardId);
    return property;
  }

  async function run(req: Request, id: string, command: PropertyCommand, name: string) {
    return handleCommand(ctx.store, propertyStream(id), propertyDecider, command, metadataOf(req, name));
  }

  /** The old record named by oldPropertyTaxId, refused early when another property holds it. */
  async function oldRecordFor(
    ptin: string | undefined,
    propertyUniqueId?: string,
  ): Promise<OldRecordFound | null> {
    if (!ptin) return null;
    const found = await findOldRecord(ctx, ptin);
    if (found?.matchedTo && found.matchedTo !== propertyUniqueId) {
      const message = `This old property is already matched with property ${found.matchedTo}`;
      throw badRequest(message, { oldPropertyTaxId: message });
    }
    return found;
  }

  /** Checks a registration form, stores its files and allocates the id: nothing on the register yet. */
  async function prepareRegistration(req: Request): Promise<PreparedChange> {
    const files = filesOf(req);
    const input = parseAll(propertyAddSchema, { ...textFieldsOf(req.body), ...fileDescriptors(files) }, [
      buildingImagesSchema,
    ]);
    checkContents(files);
    assertInScope(await ctx.scopeOf(req), input.zoneId, input.wardId);
    const place = await checkPlace(ctx.pool, input);
    const oldRecord = await oldRecordFor(input.oldPropertyTaxId ?? undefined);
    const keys = await storeFiles(ctx.files, files);
    const metadata = metadataOf(req, 'AddProperty');
    const propertyUniqueId = await ids.allocate(place, metadata);
    const change: PropertyChange = {
      kind: 'register',
      details: detailsOf(input, keys) as PropertyDetails,
      floors: floorsOf(input.floors ?? []),
      buildingImages: imagesOf(keys) as BuildingImagesData,
      ...(oldRecord ? { oldPropertyTaxId: input.oldPropertyTaxId ?? undefined } : {}),
    };
    return { propertyUniqueId, change };
  }

  async function register(req: Request): Promise<string> {
    const prepared = await prepareRegistration(req);
    const metadata = metadataOf(req, 'AddProperty');
    await ctx.readYourWrites(await applyPropertyChange(ctx, prepared, { at: at(), metadata }));
    return prepared.propertyUniqueId;
  }

  /** Checks an edit form against the property and stores its files: nothing on the register yet. */
  async function prepareEdit(req: Request, rawId: unknown): Promise<PreparedChange<EditChange>> {
    const propertyUniqueId = propertyIdOf(rawId);
    const property = await loadInScope(req, propertyUniqueId);
    if (property.status === 'deleted') throw conflict(PROPERTY_DELETED);
    const files = filesOf(req);
    const body = textFieldsOf(req.body);
    // Proofs stored earlier stand unless a new file is chosen (the edit form does not send them again).
    const stored = {
      disabilityDocumentProof: property.details.disabilityDocumentId,
      exDefensePersonalDocumentProof: property.details.exDefensePersonalDocumentId,
    };
    const input = parseAll(propertyEditSchema, { ...stored, ...body, ...fileDescriptors(files) }, [
      buildingImagesSchema.partial(),
    ]);
    checkContents(files);
    const scope = await ctx.scopeOf(req);
    assertInScope(scope, input.zoneId, input.wardId);
    const moved = ['zoneId', 'wardId', 'mohallaId'].some(
      (key) => input[key as 'zoneId'] !== property.details[key as 'zoneId'],
    );
    if (moved) await checkPlace(ctx.pool, input);
    const ptin = input.oldPropertyTaxId || undefined;
    if (property.matching && 'oldPropertyTaxId' in body && ptin !== property.matching.ptinNo) {
      const message = 'Remove the matching details before changing the old property tax ID';
      throw badRequest(message, { oldPropertyTaxId: message });
    }
    const oldRecord = property.matching ? null : await oldRecordFor(ptin, propertyUniqueId);
    const keys = await storeFiles(ctx.files, files);
    const details = detailsOf(input, keys);
    // Only what the form sent changes; a field sent empty is cleared.
    const sent = new Set<string>(
      [...Object.keys(body), ...Object.keys(files)].map((key) => FORM_TO_DETAIL[key] ?? key),
    );
    for (const key of ['category', 'subCategory', 'disabilityPercentage'] as const) {
      if (sent.has('houseCategory') || sent.has('isDisabled')) sent.add(key);
    }
    const changes = Object.fromEntries(Object.entries(details).filter(([key]) => sent.has(key)));
    const change: EditChange = {
      kind: 'edit',
      changes: storedChanges(changes),
      ...(input.floors ? { floors: keepPremiseIds(floorsOf(input.floors, false), property.floors) } : {}),
      buildingImages: imagesOf(keys),
      ...(oldRecord && ptin ? { oldPropertyTaxId: ptin } : {}),
    };
    return { propertyUniqueId, change };
  }

  async function edit(req: Request, rawId: unknown): Promise<string> {
    const prepared = await prepareEdit(req, rawId);
    const metadata = metadataOf(req, 'EditProperty');
    await ctx.readYourWrites(await applyPropertyChange(ctx, prepared, { at: at(), metadata }));
    return prepared.propertyUniqueId;
  }

  async function updateOwner(req: Request): Promise<string> {
    const body = { ...req.body, propertyUniqueId: req.body?.propertyUniqueId ?? req.query.propertyUniqueId };
    const input = parseWith(ownerDetailsSchema, body);
    await loadInScope(req, input.propertyUniqueId);
    const { propertyUniqueId, ownerName, fatherName, husbandName, mobileNumber, emailId } = input;
    const owner = detailsOf({ ownerName, fatherName, husbandName, mobileNumber, emailId }, {});
    const { position } = await run(
      req,
      propertyUniqueId,
      {
        type: 'UpdateOwnerDetails',
        owner: {
          ownerName,
          fatherName: owner.fatherName,
          husbandName: owner.husbandName,
          mobileNumber: owner.mobileNumber ?? undefined,
          emailId: owner.emailId,
        },
        at: at(),
      },
      'UpdateOwnerDetails',
    );
    await ctx.readYourWrites(position);
    return propertyUniqueId;
  }

  /** POST adds premises; PUT changes stored ones, each named by its propertyPremiseId. */
  async function premises(req: Request, rawId: unknown, mode: 'add' | 'change'): Promise<string> {
    const propertyUniqueId = propertyIdOf(rawId);
    const property = await loadInScope(req, propertyUniqueId);
    const schema = mode === 'add' ? floorSchema : floorWithPremiseIdSchema;
    const { floors: given } = parseWith(
      z.object({ floors: z.array(schema).min(1, 'At least one floor is required') }),
      {
        floors: floorListOf(req.body),
      },
    );
    const floors: Floor[] = [...property.floors];
    for (const [index, floor] of floorsOf(given).entries()) {
      if (mode === 'add') {
        floors.push(floor);
        continue;
      }
      const slot = floors.findIndex((stored) => stored.propertyPremiseId === floor.propertyPremiseId);
      if (slot < 0) {
        const message = 'Premise not found on this property';
        throw badRequest(message, { [`floors.${index}.propertyPremiseId`]: message });
      }
      floors[slot] = floor;
    }
    const { position } = await run(
      req,
      propertyUniqueId,
      { type: 'ReplaceFloors', floors, at: at() },
      'SavePremises',
    );
    await ctx.readYourWrites(position);
    return propertyUniqueId;
  }

  async function updateImages(req: Request): Promise<string> {
    const propertyUniqueId = propertyIdOf(req.body?.propertyUniqueId ?? req.query.propertyUniqueId);
    const files = filesOf(req);
    parseAll(buildingImagesSchema, fileDescriptors(files));
    checkContents(files);
    await loadInScope(req, propertyUniqueId);
    const keys = await storeFiles(ctx.files, files);
    const { position } = await run(
      req,
      propertyUniqueId,
      { type: 'UpdateBuildingImages', images: imagesOf(keys), at: at() },
      'UpdateBuildingImages',
    );
    await ctx.readYourWrites(position);
    return propertyUniqueId;
  }

  async function removeMatching(req: Request, rawId: unknown): Promise<string> {
    const propertyUniqueId = propertyIdOf(rawId);
    await loadInScope(req, propertyUniqueId);
    await ctx.readYourWrites(
      await unlinkOldRecord(ctx, propertyUniqueId, metadataOf(req, 'RemoveMatchingDetails')),
    );
    return propertyUniqueId;
  }

  /** Every id is checked before any is deleted; then one deletion event per property. */
  async function remove(req: Request): Promise<string[]> {
    const input = parseWith(propertyDeleteSchema, {
      ...req.body,
      propertyIds: idListOf(req.body?.propertyIds),
    });
    const propertyIds = [...new Set(input.propertyIds)];
    const scope = await ctx.scopeOf(req);
    const errors: Record<string, string> = {};
    const found = await Promise.all(propertyIds.map((id) => load(id).catch(() => null)));
    found.forEach((property, index) => {
      if (!property) errors[`propertyIds.${index}`] = `${propertyIds[index]}: ${PROPERTY_NOT_FOUND}`;
      else if (property.status === 'deleted')
        errors[`propertyIds.${index}`] = `${propertyIds[index]}: ${PROPERTY_DELETED}`;
      else assertInScope(scope, property.details.zoneId, property.details.wardId);
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    const metadata = metadataOf(req, 'DeleteProperty', input.reason);
    let position = 0;
    for (const [index, id] of propertyIds.entries()) {
      // A deleted duplicate must not keep the old record (and its arrears) from the right property.
      if (found[index]?.matching) position = Math.max(position, await unlinkOldRecord(ctx, id, metadata));
      const command: PropertyCommand = {
        type: 'DeleteProperty',
        reason: input.reason,
        requestedBy: input.requestedBy,
        at: at(),
      };
      const result = await handleCommand(ctx.store, propertyStream(id), propertyDecider, command, metadata);
      position = Math.max(position, result.position);
    }
    await ctx.readYourWrites(position);
    return propertyIds;
  }

  return {
    register,
    edit,
    prepareRegistration,
    prepareEdit,
    updateOwner,
    premises,
    updateImages,
    removeMatching,
    remove,
  };
}

export type PropertyCommands = ReturnType<typeof createPropertyCommands>;

/** A floor sent without its premise id is the stored premise at the same place in the list. */
function keepPremiseIds(sent: Floor[], stored: Floor[]): Floor[] {
  return sent.map((floor, index) => ({
    ...floor,
    propertyPremiseId: floor.propertyPremiseId || stored[index]?.propertyPremiseId || randomUUID(),
  }));
}

/** Floors of a premises call: `{ floors: [...] }` (or its JSON text), a bare list, or one floor. */
function floorListOf(body: unknown): unknown {
  if (Array.isArray(body)) return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const floors = (body as { floors?: unknown }).floors;
  if (floors === undefined) return Object.keys(body).length ? [body] : undefined;
  if (typeof floors !== 'string') return floors;
  try {
    return JSON.parse(floors) as unknown;
  } catch {
    return floors;
  }
}

/** The ids of a delete form: a list, its JSON text, repeated fields, or text separated by commas. */
function idListOf(value: unknown): unknown {
  if (Array.isArray(value) || typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text === '' ? [] : text.split(',').map((id) => id.trim());
}
