import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, geographyApi, propertyRow } from '../../properties/testFixtures';
import type { FakeHandler } from '../../testing/fakeApi';
import { dataWordsOf, englishWords } from '../../testing/englishWords';
import { renderAdmin } from '../../testing/renderAdmin';
import { cashPaid, pendingCheque, transactionsApi } from '../../transactions/testFixtures';

// The whole back office renders on a machine shared with other test runs.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const ROLES = [
  { _id: 'admin', id: 'admin', name: 'admin', privileges: ['properties:add', 'masters:edit'] },
  { _id: 'ri', id: 'ri', name: 'ri', privileges: ['properties:view'] },
];

const API: Record<string, FakeHandler> = {
  ...adminSession.lookup,
  ...geographyApi,
  ...transactionsApi,
  'GET /api/roles/all': { body: { data: ROLES, total: ROLES.length } },
  'POST /api/properties/paginated': { body: { data: [propertyRow], total: 31, page: 1, limit: 10 } },
  'GET /api/properties/edited': {
    body: {
      data: [
        {
          id: 'LKO-0001-0002-003:4',
          propertyUniqueId: 'LKO-0001-0002-003',
          ownerName: propertyRow.ownerName,
          zoneId: 'z1',
          wardId: 'w1',
          mohallaId: 'm1',
          houseNumber: '12',
          type: 'PropertyEdited',
          editedAt: '2026-11-20T06:30:00.000Z',
          editedBy: 'admin@nagarnigam.demo',
          loginType: 'nagar_nigam',
          // Stored field names and values: a yes / no, a code with a name, a free text.
          changes: { isMetroRailProperty: true, constType: 'rcc_rbc', sourceOfWater: 'नल' },
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    },
  },
  'GET /api/zones': {
    body: { data: [{ id: 'z1', city_id: 'c1', zone_no: 1, name: 'Zone 1' }], total: 1, page: 1, limit: 10 },
  },
};

/** The proper names the fake server's replies bring (owners, mohallas, officials): data, not labels. */
const DATA_WORDS = dataWordsOf([
  ...Object.values(API).filter((handler) => typeof handler !== 'function'),
  propertyRow,
  cashPaid,
  pendingCheque,
  { username: 'Asha Verma' },
]);
// The geography handlers answer by a function: their names are data too.
['Aliganj', 'Hazratganj', 'Chowk', 'Kapoorthala', 'Sector', 'Bazar', 'Zone'].forEach((word) =>
  DATA_WORDS.add(word),
);

/** What a reader and a screen reader get: every text node, and placeholders, titles and labels. */
function shownText(): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  document.body
    .querySelectorAll('[placeholder], [title], [aria-label]')
    .forEach((element) =>
      ['placeholder', 'title', 'aria-label'].forEach((name) => texts.push(element.getAttribute(name) ?? '')),
    );
  return texts.join('\n');
}

const englishShown = () => englishWords(shownText(), DATA_WORDS);

async function openInHindi(path: string, ready: () => Promise<unknown>) {
  renderAdmin({ path, token: adminSession.token, api: API, locale: 'hi' });
  await screen.findByTestId('user-badge', {}, { timeout: 30_000 });
  await ready();
}

describe('the back office in Hindi', () => {
  it('shows the home page, the menu and the top bar without an English word', async () => {
    await openInHindi('/admin/', () => screen.findByText('स्वागत है, Asha Verma'));
    expect(englishShown()).toEqual([]);
  });

  it('shows the Roles Master and its Add Role dialog without an English word', async () => {
    await openInHindi('/admin/masters/roles', () => screen.findByText('properties:add, masters:edit'));
    expect(englishShown()).toEqual([]);
    await userEvent.click(
      screen.getAllByRole('button').find((b) => b.querySelector('[data-testid=AddIcon]'))!,
    );
    await screen.findByRole('dialog');
    expect(englishShown()).toEqual([]);
  });

  it("shows the properties list, its filters' choices and its paging without an English word", async () => {
    await openInHindi('/admin/properties', () =>
      screen.findByText('LKO-0001-0002-003', {}, { timeout: 30_000 }),
    );
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    expect(englishShown()).toEqual([]);
  });

  it("shows the edited properties' changes by their names and values in Hindi", async () => {
    await openInHindi('/admin/properties/edited', () =>
      screen.findByText('LKO-0001-0002-003', {}, { timeout: 30_000 }),
    );
    expect(await screen.findByText('मेट्रो रेल संपत्ति:')).toBeInTheDocument();
    expect(screen.getByText('— → हाँ')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('shows the zones master without an English word', async () => {
    await openInHindi('/admin/masters/zone', () => screen.findAllByText('Zone 1'));
    expect(englishShown()).toEqual([]);
  });

  it('shows the offline transactions without an English word', async () => {
    await openInHindi('/admin/transactions/offline', () =>
      screen.findByText(pendingCheque.txnId, {}, { timeout: 30_000 }),
    );
    expect(englishShown()).toEqual([]);
  });
});
