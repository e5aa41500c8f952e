import { isPropertyUniqueId, ROUTES, routePath } from '@ptax/contracts';

// Loaded only when the quick search is used: the property ID check comes with the schemas (and zod),
// which the first view of the home page does not need.

/** The ledger of a whole property ID (its check character right); null for any other text. */
export const ledgerTarget = (text: string): string | null =>
  isPropertyUniqueId(text) ? routePath(ROUTES.ledgerOfProperty, { propertyId: text.toUpperCase() }) : null;
