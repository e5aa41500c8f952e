import { sidebarFor, type MenuViewer } from './menu';

const labelsOf = (viewer: MenuViewer) => sidebarFor(viewer).map((group) => group.label);
const itemsOf = (viewer: MenuViewer, group: string) =>
  sidebarFor(viewer)
    .find((g) => g.label === group)
    ?.items.map((item) => item.label) ?? [];
const nigam = (accessName: string, isSuperAdmin = false): MenuViewer => ({
  loginType: 'nagar_nigam',
  accessName,
  isSuperAdmin,
});

describe('sidebarFor a nagar_nigam admin', () => {
  it('shows Masters with its six entries', () => {
    expect(itemsOf(nigam('admin'), 'Masters')).toEqual([
      'Officials',
      'Operators',
      'Zones',
      'Wards',
      'Mohallas',
      'Discounts',
    ]);
  });
  it('shows Add Property, Edited and Split Properties', () => {
    expect(itemsOf(nigam('admin'), 'Properties')).toEqual([
      'Properties',
      'Properties-GIS',
      'Edited Properties',
      'Split Properties',
      'Add Property',
      'Old Properties',
      'Notices',
    ]);
  });
  it('hides the super-admin groups from a plain admin', () => {
    expect(labelsOf(nigam('admin'))).toEqual([
      'Properties',
      'Objections',
      'Mutations',
      'Self-assessments',
      'Raise demand',
      'Reports',
      'Transactions',
      'Masters',
    ]);
  });
  it('leads to raising demand, the self-assessments and the staff ledger inside the back office', () => {
    const routeOf = (label: string) =>
      sidebarFor(nigam('admin'))
        .flatMap((group) => group.items)
        .find((item) => item.label === label)?.route;
    expect(routeOf('Raise demand')).toBe('demandDashboard');
    expect(routeOf('Demand')).toBe('reportsDemand');
    expect(routeOf('Self-assessments')).toBe('selfAssessmentsNigam');
    expect(routeOf('Ledger')).toBe('staffLedger');
  });
  it('shows raising demand and the self-assessments only to the login type their routes let in', () => {
    for (const loginType of ['jalkal', 'operator', null]) {
      const routes = sidebarFor({ loginType, accessName: null, isSuperAdmin: false }).flatMap((group) =>
        group.items.map((item) => item.route),
      );
      expect(routes).not.toContain('demandDashboard');
      expect(routes).not.toContain('selfAssessmentsNigam');
    }
  });
  it('lists reports and transactions in the spec order', () => {
    expect(itemsOf(nigam('admin'), 'Reports')).toEqual([
      'Demand',
      'Defaulters',
      'ARV',
      'Collection Reports',
      'Collection List',
    ]);
    expect(itemsOf(nigam('admin'), 'Transactions')).toEqual([
      'Online',
      'Offline',
      'NEFT',
      'Posting',
      'Archived',
      'Ledger',
    ]);
  });
});

describe('sidebarFor a ctao', () => {
  it('shows Masters', () => {
    expect(labelsOf(nigam('ctao'))).toContain('Masters');
  });
  it('shows Edited and Split Properties but not Add Property', () => {
    const items = itemsOf(nigam('ctao'), 'Properties');
    expect(items).toEqual(expect.arrayContaining(['Edited Properties', 'Split Properties']));
    expect(items).not.toContain('Add Property');
  });
});

describe('sidebarFor a nigam_admin', () => {
  it('shows Edited and Split Properties', () => {
    expect(itemsOf(nigam('nigam_admin'), 'Properties')).toEqual(
      expect.arrayContaining(['Edited Properties', 'Split Properties']),
    );
  });
  it('does not show Masters or Add Property', () => {
    expect(labelsOf(nigam('nigam_admin'))).not.toContain('Masters');
    expect(itemsOf(nigam('nigam_admin'), 'Properties')).not.toContain('Add Property');
  });
});

describe('sidebarFor another nagar_nigam access name', () => {
  it('hides Edited and Split Properties', () => {
    expect(itemsOf(nigam('ri'), 'Properties')).toEqual([
      'Properties',
      'Properties-GIS',
      'Old Properties',
      'Notices',
    ]);
  });
});

describe('sidebarFor a super admin', () => {
  const viewer = nigam('ri', true);
  it('shows GIS Reports, Logs and Utilities', () => {
    expect(labelsOf(viewer)).toEqual(expect.arrayContaining(['GIS Reports', 'Logs', 'Utilities']));
  });
  it('lists Report Dashboard and M3-Report, and Utilities and Roles', () => {
    expect(itemsOf(viewer, 'GIS Reports')).toEqual(['Report Dashboard', 'M3-Report']);
    expect(itemsOf(viewer, 'Utilities')).toEqual(['Utilities', 'Roles']);
  });
});

describe('sidebarFor jalkal', () => {
  it('shows only Home, the jalkal dashboard', () => {
    const menu = sidebarFor({ loginType: 'jalkal', accessName: 'jalkal', isSuperAdmin: true });
    expect(menu).toEqual([
      { label: 'Home', items: [{ label: 'Home', route: 'dashboardJalkal', path: '/dashboard/jalkal' }] },
    ]);
  });
});

describe.each([
  ['an operator', 'operator'],
  ['no login type', null],
])('sidebarFor %s', (_who, loginType) => {
  const viewer: MenuViewer = { loginType, accessName: 'admin', isSuperAdmin: true };
  it('shows Home, Objections and Transactions', () => {
    expect(labelsOf(viewer)).toEqual(['Home', 'Objections', 'Transactions']);
  });
  it('opens Home on the operator search', () => {
    expect(sidebarFor(viewer)[0].items).toEqual([
      { label: 'Home', route: 'operatorsSearchProperty', path: '/operators/search-property' },
    ]);
  });
  it('lists Offline, Archived, Posting and Ledger transactions', () => {
    expect(itemsOf(viewer, 'Transactions')).toEqual(['Offline', 'Archived', 'Posting', 'Ledger']);
  });
});
