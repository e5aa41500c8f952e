import { ACCESS_NAMES, LOGIN_TYPES } from './loginTypes';
import { ROUTES, type RouteKey } from './routes';

/**
 * The sidebar of SPEC sections 2 and 6. Menu visibility is a menu rule only: route guards
 * (guards.ts) decide access. `visibleTo` narrows an entry by access name or super-admin flag.
 */
export interface MenuViewer {
  loginType: string | null;
  accessName: string | null;
  isSuperAdmin: boolean;
}

export interface MenuItem {
  label: string;
  route: RouteKey;
  visibleTo?: (viewer: MenuViewer) => boolean;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
  visibleTo?: (viewer: MenuViewer) => boolean;
}

const accessNameIn =
  (...names: string[]) =>
  (viewer: MenuViewer) =>
    viewer.accessName !== null && names.includes(viewer.accessName);
const superAdmin = (viewer: MenuViewer) => viewer.isSuperAdmin;

const EDIT_AND_SPLIT_VIEWERS = accessNameIn(ACCESS_NAMES.ctao, ACCESS_NAMES.admin, ACCESS_NAMES.nigamAdmin);

const NAGAR_NIGAM_MENU: MenuGroup[] = [
  {
    label: 'Properties',
    items: [
      { label: 'Properties', route: 'properties' },
      { label: 'Properties-GIS', route: 'propertiesGis' },
      { label: 'Edited Properties', route: 'propertiesEdited', visibleTo: EDIT_AND_SPLIT_VIEWERS },
      { label: 'Split Properties', route: 'propertySplit', visibleTo: EDIT_AND_SPLIT_VIEWERS },
      { label: 'Add Property', route: 'propertiesAdd', visibleTo: accessNameIn(ACCESS_NAMES.admin) },
      { label: 'Old Properties', route: 'propertiesOld' },
      { label: 'Notices', route: 'propertiesNotices' },
    ],
  },
  { label: 'Objections', items: [{ label: 'Objections', route: 'dashboardObjections' }] },
  { label: 'Mutations', items: [{ label: 'Mutations', route: 'mutations' }] },
  // Issue 12: the citizens' self-assessments to accept or reject, and raising the year's demand (the
  // Reports' 'Demand' is the demand report), each for the login type its route guard lets in.
  { label: 'Self-assessments', items: [{ label: 'Self-assessments', route: 'selfAssessmentsNigam' }] },
  { label: 'Raise demand', items: [{ label: 'Raise demand', route: 'demandDashboard' }] },
  {
    label: 'Reports',
    items: [
      { label: 'Demand', route: 'reportsDemand' },
      { label: 'Defaulters', route: 'reportsDefaulters' },
      { label: 'ARV', route: 'reportsArv' },
      { label: 'Collection Reports', route: 'reportsCollection' },
      { label: 'Collection List', route: 'reportsCollectionList' },
    ],
  },
  {
    label: 'Transactions',
    items: [
      { label: 'Online', route: 'transactionsNigamOnline' },
      { label: 'Offline', route: 'transactionsOffline' },
      { label: 'NEFT', route: 'transactionsNeft' },
      { label: 'Posting', route: 'paymentsPosting' },
      { label: 'Archived', route: 'transactionsArchived' },
      { label: 'Ledger', route: 'staffLedger' },
    ],
  },
  {
    label: 'Masters',
    visibleTo: accessNameIn(ACCESS_NAMES.admin, ACCESS_NAMES.ctao),
    items: [
      { label: 'Officials', route: 'mastersOfficials' },
      { label: 'Operators', route: 'mastersOperators' },
      { label: 'Zones', route: 'mastersZone' },
      { label: 'Wards', route: 'mastersWard' },
      { label: 'Mohallas', route: 'mastersMohalla' },
      { label: 'Discounts', route: 'mastersDiscounts' },
    ],
  },
  {
    label: 'GIS Reports',
    visibleTo: superAdmin,
    items: [
      { label: 'Report Dashboard', route: 'reportsDashboard' },
      { label: 'M3-Report', route: 'reportsGis' },
    ],
  },
  { label: 'Logs', visibleTo: superAdmin, items: [{ label: 'Logs', route: 'logs' }] },
  {
    label: 'Utilities',
    visibleTo: superAdmin,
    items: [
      { label: 'Utilities', route: 'adminUtility' },
      { label: 'Roles', route: 'mastersRoles' },
    ],
  },
];

const JALKAL_MENU: MenuGroup[] = [{ label: 'Home', items: [{ label: 'Home', route: 'dashboardJalkal' }] }];

const OPERATOR_MENU: MenuGroup[] = [
  { label: 'Home', items: [{ label: 'Home', route: 'operatorsSearchProperty' }] },
  // Their own uploads, with the way to upload one (the officials' dashboard is where decisions are taken).
  { label: 'Objections', items: [{ label: 'Objections', route: 'dashboardOperatorObjections' }] },
  {
    label: 'Transactions',
    items: [
      { label: 'Offline', route: 'transactionsOffline' },
      { label: 'Archived', route: 'transactionsArchived' },
      { label: 'Posting', route: 'paymentsPosting' },
      { label: 'Ledger', route: 'staffLedger' },
    ],
  },
];

function menuOf(loginType: string | null): MenuGroup[] {
  if (loginType === LOGIN_TYPES.nagarNigam) return NAGAR_NIGAM_MENU;
  if (loginType === LOGIN_TYPES.jalkal) return JALKAL_MENU;
  return OPERATOR_MENU;
}

export interface VisibleMenuGroup {
  label: string;
  items: { label: string; route: RouteKey; path: string }[];
}

/** The sidebar a viewer sees: groups and entries filtered by access name and super-admin flag. */
export function sidebarFor(viewer: MenuViewer): VisibleMenuGroup[] {
  const visible = (rule?: (v: MenuViewer) => boolean) => !rule || rule(viewer);
  return menuOf(viewer.loginType)
    .filter((group) => visible(group.visibleTo))
    .map((group) => ({
      label: group.label,
      items: group.items
        .filter((item) => visible(item.visibleTo))
        .map((item) => ({ label: item.label, route: item.route, path: ROUTES[item.route].path })),
    }))
    .filter((group) => group.items.length > 0);
}
