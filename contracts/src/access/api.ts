import type { Guard } from './guards';

/**
 * Every call of SPEC section 7 with the guard the server enforces (all under `/api`).
 * The spec lists the calls, not their guards: guards follow the screen that makes the call
 * (section 2), reference data and the citizen's own pages are public, and everything that
 * changes money or masters needs a nagar_nigam login. Finer rules (an admin access name,
 * zone / ward limits) are checked by the handler.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall {
  method: HttpMethod;
  /** Express-style path below /api, e.g. 'wards/edit/:id'. */
  path: string;
  guard: Guard;
}

type Row = [HttpMethod, string, Guard];

const rows: Row[] = [
  // Geography and masters
  ['GET', 'zones', 'public'],
  ['GET', 'zones/all', 'public'],
  ['POST', 'zones/add', 'nagarNigam'],
  ['GET', 'wards/all', 'public'],
  ['GET', 'wards', 'public'],
  ['PATCH', 'wards/edit/:id', 'nagarNigam'],
  ['POST', 'wards/add', 'nagarNigam'],
  ['GET', 'mohallas', 'public'],
  ['PATCH', 'mohallas/edit/:id', 'nagarNigam'],
  ['POST', 'mohallas/add', 'nagarNigam'],
  ['GET', 'roles/all', 'nagarNigam'],
  ['GET', 'roles', 'nagarNigam'],
  ['PATCH', 'roles/edit/:id', 'nagarNigam'],
  ['POST', 'roles/add', 'nagarNigam'],
  ['GET', 'banks', 'public'],
  ['GET', 'cities', 'public'],
  ['GET', 'categories', 'public'],
  ['POST', 'categories', 'nagarNigam'],
  ['PATCH', 'categories/categoryID=:id', 'nagarNigam'],
  ['DELETE', 'categories/categoryID=:id', 'nagarNigam'],
  // Properties
  ['POST', 'properties/all', 'anyLogin'],
  ['POST', 'properties/search', 'public'],
  ['POST', 'properties/message/search', 'anyLogin'],
  ['POST', 'properties/paginated', 'anyLogin'],
  ['GET', 'properties', 'public'],
  ['GET', 'properties/export', 'nagarNigam'],
  ['POST', 'properties/add', 'nagarNigam'],
  ['PATCH', 'properties/edit/:id', 'nagarNigam'],
  ['POST', 'properties/generateBulkNotice', 'nagarNigam'],
  // Not in SPEC section 7: what a place would select, following, cancelling and listing the bulk notice
  // jobs, and the register of notices issued (the Notices screen; docs/DECISIONS.md).
  ['GET', 'properties/notices/count', 'nagarNigam'],
  ['GET', 'properties/notices/jobs', 'nagarNigam'],
  ['GET', 'properties/notices/jobs/:id', 'nagarNigam'],
  ['PATCH', 'properties/notices/jobs/:id/cancel', 'nagarNigam'],
  ['GET', 'properties/notices', 'nagarNigam'],
  ['POST', 'properties/correctArrear/:id', 'nagarNigam'],
  ['PUT', 'properties/premises/:id', 'nagarNigam'],
  ['POST', 'properties/premises/:id', 'nagarNigam'],
  ['POST', 'properties/ledger', 'public'],
  ['PATCH', 'properties/resolveObjection', 'nagarNigam'],
  ['PATCH', 'properties/editProperty', 'nagarNigam'],
  ['PATCH', 'properties/splitProperty', 'nagarNigam'],
  // Not in SPEC section 7: the splits made (Split Properties), with their parts (docs/DECISIONS.md).
  ['GET', 'properties/splits', 'nagarNigam'],
  ['PATCH', 'properties/splitFromExcel', 'nagarNigam'],
  ['GET', 'properties/calculateTax', 'public'],
  ['GET', 'properties/taxCalculations', 'public'],
  ['PATCH', 'properties/calculateMohallaTax', 'nagarNigam'],
  ['PATCH', 'properties/updateOwnerDetails', 'nagarNigam'],
  ['PATCH', 'properties/updateBuildingImages', 'nagarNigam'],
  ['PATCH', 'properties/removeMatchingDetails/:id', 'nagarNigam'],
  ['GET', 'properties/count', 'nagarNigam'],
  ['GET', 'properties/propertyWise', 'nagarNigam'],
  ['GET', 'properties/arvWise', 'nagarNigam'],
  ['GET', 'properties/arvWise/export', 'nagarNigam'],
  ['GET', 'properties/categoryWise', 'nagarNigam'],
  ['GET', 'properties/categoryWise/export', 'nagarNigam'],
  ['GET', 'properties/viewDetails', 'anyLogin'],
  ['GET', 'properties/summaryProperties', 'nagarNigam'],
  ['GET', 'properties/taxSummary', 'nagarNigam'],
  ['GET', 'properties/arvList', 'nagarNigam'],
  ['GET', 'properties/arvList/export', 'nagarNigam'],
  ['GET', 'properties/edited', 'nagarNigam'],
  ['GET', 'properties/edited/export', 'nagarNigam'],
  ['POST', 'properties/updatePTINFromExcel', 'nagarNigam'],
  ['PATCH', 'properties/updateFromExcel', 'nagarNigam'],
  ['PATCH', 'properties/updateRoadWidth', 'nagarNigam'],
  ['PATCH', 'properties/updateBulkMohallaExcel', 'nagarNigam'],
  ['POST', 'properties/updatePropertyAddress', 'nagarNigam'],
  ['POST', 'properties/delete', 'nagarNigam'],
  // Demands
  ['GET', 'taxDemands/demandBillDetails', 'public'],
  ['POST', 'taxDemands/bulkDemandBill', 'nagarNigam'],
  ['POST', 'taxDemands/bulkDemandBillByExcel', 'nagarNigam'],
  ['GET', 'taxDemands/paymentDetails', 'public'],
  ['GET', 'taxDemands/totalSummary', 'nagarNigam'],
  ['GET', 'taxDemands/splitSummary', 'nagarNigam'],
  ['GET', 'taxDemands/zoneWiseSummary', 'nagarNigam'],
  ['GET', 'taxDemands/zoneAndUsageWiseSummary', 'nagarNigam'],
  ['GET', 'taxDemands/defaultersList', 'nagarNigam'],
  ['GET', 'taxDemands/defaultersList/export', 'nagarNigam'],
  // The DCB as of any date, with its drill-down (issue 11; not in SPEC section 7).
  ['GET', 'taxDemands/dcb', 'nagarNigam'],
  ['POST', 'taxDemands/replace', 'nagarNigam'],
  ['GET', 'taxDemands/fetchUpdatedTotals', 'nagarNigam'],
  // Not in SPEC section 7 (issue 12): how many properties a demand run would bill, for its confirmation.
  ['GET', 'taxDemands/runCount', 'nagarNigam'],
  ['GET', 'taxDemands/getGISReport', 'nagarNigam'],
  // Debit / credit notes
  ['GET', 'drcrNotes', 'nagarNigam'],
  ['GET', 'drcrNotes/export', 'nagarNigam'],
  // Objections
  ['GET', 'objection', 'anyLogin'],
  ['GET', 'objection/resolved', 'anyLogin'],
  ['GET', 'objection/export', 'anyLogin'],
  ['GET', 'objection/summary', 'anyLogin'],
  ['POST', 'objection/status', 'public'],
  ['POST', 'objection/upload', 'anyLogin'],
  ['PATCH', 'objection/reject/:id', 'nagarNigam'],
  // Users
  ['POST', 'operators/login', 'public'],
  ['POST', 'officials/login', 'public'],
  ['GET', 'operators/all', 'nagarNigam'],
  ['GET', 'officials/allRI', 'nagarNigam'],
  ['GET', 'officials/all', 'nagarNigam'],
  ['POST', 'operators', 'nagarNigam'],
  ['POST', 'officials', 'nagarNigam'],
  ['PATCH', 'officials', 'nagarNigam'],
  ['DELETE', 'officials/delete/:id', 'nagarNigam'],
  ['GET', 'operators', 'anyLogin'],
  ['GET', 'officials', 'anyLogin'],
  ['POST', 'officials/changePassword', 'anyLogin'],
  ['POST', 'officials/resetPassword', 'nagarNigam'],
  ['POST', 'operators/changePassword', 'anyLogin'],
  ['POST', 'operators/resetPassword', 'nagarNigam'],
  // Discounts
  ['GET', 'discounts', 'public'],
  ['POST', 'discounts/add', 'nagarNigam'],
  ['PATCH', 'discounts/edit/:id', 'nagarNigam'],
  ['GET', 'discounts/posting', 'anyLogin'],
  // Jalkal edits
  ['POST', 'jalkal', 'anyLogin'],
  ['POST', 'jalkal/pending', 'anyLogin'],
  ['POST', 'jalkal/approved', 'anyLogin'],
  ['POST', 'jalkal/rejected', 'anyLogin'],
  ['GET', 'jalkal/archived', 'anyLogin'],
  ['PATCH', 'jalkal/approve/:id', 'jalkal'],
  ['PATCH', 'jalkal/reject/:id', 'jalkal'],
  // Not in the spec's list: the jalkal dashboard's counts by state and its demand and collection by zone.
  ['GET', 'jalkal/summary', 'anyLogin'],
  ['GET', 'jalkal/zoneWise', 'jalkal'],
  // Transactions
  ['GET', 'transactions', 'anyLogin'],
  ['GET', 'transactions/pos', 'nagarNigam'],
  ['GET', 'transactions/archived', 'anyLogin'],
  ['GET', 'transactions/summary', 'anyLogin'],
  ['GET', 'transactions/pos/summary', 'nagarNigam'],
  ['GET', 'transactions/export', 'anyLogin'],
  ['GET', 'transactions/pos/export', 'nagarNigam'],
  ['GET', 'transactions/posting-summary', 'anyLogin'],
  ['POST', 'transactions', 'anyLogin'],
  ['PATCH', 'transactions/approve/:id', 'nagarNigam'],
  ['POST', 'transactions/reject/:id', 'nagarNigam'],
  ['POST', 'transactions/initiate_payment', 'anyLogin'],
  ['PATCH', 'transactions/shiftPayment', 'nagarNigam'],
  ['PATCH', 'transactions/cancelPayment', 'nagarNigam'],
  ['GET', 'oldPayments', 'anyLogin'],
  ['GET', 'oldPayments/export', 'anyLogin'],
  ['GET', 'neftPayments/all', 'anyLogin'],
  ['GET', 'neftPayments/export', 'anyLogin'],
  ['GET', 'neftPayments/summary', 'anyLogin'],
  ['GET', 'neftPayments/summary/export', 'anyLogin'],
  // Recording a NEFT payment is the pay-NEFT-tax screen's, nagar_nigam only (SPEC section 2).
  ['POST', 'neftPayments', 'nagarNigam'],
  ['POST', 'payments/calculateDiscounts', 'public'],
  ['POST', 'payments/initiate_payment', 'public'],
  ['POST', 'payments/easyCollect', 'nagarNigam'],
  ['POST', 'payments/easyCollectBulk', 'nagarNigam'],
  ['POST', 'payments/syncPayment', 'nagarNigam'],
  ['POST', 'payments/transaction_date', 'nagarNigam'],
  ['POST', 'payments/payout', 'nagarNigam'],
  // The card provider's callback is public: it is trusted only after its signature is verified.
  ['POST', 'snn-payments/transaction', 'public'],
  ['POST', 'snn-payments/initiate_payment', 'public'],
  ['POST', 'snn-payments/getCheckoutOptions', 'public'],
  ['GET', 'snn-payments/all', 'nagarNigam'],
  ['GET', 'snn-payments/export', 'nagarNigam'],
  ['GET', 'snn-payments/summary', 'nagarNigam'],
  ['GET', 'snn-payments/summary/export', 'nagarNigam'],
  // Self assessment
  ['POST', 'selfAssessment', 'public'],
  ['GET', 'selfAssessment', 'public'],
  ['GET', 'selfAssessment/all', 'nagarNigam'],
  ['PATCH', 'selfAssessment/accept/:id', 'nagarNigam'],
  ['PATCH', 'selfAssessment/reject/:id', 'nagarNigam'],
  // Mutations
  ['POST', 'mutations', 'anyLogin'],
  ['GET', 'mutations', 'nagarNigam'],
  ['GET', 'mutations/all', 'nagarNigam'],
  ['PATCH', 'mutations/approve/:id', 'nagarNigam'],
  ['PATCH', 'mutations/reject/:id', 'nagarNigam'],
  // Tax collection reports
  ['GET', 'taxCollections/summary', 'nagarNigam'],
  ['GET', 'taxCollections/collectionList', 'anyLogin'],
  ['GET', 'taxCollections/typeWise', 'nagarNigam'],
  ['GET', 'taxCollections/monthWise', 'nagarNigam'],
  ['GET', 'taxCollections/monthly', 'nagarNigam'],
  ['GET', 'taxCollections/zoneWise', 'nagarNigam'],
  ['GET', 'taxCollections/wardWise', 'nagarNigam'],
  ['GET', 'taxCollections/mohallaWise', 'nagarNigam'],
  ['GET', 'taxCollections/riWise', 'nagarNigam'],
  // The collection dashboard in one call (issue 11; not in SPEC section 7): today and the year to
  // date against the same days last year, from the collections aggregates.
  ['GET', 'taxCollections/dashboard', 'nagarNigam'],
  ['GET', 'taxCollections/pushToENagarSewa', 'nagarNigam'],
  // Not in SPEC section 7: queueing the push, retrying a failed batch (admin access names, checked by
  // the handler), and the administrator's maintenance calls of /admin/utility (docs/DECISIONS.md).
  ['POST', 'taxCollections/pushToENagarSewa', 'nagarNigam'],
  ['POST', 'taxCollections/pushToENagarSewa/retry/:id', 'nagarNigam'],
  ['GET', 'admin/utility/readModels', 'nagarNigam'],
  ['POST', 'admin/utility/readModels/:name/rebuild', 'nagarNigam'],
  ['GET', 'admin/utility/auditVerification', 'nagarNigam'],
  ['POST', 'admin/utility/auditVerification', 'nagarNigam'],
  ['GET', 'admin/utility/outboxes', 'nagarNigam'],
  ['GET', 'admin/utility/jobs', 'nagarNigam'],
  // Old properties
  ['GET', 'oldProperties/byPTIN', 'nagarNigam'],
  ['GET', 'oldProperties', 'nagarNigam'],
  ['POST', 'oldProperties/add', 'nagarNigam'],
  // GIS and logs: the logs page is unguarded, its data is not.
  ['GET', 'mapSession', 'nagarNigam'],
  ['GET', 'logs', 'nagarNigam'],
  ['GET', 'logs/adminEdits', 'nagarNigam'],
  ['GET', 'logs/matchingRemoved', 'nagarNigam'],
  ['GET', 'logs/deletedProperties', 'nagarNigam'],
  ['GET', 'logs/addedProperties', 'nagarNigam'],
  ['GET', 'logs/paymentShift', 'nagarNigam'],
  ['GET', 'logs/splits', 'nagarNigam'],
  // Not in SPEC section 7 (issue 13): every other call the routers serve, listed so the published
  // contract (GET docs) names them all with their guards. Stored files by a signed link; the payer's
  // side of online payment; receipts found and checked by the public; a demand bill's PDF.
  ['GET', 'files/:folder/:name', 'public'],
  ['POST', 'payments/callback/:gateway', 'public'],
  ['GET', 'payments/status/:txnId', 'public'],
  ['GET', 'payments/payable/:propertyUniqueId', 'public'],
  ['GET', 'payments/links/:token', 'public'],
  ['POST', 'payments/links/checkout', 'public'],
  ['GET', 'receipts/lookup', 'public'],
  ['GET', 'receipts/verify/:token', 'public'],
  ['GET', 'receipts/:receiptNumber/pdf', 'public'],
  ['GET', 'taxDemands/billPdf', 'public'],
  // The messages sent (SMS / WhatsApp outbox), issuing a debit or credit note, a property's audit
  // trail, the mutation fee table, one mutation with its papers, and approve / reject without an id.
  ['GET', 'messages', 'nagarNigam'],
  ['POST', 'drcrNotes', 'nagarNigam'],
  ['GET', 'audit/properties/:id/history', 'nagarNigam'],
  ['GET', 'audit/properties/:id/ledger', 'nagarNigam'],
  ['GET', 'audit/properties/:id/replay', 'nagarNigam'],
  ['GET', 'mutations/feeTable', 'anyLogin'],
  ['POST', 'mutations/feeTable', 'nagarNigam'],
  ['GET', 'mutations/:id', 'nagarNigam'],
  ['GET', 'mutations/:id/acknowledgement', 'nagarNigam'],
  ['GET', 'mutations/:id/certificate', 'nagarNigam'],
  ['PATCH', 'mutations/approve', 'nagarNigam'],
  ['PATCH', 'mutations/reject', 'nagarNigam'],
  // The published contract itself: OpenAPI 3.1 as JSON, and a page people read.
  ['GET', 'docs/openapi.json', 'public'],
  ['GET', 'docs', 'public'],
];

export const API_CALLS: readonly ApiCall[] = rows.map(([method, path, guard]) => ({ method, path, guard }));

export function apiCall(method: HttpMethod, path: string): ApiCall {
  const call = API_CALLS.find((candidate) => candidate.method === method && candidate.path === path);
  if (!call) throw new Error(`${method} ${path} is not a call of SPEC section 7`);
  return call;
}
