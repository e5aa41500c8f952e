import type { Guard } from './guards';

/**
 * Every route of SPEC section 2, with its guard and the app that renders it.
 * Citizen pages are served at `/`; the back office is served under ADMIN_BASE_PATH, so the staff
 * route `/masters/roles` is `/admin/masters/roles` in the browser. `/auth/login` is the staff login.
 * Where the spec's guard list is silent, `decided` says why the guard was chosen.
 */
export interface RouteRule {
  key: string;
  path: string;
  guard: Guard;
  app: 'citizen' | 'admin';
  decided?: string;
}

export const ADMIN_BASE_PATH = '/admin';
export const STAFF_LOGIN_PATH = '/auth/login';

const citizen = (key: string, path: string): RouteRule => ({ key, path, guard: 'public', app: 'citizen' });
const staff = (key: string, path: string, guard: Guard, decided?: string): RouteRule => ({
  key,
  path,
  guard,
  app: 'admin',
  ...(decided ? { decided } : {}),
});

export const ROUTES = {
  underMaintenance: citizen('underMaintenance', '/under-maintenance'),
  home: citizen('home', '/'),
  searchProperty: citizen('searchProperty', '/searchProperty'),
  ledger: citizen('ledger', '/ledger'),
  ledgerOfProperty: citizen('ledgerOfProperty', '/ledger/:propertyId'),
  selfAssessment: citizen('selfAssessment', '/self-assessment'),
  selfAssessmentNigam: citizen('selfAssessmentNigam', '/self-assessment/nigam'),
  selfAssessmentStatus: citizen('selfAssessmentStatus', '/self-assessment/status'),
  objectionStatus: citizen('objectionStatus', '/objections/status'),
  paymentReceipt: citizen('paymentReceipt', '/paymentReceipt'),
  payment: citizen('payment', '/payment'),
  paymentSuccess: citizen('paymentSuccess', '/payment/success/:txnId'),
  paymentFailure: citizen('paymentFailure', '/payment/failure/:txnId'),
  payOnlineTax: citizen('payOnlineTax', '/pay-online-tax/:propertyUniqueId'),
  arv: citizen('arv', '/arv/:propertyId'),

  login: staff('login', STAFF_LOGIN_PATH, 'public'),
  logs: staff('logs', '/logs', 'public'),
  propertySplit: staff('propertySplit', '/properties/split/:propertyId', 'public'),

  // Issue 12: staff stay in the back office for a property's ledger and the self-assessments.
  staffLedger: staff(
    'staffLedger',
    '/properties/ledger/:propertyId',
    'anyLogin',
    'the staff side of the public /ledger: any signed-in user finds a property and opens its ledger, bill and (officials) audit inside the shell',
  ),
  selfAssessmentsNigam: staff(
    'selfAssessmentsNigam',
    '/self-assessments',
    'nagarNigam',
    'the staff side of the public /self-assessment/nigam, whose calls (selfAssessment/all, accept, reject) are nagar_nigam only',
  ),

  operatorsSearchProperty: staff('operatorsSearchProperty', '/operators/search-property', 'operator'),
  operatorsArv: staff('operatorsArv', '/operators/arv/:propertyId', 'operator'),
  uploadObjection: staff('uploadObjection', '/upload-objection', 'operator'),
  payOfflineTax: staff('payOfflineTax', '/pay-offline-tax/:propertyUniqueId', 'operator'),
  payNeftTax: staff('payNeftTax', '/pay-NEFT-tax/:propertyUniqueId', 'nagarNigam'),

  properties: staff('properties', '/properties', 'nagarNigam'),
  propertiesEdited: staff('propertiesEdited', '/properties/edited', 'nagarNigam'),
  propertiesNotices: staff('propertiesNotices', '/properties/notices', 'nagarNigam'),
  propertiesOld: staff('propertiesOld', '/properties/old', 'nagarNigam'),
  propertiesAdd: staff('propertiesAdd', '/properties/add', 'nagarNigam'),
  propertiesEdit: staff('propertiesEdit', '/properties/edit/:propertyId', 'nagarNigam'),
  propertiesGis: staff('propertiesGis', '/properties/gis', 'nagarNigam'),

  mutations: staff('mutations', '/mutations', 'nagarNigam'),
  debitCreditNote: staff('debitCreditNote', '/debit-credit-note', 'nagarNigam'),
  arrearsCorrection: staff('arrearsCorrection', '/arrearsCorrection/:propertyId', 'nagarNigam'),

  onlinePayment: staff(
    'onlinePayment',
    '/onlinePayment',
    'nagarNigam',
    'online payment entry sits with the online transactions, which are nagar_nigam only',
  ),
  offlinePayment: staff(
    'offlinePayment',
    '/offlinePayment',
    'anyLogin',
    'counter staff of every login type take cash, cheque and DD, as on the offline transactions screen',
  ),
  neftPayment: staff(
    'neftPayment',
    '/neftPayment',
    'anyLogin',
    'NEFT transactions are open to any login type',
  ),
  paymentsPosting: staff(
    'paymentsPosting',
    '/payments/posting',
    'anyLogin',
    'the posting summary is the posting screen, open to any login type',
  ),

  transactionsOffline: staff('transactionsOffline', '/transactions/offline', 'anyLogin'),
  transactionsPos: staff(
    'transactionsPos',
    '/transactions/pos',
    'nagarNigam',
    'card-machine collections are money of the corporation; not in the any-login list',
  ),
  transactionsNeft: staff('transactionsNeft', '/transactions/neft', 'anyLogin'),
  transactionsArchived: staff('transactionsArchived', '/transactions/archived', 'anyLogin'),
  transactionsNigamOnline: staff('transactionsNigamOnline', '/transactions/nigam/online', 'nagarNigam'),
  transactionsOld: staff('transactionsOld', '/transactions/old', 'anyLogin'),
  transactionsAdminOnline: staff('transactionsAdminOnline', '/transactions/admin/online', 'nagarNigam'),
  transactionsWhatsapp: staff('transactionsWhatsapp', '/transactions/whatsapp', 'nagarNigam'),
  payoutHistory: staff(
    'payoutHistory',
    '/payout-history',
    'nagarNigam',
    'gateway payouts to the corporation account, like the online transactions',
  ),

  demandDashboard: staff('demandDashboard', '/demand/dashboard', 'nagarNigam'),
  reportsDemand: staff('reportsDemand', '/reports/demand', 'nagarNigam'),
  reportsDefaulters: staff('reportsDefaulters', '/reports/defaulters', 'nagarNigam'),
  reportsArv: staff('reportsArv', '/reports/arv', 'nagarNigam'),
  reportsCollection: staff('reportsCollection', '/reports/collection', 'nagarNigam'),
  reportsDashboard: staff('reportsDashboard', '/reports/dashboard', 'nagarNigam'),
  reportsGis: staff('reportsGis', '/reports/gis', 'nagarNigam'),
  reportsCollectionList: staff('reportsCollectionList', '/reports/collection-list', 'anyLogin'),

  dashboardReports: staff('dashboardReports', '/dashboard/reports', 'nagarNigam'),
  dashboardObjections: staff('dashboardObjections', '/dashboard/objections', 'anyLogin'),
  dashboardOperatorObjections: staff(
    'dashboardOperatorObjections',
    '/dashboard/operator/objections',
    'operator',
    'the operator objections dashboard belongs to the operator area',
  ),
  dashboardJalkal: staff('dashboardJalkal', '/dashboard/jalkal', 'jalkal'),

  mastersOperators: staff('mastersOperators', '/masters/operators', 'nagarNigam'),
  mastersWard: staff('mastersWard', '/masters/ward', 'nagarNigam'),
  mastersZone: staff('mastersZone', '/masters/zone', 'nagarNigam'),
  mastersMohalla: staff('mastersMohalla', '/masters/mohalla', 'nagarNigam'),
  mastersOfficials: staff('mastersOfficials', '/masters/officials', 'nagarNigam'),
  mastersDiscounts: staff('mastersDiscounts', '/masters/discounts', 'nagarNigam'),
  mastersRoles: staff('mastersRoles', '/masters/roles', 'nagarNigam'),

  adminUtility: staff('adminUtility', '/admin/utility', 'nagarNigam'),
  adminPushData: staff('adminPushData', '/admin/pushData', 'nagarNigam'),
} as const satisfies Record<string, RouteRule>;

export type RouteKey = keyof typeof ROUTES;

/**
 * SPEC section 2's not-found route (*). It is not in ROUTES / ROUTE_LIST: it is no page of its own but
 * the catch-all each app puts last in its route table, rendering the error page for 404.
 */
export const NOT_FOUND_ROUTE_PATH = '*';

export const ROUTE_LIST: readonly RouteRule[] = Object.values(ROUTES);

/** The browser path of a route: admin routes sit under ADMIN_BASE_PATH, except the staff login. */
export function browserPath(rule: RouteRule): string {
  if (rule.app === 'citizen' || rule.path === STAFF_LOGIN_PATH) return rule.path;
  return `${ADMIN_BASE_PATH}${rule.path}`;
}

/** Fill `:param` segments: routePath(ROUTES.ledgerOfProperty, { propertyId: 'X' }). */
export function routePath(rule: RouteRule, params: Record<string, string> = {}): string {
  return rule.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? `:${name}`),
  );
}
