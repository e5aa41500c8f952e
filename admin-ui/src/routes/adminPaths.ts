import { LOGIN_TYPES, ROUTES, ROUTE_LIST, sidebarFor, type RouteRule } from '@ptax/contracts';

// Every menu a viewer can get, to learn the label and the menu link of each route.
const ALL_MENUS = [
  sidebarFor({ loginType: LOGIN_TYPES.nagarNigam, accessName: 'admin', isSuperAdmin: true }),
  sidebarFor({ loginType: LOGIN_TYPES.jalkal, accessName: null, isSuperAdmin: false }),
  sidebarFor({ loginType: LOGIN_TYPES.operator, accessName: null, isSuperAdmin: false }),
].flat();

// Route key -> [group, label] of its first menu entry; 'Home' says nothing about the page.
const MENU_TITLES = new Map<string, string[]>();
ALL_MENUS.forEach((group) =>
  group.items.forEach((item) => {
    if (item.label === 'Home' || MENU_TITLES.has(item.route)) return;
    MENU_TITLES.set(item.route, group.label === item.label ? [item.label] : [group.label, item.label]);
  }),
);
const MENU_ROUTES = new Set<string>(ALL_MENUS.flatMap((group) => group.items.map((item) => item.route)));

const TRAILING_PARAMS = /(\/:[A-Za-z]+)+$/;

/** The staff screens the back office routes; the staff login is react-admin's login page. */
export const ADMIN_ROUTES: readonly RouteRule[] = ROUTE_LIST.filter(
  (rule) => rule.app === 'admin' && rule !== ROUTES.login,
);

/**
 * A menu entry cannot know a route parameter (Split Properties opens /properties/split/:propertyId):
 * it links to the path without its trailing parameters, which the route accepts as optional.
 */
export function menuLinkPath(rule: RouteRule): string {
  return rule.path.replace(TRAILING_PARAMS, '');
}

/** The react-router pattern of a route, relative to the back office base path. */
export function routerPath(rule: RouteRule): string {
  if (!MENU_ROUTES.has(rule.key)) return rule.path;
  return rule.path.replace(TRAILING_PARAMS, (params) => params.replace(/(:[A-Za-z]+)/g, '$1?'));
}

/**
 * A human title, in parts to translate and join: the menu group and label where the route has a
 * menu entry ('Transactions', 'Online'), else the words of its key ('Pay NEFT Tax').
 */
export function routeTitle(rule: RouteRule): string[] {
  const fromMenu = MENU_TITLES.get(rule.key);
  if (fromMenu) return fromMenu;
  const words = rule.key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ');
  const title = words
    .map((word) =>
      /^(gis|neft|pos|arv)$/i.test(word) ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1),
    )
    .join(' ');
  return [title];
}
