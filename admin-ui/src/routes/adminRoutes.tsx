import type { RouteKey, RouteRule } from '@ptax/contracts';
import { Route } from 'react-router-dom';
import { Dashboard } from '../dashboard/Dashboard';
import { ADMIN_ROUTES, routerPath } from './adminPaths';
import { PAGES, PlaceholderPage } from './pages';
import { RouteGuard } from './RouteGuard';

function RoutePage({ rule }: { rule: RouteRule }) {
  const Page = PAGES[rule.key as RouteKey];
  return Page ? <Page /> : <PlaceholderPage rule={rule} />;
}

/**
 * Home, then one guarded react-router route per staff route of contracts' ROUTE_LIST (inside the
 * shell). Home is guarded like the others rather than by react-admin's dashboard auth check, whose
 * logout-and-retry cycle races the redirect to the login page.
 */
export const adminRoutes = [
  <Route
    key="home"
    path="/"
    element={
      <RouteGuard guard="anyLogin">
        <Dashboard />
      </RouteGuard>
    }
  />,
  ...ADMIN_ROUTES.map((rule) => (
    <Route
      key={rule.key}
      path={routerPath(rule)}
      element={
        <RouteGuard guard={rule.guard}>
          <RoutePage rule={rule} />
        </RouteGuard>
      }
    />
  )),
];
