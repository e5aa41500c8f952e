import type { MutationFeeTable, MutationRow } from '@ptax/contracts';
import type { HttpClient } from '../providers/httpClient';
import { downloadExport } from '../properties/download';
import type { DocumentLanguage } from '../payments/receipts';

// The mutation calls the screen makes beside react-admin's list reads (SPEC section 7, Mutations).

export type { MutationRow };

const path = (id: string, action: string) => `/mutations/${action}/${encodeURIComponent(id)}`;

/** POST mutations (multipart): the new mutation. */
export async function raiseMutation(http: HttpClient, form: FormData) {
  return (await http<{ data: MutationRow }>('/mutations', { method: 'POST', body: form })).json.data;
}

/** PATCH mutations/approve/{id} with body userId, remarks. */
export async function approveMutation(http: HttpClient, row: MutationRow, userId: string, remarks: string) {
  const reply = await http<{ data: MutationRow }>(path(row.id, 'approve'), {
    method: 'PATCH',
    body: { userId, remarks },
  });
  return reply.json.data;
}

/** PATCH mutations/reject/{id} with body remarks. */
export async function rejectMutation(http: HttpClient, row: MutationRow, remarks: string) {
  return (await http<{ data: MutationRow }>(path(row.id, 'reject'), { method: 'PATCH', body: { remarks } }))
    .json.data;
}

/** GET mutations/{id}: the mutation as the server holds it now (fee paid since the list was read). */
export async function fetchMutation(http: HttpClient, id: string) {
  return (await http<{ data: MutationRow }>(`/mutations/${encodeURIComponent(id)}`)).json.data;
}

/** GET mutations/feeTable: the version in force today. */
export async function fetchFeeTable(http: HttpClient) {
  return (await http<{ data: { inForce: MutationFeeTable | null } }>('/mutations/feeTable')).json.data
    .inForce;
}

export type Paper = 'acknowledgement' | 'certificate';

/** GET mutations/{id}/{paper}?lang, with the bearer token, saved as a file. */
export const downloadPaper = (id: string, paper: Paper, lang: DocumentLanguage, token: string | null) =>
  downloadExport({
    path: `/mutations/${encodeURIComponent(id)}/${paper}`,
    query: { lang },
    token,
    fallbackName: `mutation-${paper}-${id}-${lang}.pdf`,
  });
