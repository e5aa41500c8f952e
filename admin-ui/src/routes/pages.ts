import type { RouteKey } from '@ptax/contracts';
import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

/**
 * The screen of each route, each in its own chunk. A route with no entry yet shows the placeholder;
 * an issue that builds a screen adds it here, e.g. `mastersRoles: lazyPage(() => import('../roles/RoleList'))`.
 */
export const PAGES: Partial<Record<RouteKey, ComponentType>> = {
  mastersZone: lazyPage(() => import('../zones/ZoneList')),
  mastersWard: lazyPage(() => import('../wards/WardList')),
  mastersMohalla: lazyPage(() => import('../mohallas/MohallaList')),
  properties: lazyPage(() => import('../properties/PropertyList')),
  propertiesAdd: lazyPage(() => import('../properties/PropertyCreate')),
  propertiesEdit: lazyPage(() => import('../properties/PropertyEdit')),
  propertiesEdited: lazyPage(() => import('../properties/EditedPropertyList')),
  propertiesOld: lazyPage(() => import('../oldProperties/OldPropertyList')),
  operatorsSearchProperty: lazyPage(() => import('../operatorsSearch/OperatorsSearchProperty')),
  mastersOfficials: lazyPage(() => import('../officials/OfficialList')),
  mastersOperators: lazyPage(() => import('../operators/OperatorList')),
  mastersRoles: lazyPage(() => import('../roles/RoleList')),
  mastersDiscounts: lazyPage(() => import('../discounts/DiscountList')),
  operatorsArv: lazyPage(() => import('../arv/ArvCalculator')),
};

export const PlaceholderPage = lazyPage(() => import('./PlaceholderPage'));
