import { screen } from '@testing-library/react';
import { ROUTE_LIST, ROUTES, routePath } from '@ptax/contracts';
import { MESSAGES } from '../i18n/messages';
import { renderApp } from '../testing/renderApp';
import { citizenRouteTree, isComingSoon } from './citizenRoutes';

const citizenRoutes = ROUTE_LIST.filter((rule) => rule.app === 'citizen');
const comingSoon = citizenRoutes.filter((rule) => isComingSoon(rule.key));
const PARAMS = { propertyId: 'ABC', txnId: 'T1', propertyUniqueId: 'P1' };

beforeEach(() => localStorage.clear());

describe('the citizen routes', () => {
  it('nest success/:txnId and failure/:txnId under /payment and keep the rest at the top', () => {
    const tree = citizenRouteTree();
    const payment = tree.find((route) => route.key === 'payment');
    expect(payment?.children.map((child) => child.path)).toEqual(['success/:txnId', 'failure/:txnId']);
    expect(
      tree.filter((route) => route.key !== 'payment').every((route) => route.children.length === 0),
    ).toBe(true);
    expect(tree.map((route) => route.key)).not.toContain('login');
  });

  it('register every citizen route of the contracts and no staff route', () => {
    const keys = citizenRouteTree().flatMap((route) => [
      route.key,
      ...route.children.map((child) => child.key),
    ]);
    expect(keys.sort()).toEqual(citizenRoutes.map((rule) => rule.key).sort());
  });

  it('show the coming-soon page except on the pages built so far', () => {
    const built = citizenRoutes.filter((rule) => !isComingSoon(rule.key)).map((rule) => rule.key);
    expect(built.sort()).toEqual([
      'arv',
      'home',
      'payOnlineTax',
      'paymentFailure',
      'paymentReceipt',
      'paymentSuccess',
    ]);
  });

  it('have a page title in English and in Hindi while they are coming soon', () => {
    for (const rule of [ROUTES.home, ...comingSoon]) {
      expect([rule.key, MESSAGES.en.pages[rule.key]]).toEqual([rule.key, expect.any(String)]);
      expect([rule.key, MESSAGES.hi.pages[rule.key]]).toEqual([rule.key, expect.any(String)]);
    }
  });

  it.each(comingSoon.map((rule) => [routePath(rule, PARAMS), rule.key]))(
    'open %s on a page of its own (%s)',
    async (path, key) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: MESSAGES.en.pages[key] }),
      ).toBeInTheDocument();
      expect(screen.getByText('This service is being built.')).toBeInTheDocument();
    },
  );
});
