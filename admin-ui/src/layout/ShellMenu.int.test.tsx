import { screen, within } from '@testing-library/react';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

async function sidebarOf(loginType: string, user: { accessName: string; isSuperAdmin?: boolean }) {
  const lookup =
    loginType === 'nagar_nigam' || loginType === 'jalkal' ? 'GET /api/officials' : 'GET /api/operators';
  renderAdmin({
    path: '/admin/logs',
    token: makeToken({ loginType, accessName: user.accessName }),
    api: { [lookup]: userReply({ username: 'Test User', ...user }) },
  });
  await screen.findByTestId('user-badge');
  const menu = screen.getByRole('menu', { name: 'Sidebar' });
  return {
    links: () =>
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    headings: () =>
      Array.from(menu.querySelectorAll('.MuiListSubheader-root')).map((heading) => heading.textContent),
    link: (name: string) => within(menu).getByRole('menuitem', { name }),
  };
}

describe('the sidebar by user (SPEC sections 2 and 6)', () => {
  it('gives a ctao official the nagar_nigam menu with edited and split properties and the masters, without Add Property', async () => {
    const sidebar = await sidebarOf('nagar_nigam', { accessName: 'ctao' });
    expect(sidebar.headings()).toEqual(['Properties', 'Reports', 'Transactions', 'Masters']);
    expect(sidebar.links()).toEqual([
      'Properties',
      'Properties-GIS',
      'Edited Properties',
      'Split Properties',
      'Old Properties',
      'Notices',
      'Objections',
      'Mutations',
      'Self-assessments',
      'Raise demand',
      'Demand',
      'Defaulters',
      'ARV',
      'Collection Reports',
      'Collection List',
      'Online',
      'Offline',
      'NEFT',
      'Posting',
      'Archived',
      'Ledger',
      'Officials',
      'Operators',
      'Zones',
      'Wards',
      'Mohallas',
      'Discounts',
    ]);
    expect(sidebar.link('Properties')).toHaveAttribute('href', '/admin/properties');
    expect(sidebar.link('Split Properties')).toHaveAttribute('href', '/admin/properties/split');
    expect(sidebar.link('Ledger')).toHaveAttribute('href', '/admin/properties/ledger');
    expect(sidebar.link('Raise demand')).toHaveAttribute('href', '/admin/demand/dashboard');
    expect(sidebar.link('Demand')).toHaveAttribute('href', '/admin/reports/demand');
    expect(sidebar.link('Self-assessments')).toHaveAttribute('href', '/admin/self-assessments');
  });

  it('shows Add Property to admin only, and the super-admin groups to super admins only', async () => {
    const sidebar = await sidebarOf('nagar_nigam', { accessName: 'admin', isSuperAdmin: true });
    expect(sidebar.links()).toContain('Add Property');
    expect(sidebar.headings()).toEqual(expect.arrayContaining(['Masters', 'GIS Reports', 'Utilities']));
    expect(sidebar.links()).toEqual(
      expect.arrayContaining(['Report Dashboard', 'M3-Report', 'Logs', 'Utilities', 'Roles']),
    );
    expect(sidebar.link('Roles')).toHaveAttribute('href', '/admin/masters/roles');
  });

  it('hides masters and the super-admin groups from a nigam_admin who is not a super admin', async () => {
    const sidebar = await sidebarOf('nagar_nigam', { accessName: 'nigam_admin' });
    expect(sidebar.links()).toEqual(expect.arrayContaining(['Edited Properties', 'Split Properties']));
    expect(sidebar.links()).not.toEqual(expect.arrayContaining(['Add Property']));
    expect(sidebar.headings()).not.toEqual(expect.arrayContaining(['Masters']));
    expect(sidebar.links()).not.toEqual(expect.arrayContaining(['Logs']));
  });

  it('hides edited and split properties from other access names', async () => {
    const sidebar = await sidebarOf('nagar_nigam', { accessName: 'ri' });
    expect(sidebar.links()).not.toEqual(expect.arrayContaining(['Edited Properties']));
    expect(sidebar.links()).not.toEqual(expect.arrayContaining(['Split Properties']));
  });

  it('gives jalkal only Home, its dashboard', async () => {
    const sidebar = await sidebarOf('jalkal', { accessName: 'jalkal' });
    expect(sidebar.links()).toEqual(['Home']);
    expect(sidebar.link('Home')).toHaveAttribute('href', '/admin/dashboard/jalkal');
  });

  it('gives operators Home (their property search), Objections and four transaction screens', async () => {
    const sidebar = await sidebarOf('operator', { accessName: 'operator' });
    expect(sidebar.links()).toEqual(['Home', 'Objections', 'Offline', 'Archived', 'Posting', 'Ledger']);
    expect(sidebar.headings()).toEqual(['Transactions']);
    expect(sidebar.link('Home')).toHaveAttribute('href', '/admin/operators/search-property');
  });
});

describe('the sidebar menu for screen readers', () => {
  it('owns only menu items, its group headings being presentation (axe aria-required-children)', async () => {
    renderAdmin({
      path: '/admin/logs',
      token: makeToken({ loginType: 'nagar_nigam', accessName: 'admin' }),
      api: { 'GET /api/officials': userReply({ username: 'Test User', accessName: 'admin' }) },
    });
    await screen.findByTestId('user-badge');
    const menu = screen.getByRole('menu', { name: 'Sidebar' });
    const roles = Array.from(menu.children).map((child) => child.getAttribute('role'));
    expect(roles.length).toBeGreaterThan(10);
    expect(roles.filter((role) => role !== 'menuitem' && role !== 'none')).toEqual([]);
    expect(roles).toContain('none');
  });
});
