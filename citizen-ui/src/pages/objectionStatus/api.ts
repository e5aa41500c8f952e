import type { PublicObjection } from '@ptax/contracts';
import { CallError, callApi } from '../../shared/api';

// The public objection lookup (POST objection/status): only what anyone may see of an objection,
// no uploader, documents or contact details.

export type { PublicObjection };

/** What is looked up: one objection by its number, or every objection of a property. */
export type ObjectionQuery = { objectionId: string } | { propertyUniqueId: string };

/** The query as the address and the request body carry it, and back. */
export const queryBody = (query: ObjectionQuery) => JSON.stringify(query);

/** The objections the query finds; none when the server answers 404 (nothing was found). */
export async function lookupObjections(body: string): Promise<PublicObjection[]> {
  try {
    return await callApi<PublicObjection[]>('objection/status', { method: 'POST', body });
  } catch (error) {
    if (error instanceof CallError && error.status === 404) return [];
    throw error;
  }
}
