// Reading the objection calls' requests: the list filters (objectionListFiltersSchema), limited to
// what the caller may see, and who uploads (the login decides the uploader type).
import type { Request } from 'express';
import { objectionListFiltersSchema, userKindOf, type UploaderType } from '@ptax/contracts';
import type { ObjectionFilters } from '@ptax/projections';
import { currentUser } from '../http/auth';
import { parseWith } from '../http/validate';
import { fieldsOf } from '../properties/requests';

/** nagar_nigam and jalkal officials upload as 'official', every other login as 'operator'. */
export const uploaderTypeOf = (req: Request): UploaderType => userKindOf(currentUser(req).loginType);

/** The filters of the request; an operator's are narrowed to the objections they uploaded. */
export function objectionFiltersOf(req: Request): ObjectionFilters {
  const parsed = parseWith(objectionListFiltersSchema, fieldsOf(req));
  const filters = Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as ObjectionFilters;
  return uploaderTypeOf(req) === 'operator' ? { ...filters, uploadedBy: currentUser(req).email } : filters;
}
