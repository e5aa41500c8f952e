import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOG_MESSAGES, type LogRow } from '@ptax/contracts';
import { geographyApi } from '../properties/testFixtures';
import type { FakeHandler, RecordedCall } from '../testing/fakeApi';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

// The first render compiles and loads the page's chunk: slow on a shared machine.
jest.setTimeout(60_000);
const FIRST_LOAD = { timeout: 10_000 };

const PROPERTY = '0100100100000008O';
const base: LogRow = {
  id: 'e1',
  position: 41,
  log: 'adminEdits',
  type: 'PropertyEdited',
  stream: `property-${PROPERTY}`,
  propertyUniqueId: PROPERTY,
  relatedPropertyIds: [],
  ownerName: 'Ramesh Chandra',
  zoneId: 'z1',
  zoneName: 'Zone 1',
  wardId: 'w2',
  wardName: 'Hazratganj',
  userId: 'ctao@nagarnigam.demo',
  userName: 'Sunita Yadav',
  loginType: 'nagar_nigam',
  command: 'EditProperty',
  remarks: null,
  recordedAt: '2026-11-22T06:30:00.000Z',
  effectiveAt: null,
  changes: {
    ownerName: { before: 'Ramesh Kumar', after: 'Ramesh Chandra' },
    mohallaId: { before: 'm1', after: 'm2' },
    constType: { before: 'kachha', after: 'rcc_rbc' },
    waterTaxApplicable: { before: false, after: true },
    oldArvPaise: { before: 1200050, after: null },
  },
  details: {},
  names: { m1: 'Kapoorthala', m2: 'Sector B' },
};
const shift: LogRow = {
  ...base,
  id: 'e2',
  position: 40,
  log: 'paymentShift',
  type: 'PaymentShiftedOut',
  relatedPropertyIds: ['0100100100000009Q'],
  userId: 'admin@nagarnigam.demo',
  userName: 'Anil Verma',
  command: 'ShiftPayment',
  changes: null,
  details: {
    mode: 'cash',
    txnId: 'TXN20261122K7Q2M9XD4B',
    amountPaise: 50000,
    toPropertyUniqueId: '0100100100000009Q',
  },
  names: {},
};

const superAdmin = {
  token: makeToken({ loginType: 'nagar_nigam', accessName: 'admin', email: 'superadmin@nagarnigam.demo' }),
  lookup: {
    'GET /api/officials': userReply({
      username: 'Priya Srivastava',
      accessName: 'admin',
      isSuperAdmin: true,
    }),
  },
};
const page = (rows: LogRow[]) => ({ body: { data: rows, total: rows.length, page: 1, limit: 25 } });
const people = {
  'GET /api/officials/all': {
    body: {
      data: [
        { id: 'o1', username: 'Sunita Yadav', email: 'ctao@nagarnigam.demo' },
        { id: 'o2', username: 'Anil Verma', email: 'admin@nagarnigam.demo' },
      ],
      total: 2,
    },
  },
  'GET /api/operators/all': { body: { data: [], total: 0 } },
};

function renderLogs(api: Record<string, FakeHandler> = {}, path = '/admin/logs') {
  const rendered = renderAdmin({
    path,
    token: superAdmin.token,
    api: {
      ...superAdmin.lookup,
      ...geographyApi,
      ...people,
      'GET /api/logs': page([base, shift]),
      'GET /api/logs/adminEdits': page([base]),
      'GET /api/logs/paymentShift': page([shift]),
      ...api,
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

type Api = ReturnType<typeof renderLogs>['api'];
const lastQuery = (api: Api, route: string) => api.callsTo(route).at(-1)?.query;
const rowWith = async (text: string) =>
  (await screen.findByText(text, {}, FIRST_LOAD)).closest('tr') as HTMLElement;

describe('the Logs screen of a super admin', () => {
  it('lists every change with who, when, the property (to its audit history) and what changed', async () => {
    const { api, user } = renderLogs();
    const row = await rowWith('Property edited');
    expect(within(row).getByText('22-11-2026 12:00')).toBeInTheDocument();
    expect(within(row).getByText('Sunita Yadav')).toBeInTheDocument();
    expect(within(row).getByText('ctao@nagarnigam.demo')).toBeInTheDocument();
    expect(within(row).getByText('Hazratganj, Zone 1')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Audit history of property ${PROPERTY}` })).toHaveAttribute(
      'href',
      `/admin/properties?show=${PROPERTY}&money=history`,
    );
    expect(within(row).getByText('Owner Name: Ramesh Kumar → Ramesh Chandra')).toBeInTheDocument();
    expect(within(row).getByText('Mohalla: Kapoorthala → Sector B')).toBeInTheDocument();
    expect(within(row).getByText('and 2 more')).toBeInTheDocument();
    const shifted = await rowWith('Payment shifted out');
    expect(within(shifted).getByText('Mode: Cash')).toBeInTheDocument();
    expect(within(shifted).getByText('Amount: ₹500.00')).toBeInTheDocument();
    expect(within(shifted).getByText('and 1 more')).toBeInTheDocument();
    await user.click(
      within(shifted).getByRole('button', { name: `All details: Payment shifted out, ${PROPERTY}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Payment shifted out: ${PROPERTY}` });
    expect(within(dialog).getByRole('rowheader', { name: 'Shifted To' }).nextSibling).toHaveTextContent(
      '0100100100000009Q',
    );
    expect(lastQuery(api, 'GET /api/logs')).toMatchObject({ page: '1', limit: '25' });
  });

  it('shows an edit before and after, field by field, in words', async () => {
    const { api, user } = renderLogs();
    await user.click(await screen.findByRole('tab', { name: 'Admin edits' }, FIRST_LOAD));
    await waitFor(() => expect(api.callsTo('GET /api/logs/adminEdits')).toHaveLength(1));
    await rowWith('Property edited');
    await user.click(screen.getByRole('button', { name: `Before and after: Property edited, ${PROPERTY}` }));
    const dialog = await screen.findByRole('dialog', { name: `Property edited: ${PROPERTY}` });
    const line = (field: string) =>
      within(within(dialog).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(dialog).getByText('By Sunita Yadav on 22-11-2026 12:00')).toBeInTheDocument();
    expect(line('Owner Name')).toEqual(['Ramesh Kumar', 'Ramesh Chandra']);
    expect(line('Mohalla')).toEqual(['Kapoorthala', 'Sector B']);
    expect(line('Construction Type')).toEqual(['Kachha', 'RCC / RBC']);
    expect(line('Water Tax Applicable')).toEqual(['No', 'Yes']);
    expect(line('Old ARV')).toEqual(['₹12,000.50', '—']);
    expect(within(dialog).getByRole('link', { name: 'Audit history' })).toHaveAttribute(
      'href',
      `/admin/properties?show=${PROPERTY}&money=history`,
    );
  });

  it('sends the filters to the open log, the person by email, and refuses an end before the start', async () => {
    const { api, user } = renderLogs({}, '/admin/logs?tab=paymentShift');
    await rowWith('Payment shifted out');
    const filters = screen.getByRole('search', { name: 'Log filters' });
    const field = (label: string) => within(filters).getByLabelText(label);
    await user.type(field('From Date'), '2026-11-22');
    await user.type(field('To Date'), '2026-11-01');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(await within(filters).findByText(LOG_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(api.callsTo('GET /api/logs/paymentShift')).toHaveLength(1);
    await user.clear(field('To Date'));
    await user.type(field('To Date'), '2026-11-30');
    await waitFor(() => expect(within(field('Changed By')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(field('Changed By'), 'Anil Verma (admin@nagarnigam.demo)');
    await user.type(field('Property ID'), PROPERTY);
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery(api, 'GET /api/logs/paymentShift')).toMatchObject({
        startDate: '2026-11-22',
        endDate: '2026-11-30',
        userId: 'admin@nagarnigam.demo',
        propertyUniqueId: PROPERTY,
      }),
    );
  });

  it('exports the open log as filtered with export=xlsx', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:download');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const exported: RecordedCall[] = [];
    const { user } = renderLogs({}, '/admin/logs?tab=adminEdits');
    const fakeFetch = window.fetch;
    window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fakeFetch(input, init);
      if (String(input).includes('export=xlsx')) exported.push({ url: String(input) } as RecordedCall);
      return Object.assign(response, { blob: async () => new Blob([await response.text()]) });
    }) as typeof window.fetch;
    await rowWith('Property edited');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['logs-adminEdits.xlsx']));
    expect(exported[0].url).toContain('/logs/adminEdits?export=xlsx');
    jest.restoreAllMocks();
  });

  it('speaks Hindi: tabs, changes, fields and values', async () => {
    const { user } = renderLogs();
    await rowWith('Property edited');
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिंदी' }));
    expect(await screen.findByRole('tab', { name: 'सभी बदलाव' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'प्रशासनिक संपादन' })).toBeInTheDocument();
    const row = await rowWith('संपत्ति संपादित');
    expect(within(row).getByText('स्वामी का नाम: Ramesh Kumar → Ramesh Chandra')).toBeInTheDocument();
    expect(within(row).getByText('और 2')).toBeInTheDocument();
    expect(screen.getByText('भुगतान दूसरी संपत्ति पर भेजा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'निर्यात करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByText('प्रति पृष्ठ पंक्तियाँ:')).toBeInTheDocument();
  });
});
