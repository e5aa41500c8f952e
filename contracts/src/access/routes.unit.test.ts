import { NOT_FOUND_ROUTE_PATH, ROUTE_LIST, ROUTES, browserPath, routePath } from './routes';

// Every route path of SPEC section 2, copied from the spec; `{param}` written as `:param`.
const SPEC_ROUTE_PATHS = [
  '/under-maintenance',
  '/',
  '/auth/login',
  '/searchProperty',
  '/ledger',
  '/ledger/:propertyId',
  '/self-assessment',
  '/self-assessment/nigam',
  '/self-assessment/status',
  '/objections/status',
  '/paymentReceipt',
  '/payment',
  '/payment/success/:txnId',
  '/payment/failure/:txnId',
  '/pay-online-tax/:propertyUniqueId',
  '/arv/:propertyId',
  '*',
  '/logs',
  '/properties/split/:propertyId',
  '/operators/search-property',
  '/operators/arv/:propertyId',
  '/upload-objection',
  '/pay-offline-tax/:propertyUniqueId',
  '/pay-NEFT-tax/:propertyUniqueId',
  '/properties',
  '/properties/edited',
  '/properties/notices',
  '/properties/old',
  '/properties/add',
  '/properties/edit/:propertyId',
  '/properties/gis',
  '/mutations',
  '/debit-credit-note',
  '/arrearsCorrection/:propertyId',
  '/onlinePayment',
  '/offlinePayment',
  '/neftPayment',
  '/payments/posting',
  '/transactions/offline',
  '/transactions/pos',
  '/transactions/neft',
  '/transactions/archived',
  '/transactions/nigam/online',
  '/transactions/old',
  '/transactions/admin/online',
  '/transactions/whatsapp',
  '/payout-history',
  '/demand/dashboard',
  '/reports/demand',
  '/reports/defaulters',
  '/reports/arv',
  '/reports/collection',
  '/reports/dashboard',
  '/reports/gis',
  '/reports/collection-list',
  '/dashboard/reports',
  '/dashboard/objections',
  '/dashboard/operator/objections',
  '/dashboard/jalkal',
  '/masters/operators',
  '/masters/ward',
  '/masters/zone',
  '/masters/mohalla',
  '/masters/officials',
  '/masters/discounts',
  '/masters/roles',
  '/admin/utility',
  '/admin/pushData',
];

describe('ROUTE_LIST', () => {
  const paths = [...ROUTE_LIST.map((route) => route.path), NOT_FOUND_ROUTE_PATH];
  it.each(SPEC_ROUTE_PATHS)('contains %s (the not-found route * as NOT_FOUND_ROUTE_PATH)', (path) => {
    expect(paths).toContain(path);
  });
  it('keeps the catch-all out of the page routes', () => {
    expect(ROUTE_LIST.map((route) => route.path)).not.toContain(NOT_FOUND_ROUTE_PATH);
  });
  it('has no path twice', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('route guards of SPEC section 2', () => {
  it.each([
    ['transactionsNeft', 'anyLogin'],
    ['transactionsOld', 'anyLogin'],
    ['transactionsOffline', 'anyLogin'],
    ['paymentsPosting', 'anyLogin'],
    ['transactionsArchived', 'anyLogin'],
    ['dashboardObjections', 'anyLogin'],
    ['reportsCollectionList', 'anyLogin'],
    ['operatorsSearchProperty', 'operator'],
    ['operatorsArv', 'operator'],
    ['uploadObjection', 'operator'],
    ['payOfflineTax', 'operator'],
    ['payNeftTax', 'nagarNigam'],
    ['transactionsNigamOnline', 'nagarNigam'],
    ['transactionsAdminOnline', 'nagarNigam'],
    ['transactionsWhatsapp', 'nagarNigam'],
    ['demandDashboard', 'nagarNigam'],
    ['reportsDashboard', 'nagarNigam'],
    ['reportsDemand', 'nagarNigam'],
    ['reportsDefaulters', 'nagarNigam'],
    ['reportsArv', 'nagarNigam'],
    ['reportsCollection', 'nagarNigam'],
    ['reportsGis', 'nagarNigam'],
    ['mastersRoles', 'nagarNigam'],
    ['propertiesAdd', 'nagarNigam'],
    ['propertiesEdit', 'nagarNigam'],
    ['debitCreditNote', 'nagarNigam'],
    ['arrearsCorrection', 'nagarNigam'],
    ['propertiesGis', 'nagarNigam'],
    ['mutations', 'nagarNigam'],
    ['adminUtility', 'nagarNigam'],
    ['adminPushData', 'nagarNigam'],
    ['dashboardJalkal', 'jalkal'],
    ['logs', 'public'],
    ['propertySplit', 'public'],
    ['home', 'public'],
  ] as const)('guards %s as %s', (key, guard) => {
    expect(ROUTES[key].guard).toBe(guard);
  });
});

describe('browserPath and routePath', () => {
  it('puts staff routes under /admin but keeps the staff login at /auth/login', () => {
    expect(browserPath(ROUTES.mastersRoles)).toBe('/admin/masters/roles');
    expect(browserPath(ROUTES.login)).toBe('/auth/login');
    expect(browserPath(ROUTES.searchProperty)).toBe('/searchProperty');
  });
  it('fills and encodes parameters', () => {
    expect(routePath(ROUTES.ledgerOfProperty, { propertyId: 'A B' })).toBe('/ledger/A%20B');
  });
});
