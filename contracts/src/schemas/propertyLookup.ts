import { z } from 'zod';
import { MOBILE_MESSAGES, mobile, requiredText } from './common';
import { propertyUniqueId } from './propertyId';

/** SPEC section 5, property lookup form: every field is required. */
export const propertyLookupSchema = z.object({
  mobileNumber: mobile(MOBILE_MESSAGES.notValid, 'Mobile number is required'),
  propertyUniqueId: propertyUniqueId(),
  ownerName: requiredText('Owner name is required'),
  fatherHusbandName: requiredText('Father / husband name is required'),
  houseNumber: requiredText('House number is required'),
});
export type PropertyLookupInput = z.infer<typeof propertyLookupSchema>;
