import { z } from 'zod';
import { MOBILE_MESSAGES, mobile, requiredText } from './common';
import { buildingImagesSchema } from './buildingImages';
import { propertyAddSchema } from './property';
import { dateFilter, searchText } from './propertyLookup';

// A citizen's self-assessment (DOMAIN.md: Form A residential, Form C non-residential): the owner
// form of the add variant with its floors (SPEC sections 3 and 5), and the building images. A
// property already on the register names its propertyUniqueId; a new one leaves it out.

export const SELF_ASSESSMENT_FORMS = { residential: 'A', nonresidential: 'C' } as const;
export type SelfAssessmentForm = (typeof SELF_ASSESSMENT_FORMS)[keyof typeof SELF_ASSESSMENT_FORMS];

export const SELF_ASSESSMENT_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
export type SelfAssessmentStatus = (typeof SELF_ASSESSMENT_STATUSES)[number];

/** POST selfAssessment (multipart): the fields and files together, as the server checks them. */
export const selfAssessmentSchema = z.intersection(propertyAddSchema, buildingImagesSchema);
export type SelfAssessmentInput = z.infer<typeof selfAssessmentSchema>;

/** GET selfAssessment (citizen): the number handed out on submission and the mobile number given then. */
export const selfAssessmentStatusQuerySchema = z.object({
  selfAssessmentId: requiredText('Self-assessment number is required'),
  mobileNumber: mobile(MOBILE_MESSAGES.notValid, 'Mobile number is required'),
});
export type SelfAssessmentStatusQuery = z.infer<typeof selfAssessmentStatusQuerySchema>;

/** GET selfAssessment/all (officials): paging plus these filters. */
export const selfAssessmentListFiltersSchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(SELF_ASSESSMENT_STATUSES, { error: 'Status must be submitted, accepted or rejected' }).optional(),
  ),
  zoneId: searchText(),
  wardId: searchText(),
  mohallaId: searchText(),
  startDate: dateFilter(),
  endDate: dateFilter(),
});
export type SelfAssessmentListFilters = z.infer<typeof selfAssessmentListFiltersSchema>;
