import type { Assessment, CategoryRow, SelfAssessmentForm, SelfAssessmentStatus } from '@ptax/contracts';
import { callApi, callApiList, callApiMultipart, notFoundAs } from '../../shared/api';

// The calls of the self-assessment pages: the public masters for the form's choices, the tax
// preview (ledger-service/src/tax/routes.ts), and the selfAssessment calls
// (ledger-service/src/selfAssessment/routes.ts).

export interface Submitted {
  selfAssessmentId: string;
  form: SelfAssessmentForm;
  status: SelfAssessmentStatus;
  submittedAt: string;
  arvPaise: number;
  totalTaxPaise: number;
  financialYear: string;
}

/** What the citizen's status lookup answers: no mobile number or email. */
export interface SelfAssessmentStatusRow extends Submitted {
  ownerName: string;
  mohallaName: string | null;
  wardName: string | null;
  propertyUniqueId: string | null;
  decidedAt: string | null;
  rejectionReason: string | null;
}

export interface ListedFloor {
  floorNumber: number;
  rentType: string;
  rentUsage: string;
  type: string;
  category?: number | null;
  subCategory?: number | null;
  areaSqft: number;
}

/** A row of the officials' list: the status fields and what only staff see. */
export interface NigamRow extends SelfAssessmentStatusRow {
  id: string;
  mobileNumber: string | null;
  emailId: string | null;
  zoneName: string | null;
  wardNo: number | null;
  floors: ListedFloor[];
  documents: { id: string; name: string; url: string }[];
}

export const fetchCategories = () => callApi<CategoryRow[]>('categories');

export const previewTax = (previewQuery: string, signal: AbortSignal) =>
  callApi<Assessment>(`properties/taxCalculations?${previewQuery}`, { signal });

export const submitSelfAssessment = (form: FormData) => callApiMultipart<Submitted>('selfAssessment', form);

/** null when no self-assessment has this number and mobile number (the server's 404). */
export const lookupSelfAssessment = (statusQuery: string) =>
  notFoundAs(callApi<SelfAssessmentStatusRow>(`selfAssessment?${statusQuery}`), null);

// The officials' calls carry the back office's token (same origin, same local-storage entry).
const withToken = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Authorization: `Bearer ${token}` },
});

export const fetchNigamPage = (listQuery: string, token: string) =>
  callApiList<NigamRow>(`selfAssessment/all?${listQuery}`, withToken(token));

export const acceptSelfAssessment = (id: string, token: string) =>
  callApi<NigamRow>(`selfAssessment/accept/${encodeURIComponent(id)}`, withToken(token, { method: 'PATCH' }));

export const rejectSelfAssessment = (id: string, reason: string, token: string) =>
  callApi<NigamRow>(
    `selfAssessment/reject/${encodeURIComponent(id)}`,
    withToken(token, { method: 'PATCH', body: JSON.stringify({ reason }) }),
  );
