import { z } from 'zod';
import { requiredText } from './common';

/** SPEC section 3: PATCH jalkal/approve/{id} and jalkal/reject/{id}. */
export const jalkalDecisionSchema = z.object({
  userId: requiredText('User ID is required'),
  comment: requiredText('Comment is required'),
});
export type JalkalDecisionInput = z.infer<typeof jalkalDecisionSchema>;
