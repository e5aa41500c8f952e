import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { ROUTE_LIST, type RouteKey, type RouteRule } from '@ptax/contracts';
import ErrorPage from '../pages/error/ErrorPage';
import { lazyPage } from './lazyPage';

const HomePage = lazyPage(() => import('../pages/home/HomePage'));
const ArvPage = lazyPage(() => import('../pages/arv/ArvPage'));
const PayOnlineTaxPage = lazyPage(() => import('../pages/payment/PayOnlineTaxPage'));
const PaymentSuccessPage = lazyPage(() => import('../pages/payment/PaymentSuccessPage'));
const PaymentFailurePage = lazyPage(() => import('../pages/payment/PaymentFailurePage'));
const PaymentReceiptPage = lazyPage(() => import('../pages/receipt/PaymentReceiptPage'));
const SelfAssessmentPage = lazyPage(() => import('../pages/selfAssessment/SelfAssessmentPage'));
const SelfAssessmentStatusPage = lazyPage(() => import('../pages/selfAssessment/SelfAssessmentStatusPage'));
const SelfAssessmentNigamPage = lazyPage(() => import('../pages/selfAssessment/SelfAssessmentNigamPage'));
const SearchPropertyPage = lazyPage(() => import('../pages/searchProperty/SearchPropertyPage'));
const UnderMaintenancePage = lazyPage(() => import('../pages/underMaintenance/UnderMaintenancePage'));
const LedgerSearchPage = lazyPage(() => import('../pages/ledger/LedgerSearchPage'));
const PropertyLedgerPage = lazyPage(() => import('../pages/ledger/PropertyLedgerPage'));
const PaymentStartPage = lazyPage(() => import('../pages/payment/PaymentStartPage'));
const ObjectionStatusPage = lazyPage(() => import('../pages/objectionStatus/ObjectionStatusPage'));

/** The page of every citizen route of the contracts (the routing test checks none is missing). */
const PAGES: Partial<Record<RouteKey, () => ReactElement>> = {
  home: () => <HomePage />,
  arv: () => <ArvPage />,
  payOnlineTax: () => <PayOnlineTaxPage />,
  paymentSuccess: () => <PaymentSuccessPage />,
  paymentFailure: () => <PaymentFailurePage />,
  paymentReceipt: () => <PaymentReceiptPage />,
  selfAssessment: () => <SelfAssessmentPage />,
  selfAssessmentStatus: () => <SelfAssessmentStatusPage />,
  selfAssessmentNigam: () => <SelfAssessmentNigamPage />,
  searchProperty: () => <SearchPropertyPage />,
  underMaintenance: () => <UnderMaintenancePage />,
  ledger: () => <LedgerSearchPage />,
  payment: () => <PaymentStartPage />,
  ledgerOfProperty: () => <PropertyLedgerPage />,
  objectionStatus: () => <ObjectionStatusPage />,
};

export function hasPage(key: string): boolean {
  return key in PAGES;
}

/** SPEC section 2: /payment has the child routes success/:txnId and failure/:txnId. */
const PARENTS: Partial<Record<RouteKey, RouteKey>> = {
  paymentSuccess: 'payment',
  paymentFailure: 'payment',
};

export interface CitizenRoute {
  key: string;
  /** Absolute for top-level routes, relative to the parent for children. */
  path: string;
  children: CitizenRoute[];
}

/** The citizen routes of the contracts as a tree: children sit under their parent with a relative path. */
export function citizenRouteTree(list: readonly RouteRule[] = ROUTE_LIST): CitizenRoute[] {
  const citizen = list.filter((rule) => rule.app === 'citizen');
  const byKey = new Map(
    citizen.map((rule) => [rule.key, { key: rule.key, path: rule.path, children: [] as CitizenRoute[] }]),
  );
  const roots: CitizenRoute[] = [];
  for (const node of byKey.values()) {
    const parent = byKey.get(PARENTS[node.key as RouteKey] ?? '');
    if (parent) {
      node.path = node.path.slice(parent.path.length + 1);
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  return roots;
}

function pageFor(key: string): ReactElement {
  const page = PAGES[key as RouteKey];
  // A route added to the contracts before its page: not found rather than a blank screen.
  return page ? page() : <ErrorPage status={404} />;
}

/** <Route> elements for the layout route; a parent renders its own page as the index route. */
export function renderCitizenRoute(route: CitizenRoute): ReactElement {
  if (route.children.length === 0)
    return <Route key={route.key} path={route.path} element={pageFor(route.key)} />;
  return (
    <Route key={route.key} path={route.path}>
      <Route index element={pageFor(route.key)} />
      {route.children.map(renderCitizenRoute)}
    </Route>
  );
}
