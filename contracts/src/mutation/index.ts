// Mutations (title transfer): reasons, the dated and versioned fee table, and the fee, pure and
// browser-safe so the back office shows the fee the server will charge.
export * from './reasons';
export * from './feeTable';
export * from './fee';
