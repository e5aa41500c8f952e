import type { JalkalEditRow, JalkalSummary, JalkalZoneTotals } from '@ptax/contracts';
import type { HttpClient } from '../providers/httpClient';

// The jalkal calls the screens make beside react-admin's list reads (SPEC section 7, Jalkal edits).

export type { JalkalEditRow, JalkalSummary, JalkalZoneTotals };

/** PATCH jalkal/approve/{id} or jalkal/reject/{id} with the spec's body: the request as it now stands. */
export async function decideRequest(
  http: HttpClient,
  verb: 'approve' | 'reject',
  row: JalkalEditRow,
  body: { userId: string; comment: string },
) {
  const reply = await http<{ data: JalkalEditRow }>(`/jalkal/${verb}/${encodeURIComponent(row.id)}`, {
    method: 'PATCH',
    body,
  });
  return reply.json.data;
}

/** POST jalkal (multipart): the new request. */
export async function raiseRequest(http: HttpClient, form: FormData) {
  const reply = await http<{ data: JalkalEditRow }>('/jalkal', { method: 'POST', body: form });
  return reply.json.data;
}

export async function requestSummary(http: HttpClient, query: Record<string, string>) {
  return (await http<{ data: JalkalSummary }>('/jalkal/summary', { query })).json.data;
}

export async function zoneTotals(http: HttpClient) {
  return (await http<{ data: { financialYear: string; zones: JalkalZoneTotals[] } }>('/jalkal/zoneWise')).json
    .data;
}
