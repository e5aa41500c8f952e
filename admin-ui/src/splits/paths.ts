import { ROUTES, routePath } from '@ptax/contracts';

/** The split screen of a property, and without one the list of splits. */
export const splitPath = (basename: string, propertyId?: string) =>
  `${basename}${propertyId ? routePath(ROUTES.propertySplit, { propertyId }) : ROUTES.propertySplit.path.replace('/:propertyId', '')}`;

/** A property's ledger as citizens see it (the citizen app, outside the back office). */
export const citizenLedgerPath = (propertyId: string) => routePath(ROUTES.ledgerOfProperty, { propertyId });
