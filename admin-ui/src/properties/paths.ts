import { ROUTES } from '@ptax/contracts';

/** The search parameter that opens a property's details over the list: /properties?show={id}. */
export const SHOW_PARAM = 'show';

/** The properties list with one property's details open (the spec's routes have no details route). */
export const propertyDetailsPath = (basename: string, id: string) =>
  `${basename}${ROUTES.properties.path}?${new URLSearchParams({ [SHOW_PARAM]: id })}`;

export const propertyEditPath = (basename: string, id: string) =>
  `${basename}${ROUTES.propertiesEdit.path.replace(':propertyId', encodeURIComponent(id))}`;

/** The search parameter that opens a tab of a property's money in its details (e.g. the audit history). */
export const MONEY_TAB_PARAM = 'money';

/** A property's details with its audit history open (the event history of its stream, with a replay). */
export const propertyHistoryPath = (basename: string, id: string) =>
  `${propertyDetailsPath(basename, id)}&${new URLSearchParams({ [MONEY_TAB_PARAM]: 'history' })}`;
