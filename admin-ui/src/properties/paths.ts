import { ROUTES } from '@ptax/contracts';

/** The search parameter that opens a property's details over the list: /properties?show={id}. */
export const SHOW_PARAM = 'show';

/** The properties list with one property's details open (the spec's routes have no details route). */
export const propertyDetailsPath = (basename: string, id: string) =>
  `${basename}${ROUTES.properties.path}?${new URLSearchParams({ [SHOW_PARAM]: id })}`;

export const propertyEditPath = (basename: string, id: string) =>
  `${basename}${ROUTES.propertiesEdit.path.replace(':propertyId', encodeURIComponent(id))}`;
