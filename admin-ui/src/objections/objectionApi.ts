import type { ObjectionRow } from '@ptax/contracts';
import type { HttpClient } from '../providers/httpClient';

// The objection calls the screens make beside react-admin's list reads (SPEC section 7, Objections).

export type { ObjectionRow, ObjectionSummary } from '@ptax/contracts';

/** PATCH properties/resolveObjection answers the objection and what the correction changed. */
export interface ResolveResult {
  objection: ObjectionRow;
  reassessed: boolean;
  demandReplaced: boolean;
}

/** PATCH objection/reject/{id}: the updated objection. */
export async function rejectObjection(http: HttpClient, row: ObjectionRow, reason: string) {
  const reply = await http<{ data: ObjectionRow }>(`/objection/reject/${encodeURIComponent(row.id)}`, {
    method: 'PATCH',
    body: { reason },
  });
  return reply.json.data;
}

/** PATCH properties/resolveObjection?propertyUniqueId=: remarks, and the corrected fields if any. */
export async function resolveObjection(http: HttpClient, row: ObjectionRow, body: Record<string, unknown>) {
  const reply = await http<{ data: ResolveResult }>('/properties/resolveObjection', {
    method: 'PATCH',
    query: { propertyUniqueId: row.propertyUniqueId },
    body,
  });
  return reply.json.data;
}

/** POST objection/upload (multipart): the new objection. */
export async function uploadObjection(http: HttpClient, form: FormData) {
  const reply = await http<{ data: ObjectionRow }>('/objection/upload', { method: 'POST', body: form });
  return reply.json.data;
}
