import { ROUTE_LIST } from '@ptax/contracts';
import { MESSAGES } from '../i18n/messages';
import { citizenRouteTree, hasPage } from './citizenRoutes';

const citizenRoutes = ROUTE_LIST.filter((rule) => rule.app === 'citizen');

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

  it('each have a page, with a title in English and in Hindi', () => {
    for (const rule of citizenRoutes) {
      expect([rule.key, hasPage(rule.key)]).toEqual([rule.key, true]);
      expect([rule.key, MESSAGES.en.pages[rule.key]]).toEqual([rule.key, expect.any(String)]);
      expect([rule.key, MESSAGES.hi.pages[rule.key]]).toEqual([rule.key, expect.any(String)]);
    }
  });
});
