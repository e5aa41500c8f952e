import { ROUTES } from '@ptax/contracts';
import { ADMIN_ROUTES, menuLinkPath, routerPath, routeTitle } from './adminPaths';

describe('the staff routes of the back office', () => {
  it('routes every staff route of contracts except the login, which is react-admin login page', () => {
    const keys = ADMIN_ROUTES.map((rule) => rule.key);
    expect(keys).toContain('mastersRoles');
    expect(keys).toContain('propertySplit');
    expect(keys).not.toContain('login');
    expect(keys).not.toContain('ledger');
    expect(keys).toContain('staffLedger');
    expect(ADMIN_ROUTES.every((rule) => rule.app === 'admin')).toBe(true);
  });

  it('titles a route by its menu group and label, or by the words of its key', () => {
    expect(routeTitle(ROUTES.transactionsNigamOnline)).toEqual(['Transactions', 'Online']);
    expect(routeTitle(ROUTES.properties)).toEqual(['Properties']);
    expect(routeTitle(ROUTES.dashboardObjections)).toEqual(['Objections']);
    expect(routeTitle(ROUTES.payNeftTax)).toEqual(['Pay NEFT Tax']);
    expect(routeTitle(ROUTES.dashboardJalkal)).toEqual(['Dashboard Jalkal']);
  });

  it('lets a menu entry open a route whose last segment is a parameter', () => {
    expect(menuLinkPath(ROUTES.propertySplit)).toBe('/properties/split');
    expect(routerPath(ROUTES.propertySplit)).toBe('/properties/split/:propertyId?');
    expect(routerPath(ROUTES.propertiesEdit)).toBe('/properties/edit/:propertyId');
    expect(routerPath(ROUTES.mastersRoles)).toBe('/masters/roles');
  });
});
