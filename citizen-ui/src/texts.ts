// Temporary copy of the spec's public top-bar texts (SPEC section 1) until contracts/src/texts.ts lands.
export const PUBLIC_TOP_BAR_TEXT = {
  home: 'Home',
  searchProperty: 'Search Property',
  ledger: 'View Ledger',
  paymentReceipt: 'View Receipt',
  objectionStatus: 'Objection Status',
} as const;

export const NIGAM_LOGIN_TEXT = 'Nigam Login';
