// POST selfAssessment: the property add form with its floors and building images, checked with the
// add call's own rules (schema, file contents, places), assessed by the shared tax engine for the
// current financial year, then the files are stored, a number issued and the submission appended.
// Everything that can refuse the form runs before anything is written.
import {
  financialYearOfInstant,
  SELF_ASSESSMENT_FORMS,
  selfAssessmentSchema,
  selfAssessmentStream,
  type BuildingImagesData,
  type EventMetadata,
  type PropertyDetails,
} from '@ptax/contracts';
import { findProperty } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { PROPERTY_DELETED, PROPERTY_NOT_FOUND } from '../properties/decide';
import { checkPlace } from '../properties/places';
import { detailsOf, floorsOf, imagesOf } from '../properties/propertyInput';
import {
  checkContents,
  fileDescriptors,
  storeFiles,
  textFieldsOf,
  type UploadedFiles,
} from '../properties/uploads';
import { selfAssessmentDecider } from './decide';
import { createSelfAssessmentNumbers } from './numbers';
import { selfAssessedTax, type FloorWithoutPremise } from './selfAssessedTax';
import type { Submission } from './selfAssessment';

/** A submitted form: its text fields and its uploaded files. */
export interface SelfAssessmentUpload {
  fields: Record<string, unknown>;
  files: UploadedFiles;
}

async function assertOnRegister(ctx: ModuleContext, propertyUniqueId: string): Promise<void> {
  const property = await findProperty(ctx.pool, propertyUniqueId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (property.status === 'deleted') throw conflict(PROPERTY_DELETED);
}

export function createSelfAssessmentSubmission(ctx: ModuleContext) {
  const numbers = createSelfAssessmentNumbers(ctx.store, ctx.now);

  return async function submit(
    upload: SelfAssessmentUpload,
    metadata: EventMetadata,
  ): Promise<{ submission: Submission; position: number }> {
    const { files } = upload;
    const input = parseWith(selfAssessmentSchema, {
      ...textFieldsOf(upload.fields),
      ...fileDescriptors(files),
    });
    checkContents(files);
    if (input.propertyUniqueId) await assertOnRegister(ctx, input.propertyUniqueId);
    await checkPlace(ctx.pool, input);
    const floors: FloorWithoutPremise[] = floorsOf(input.floors ?? [], false).map(
      ({ propertyPremiseId: _none, ...floor }) => floor,
    );
    const financialYear = financialYearOfInstant(ctx.now());
    const assessment = await selfAssessedTax(ctx.pool, detailsOf(input, {}), floors, financialYear);
    const keys = await storeFiles(ctx.files, files);
    const selfAssessmentId = await numbers.next(financialYear, metadata);
    const submission: Submission = {
      selfAssessmentId,
      ...(input.propertyUniqueId ? { propertyUniqueId: input.propertyUniqueId } : {}),
      form: SELF_ASSESSMENT_FORMS[input.houseCategory],
      details: detailsOf(input, keys) as PropertyDetails,
      floors,
      buildingImages: imagesOf(keys) as BuildingImagesData,
      financialYear,
      arvPaise: assessment.arvPaise,
      totalTaxPaise: assessment.totalTaxPaise,
      submittedAt: new Date(ctx.now()).toISOString(),
    };
    const { position } = await handleCommand(
      ctx.store,
      selfAssessmentStream(selfAssessmentId),
      selfAssessmentDecider,
      { type: 'SubmitSelfAssessment', submission },
      metadata,
    );
    return { submission, position };
  };
}
