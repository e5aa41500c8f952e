// The ledger of a property: a pure fold of its money events, what it owes on a day, the rebate and
// the apportionment of a payment. Browser-safe, so the citizen app shows what the server will do.
export * from './heads';
export * from './dates';
export * from './state';
export * from './fees';
export * from './dues';
export * from './apportion';
export * from './rebate';
export * from './settle';
