// The header a form sends with a call that records money, one value per fill of the form (a UUID): the
// server answers a repeat with the first answer and records nothing twice (ledger-service http/idempotency.ts).
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
