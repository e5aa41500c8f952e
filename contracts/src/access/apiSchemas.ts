// The contracts schema each call validates its form or filters with (the handler parses with the
// same schema), for the published contract (openapi.ts). Keyed 'METHOD path' as in API_CALLS; a
// call not here takes no fields or checks them by hand (its page says so). Multipart calls take the
// fields as form fields beside their files.
import type { ZodType } from 'zod';
import { jalkalRequestSchema } from '../schemas/jalkal';
import {
  arrearsCorrectionSchema,
  buildingImagesSchema,
  cancelPaymentSchema,
  changePasswordRequestSchema,
  collectionMonthSchema,
  collectionReportFiltersSchema,
  discountAddSchema,
  discountEditSchema,
  drcrNoteSchema,
  jalkalDecisionSchema,
  jalkalListFiltersSchema,
  logListFiltersSchema,
  loginSchema,
  mohallaSchema,
  mutationApproveSchema,
  mutationListFiltersSchema,
  mutationRejectSchema,
  mutationSchema,
  neftPaymentSchema,
  noticeJobRequestSchema,
  noticeListFiltersSchema,
  objectionListFiltersSchema,
  objectionRejectSchema,
  objectionResolveSchema,
  objectionStatusQuerySchema,
  objectionUploadSchema,
  officialAddSchema,
  officialEditSchema,
  oldPropertySchema,
  ownerDetailsSchema,
  paymentEntrySchema,
  paymentShiftSchema,
  propertyAddSchema,
  propertyDeleteSchema,
  propertyEditSchema,
  propertyListFiltersSchema,
  propertySplitSchema,
  resetPasswordRequestSchema,
  roleAddSchema,
  roleMasterSchema,
  selfAssessmentListFiltersSchema,
  selfAssessmentSchema,
  selfAssessmentStatusQuerySchema,
  wardSchema,
  zoneSchema,
} from '../schemas';
import { statePortalDaysSchema } from '../statePortal';
import { categoryInputSchema } from '../tax/categories';
import { taxPreviewSchema } from '../tax/preview';

export interface CallSchemas {
  /** The JSON (or multipart form) body. */
  body?: ZodType;
  /** The query string. */
  query?: ZodType;
  multipart?: boolean;
}

const form = (body: ZodType): CallSchemas => ({ body, multipart: true });
const json = (body: ZodType): CallSchemas => ({ body });
const query = (schema: ZodType): CallSchemas => ({ query: schema });
/** A list asked for by POST: its filters come in the body. */
const postedFilters = json;

const collectionReports = Object.fromEntries(
  ['summary', 'typeWise', 'zoneWise', 'wardWise', 'mohallaWise', 'riWise', 'collectionList'].map((report) => [
    `GET taxCollections/${report}`,
    query(collectionReportFiltersSchema),
  ]),
);
const logs = Object.fromEntries(
  [
    'logs',
    'logs/adminEdits',
    'logs/matchingRemoved',
    'logs/deletedProperties',
    'logs/addedProperties',
    'logs/paymentShift',
    'logs/splits',
  ].map((path) => [`GET ${path}`, query(logListFiltersSchema)]),
);

/** The schemas of every call that has one, as they are on `today` (YYYY-MM-DD, India). */
export function apiSchemas(today: string): Readonly<Record<string, CallSchemas>> {
  return {
    'POST zones/add': json(zoneSchema),
    'POST wards/add': json(wardSchema),
    'POST mohallas/add': form(mohallaSchema),
    'POST roles/add': json(roleMasterSchema),
    'PATCH roles/edit/:id': json(roleMasterSchema),
    'POST categories': json(categoryInputSchema),
    'PATCH categories/categoryID=:id': json(categoryInputSchema),
    'POST properties/all': postedFilters(propertyListFiltersSchema),
    'POST properties/paginated': postedFilters(propertyListFiltersSchema),
    'POST properties/add': form(propertyAddSchema),
    'PATCH properties/edit/:id': form(propertyEditSchema),
    'PATCH properties/editProperty': form(propertyEditSchema),
    'PATCH properties/updateOwnerDetails': form(ownerDetailsSchema),
    'PATCH properties/updateBuildingImages': form(buildingImagesSchema),
    'POST properties/delete': form(propertyDeleteSchema),
    'POST properties/correctArrear/:id': form(arrearsCorrectionSchema),
    'PATCH properties/resolveObjection': form(objectionResolveSchema),
    'PATCH properties/splitProperty': json(propertySplitSchema),
    'GET properties/taxCalculations': query(taxPreviewSchema),
    'POST properties/generateBulkNotice': form(noticeJobRequestSchema),
    'GET properties/notices': query(noticeListFiltersSchema),
    'POST drcrNotes': json(drcrNoteSchema),
    'GET objection': query(objectionListFiltersSchema),
    'GET objection/resolved': query(objectionListFiltersSchema),
    'POST objection/status': json(objectionStatusQuerySchema),
    'POST objection/upload': form(objectionUploadSchema),
    'PATCH objection/reject/:id': json(objectionRejectSchema),
    'POST operators/login': json(loginSchema),
    'POST officials/login': json(loginSchema),
    'POST officials': json(officialAddSchema),
    'PATCH officials': json(officialEditSchema),
    'POST operators': json(roleAddSchema),
    'POST officials/changePassword': json(changePasswordRequestSchema),
    'POST operators/changePassword': json(changePasswordRequestSchema),
    'POST officials/resetPassword': json(resetPasswordRequestSchema),
    'POST operators/resetPassword': json(resetPasswordRequestSchema),
    'POST discounts/add': json(discountAddSchema),
    'PATCH discounts/edit/:id': json(discountEditSchema),
    // The last day a request may name depends on today: the schema of the day the contract is read.
    'POST jalkal': form(jalkalRequestSchema(today)),
    'POST jalkal/pending': postedFilters(jalkalListFiltersSchema),
    'POST jalkal/approved': postedFilters(jalkalListFiltersSchema),
    'POST jalkal/rejected': postedFilters(jalkalListFiltersSchema),
    'GET jalkal/archived': query(jalkalListFiltersSchema),
    'PATCH jalkal/approve/:id': json(jalkalDecisionSchema),
    'PATCH jalkal/reject/:id': json(jalkalDecisionSchema),
    'POST transactions': json(paymentEntrySchema),
    'PATCH transactions/cancelPayment': json(cancelPaymentSchema),
    'PATCH transactions/shiftPayment': json(paymentShiftSchema),
    'POST neftPayments': form(neftPaymentSchema),
    'POST selfAssessment': form(selfAssessmentSchema),
    'GET selfAssessment': query(selfAssessmentStatusQuerySchema),
    'GET selfAssessment/all': query(selfAssessmentListFiltersSchema),
    'POST mutations': form(mutationSchema),
    'GET mutations': query(mutationListFiltersSchema),
    'GET mutations/all': query(mutationListFiltersSchema),
    'PATCH mutations/approve/:id': json(mutationApproveSchema),
    'PATCH mutations/reject/:id': json(mutationRejectSchema),
    ...collectionReports,
    'GET taxCollections/monthly': query(collectionMonthSchema),
    'GET taxCollections/pushToENagarSewa': query(statePortalDaysSchema),
    'POST taxCollections/pushToENagarSewa': json(statePortalDaysSchema),
    'POST oldProperties/add': json(oldPropertySchema),
    ...logs,
  };
}
