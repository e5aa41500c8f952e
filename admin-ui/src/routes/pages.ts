import type { RouteKey } from '@ptax/contracts';
import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

/**
 * The screen of each route, each in its own chunk. A route with no entry yet shows the placeholder;
 * an issue that builds a screen adds it here, e.g. `mastersRoles: lazyPage(() => import('../roles/RoleList'))`.
 */
export const PAGES: Partial<Record<RouteKey, ComponentType>> = {};

export const PlaceholderPage = lazyPage(() => import('./PlaceholderPage'));
