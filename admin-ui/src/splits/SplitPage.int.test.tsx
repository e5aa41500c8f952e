import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, operatorSession } from '../properties/testFixtures';
import type { RecordedCall } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';

const ID = '0100100100000001Z';
const CHILD = '01001001000000020';
const SPLIT = 'PATCH /api/properties/splitProperty';
const floors = [
  {
    propertyPremiseId: 'g',
    floorNumber: 0,
    rentType: 'self',
    rentUsage: 'residential',
    type: 'rcc_rbc',
    areaSqft: 850,
  },
  {
    propertyPremiseId: 'f',
    floorNumber: 1,
    rentType: 'rented',
    rentUsage: 'residential',
    type: 'rcc_rbc',
    areaSqft: 600,
  },
];
const property = {
  propertyUniqueId: ID,
  ownerName: 'Ramesh Kumar',
  propertyAddress: '12, Narhi',
  plotArea: 1200,
  floors,
};
const part = (
  kind: string,
  id: string | null,
  plotArea: number,
  partFloors: object[],
  house: number,
  water: number,
) => ({
  kind,
  propertyUniqueId: id,
  plotArea,
  floors: partFloors,
  arvPaise: house * 20 - (house % 3),
  housePaise: house,
  waterPaise: water,
  sewerPaise: 0,
  totalPaise: house + water,
});
const outcome = (childId: string | null) => ({
  propertyUniqueId: ID,
  financialYear: '2026-27',
  ruleSetYear: '2026-27',
  billNow: true,
  demandBefore: { housePaise: 344_900, waterPaise: 287_400, sewerPaise: 0, totalPaise: 632_300 },
  parts: [
    part('parent', ID, 800, [floors[0]], 146_900, 122_400),
    part('child', childId, 400, [{ ...floors[1], propertyPremiseId: 'n1' }], 201_600, 168_000),
  ],
});

function splitApi(blocked: object | null = null) {
  return {
    ...adminSession.lookup,
    'GET /api/properties/viewDetails': { body: { data: property } },
    [SPLIT]: (call: RecordedCall) =>
      call.query.preview === 'true'
        ? { body: { data: { ...outcome(null), blocked } } }
        : {
            body: {
              data: { ...outcome(CHILD), splitId: 's-1', newPropertyUniqueIds: [CHILD], completed: true },
            },
          },
  };
}

const renderSplit = (api = splitApi()) =>
  renderAdmin({ path: `/admin/properties/split/${ID}`, token: adminSession.token, api });

async function typeShares(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('region', { name: 'New property 1' }, { timeout: 10_000 });
  await user.type(within(card).getByLabelText('Plot Area (sq ft)'), '400');
  await user.type(within(card).getByLabelText('Floor 1 (sq ft)'), '600');
  expect(within(card).getByText('rented, residential · of 600')).toBeInTheDocument();
}

describe('the split screen of a property', () => {
  it('previews each part with its ARV and tax, asks to confirm, splits, and links each part', async () => {
    const user = userEvent.setup();
    const { api } = renderSplit();
    await typeShares(user);
    const remains = screen.getByRole('region', { name: 'Stays with this property' });
    expect(within(remains).getByText('Plot Area (sq ft): 800')).toBeInTheDocument();
    expect(within(remains).getByText('Floor 1, rented, residential (sq ft): 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview the split' }));
    const preview = await screen.findByRole('region', { name: 'The parts and their tax for 2026-27' });
    const child = within(preview).getByRole('region', { name: 'New property 1' });
    expect(within(child).getByText(/^₹2,016(\.00)?$/)).toBeInTheDocument();
    expect(within(child).getByText(/^₹3,696(\.00)?$/)).toBeInTheDocument();
    expect(
      within(preview).getByText(/Demand of 2026-27 on the property before the split: ₹6,323(\.00)?\./),
    ).toBeInTheDocument();
    expect(api.callsTo(SPLIT)[0]).toMatchObject({
      query: { propertyUniqueId: ID, preview: 'true' },
      body: {
        parent: { plotArea: 800, floors: [{ propertyPremiseId: 'g', areaSqft: 850 }] },
        children: [{ plotArea: 400, floors: [{ propertyPremiseId: 'f', areaSqft: 600 }] }],
      },
    });

    await user.click(screen.getByRole('button', { name: 'Split the property' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Split property ${ID}?`)).toBeInTheDocument();
    expect(api.callsTo(SPLIT)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Split' }));

    expect(await screen.findByText(`Property ${ID} has been split`)).toBeInTheDocument();
    expect(api.callsTo(SPLIT)[1].query).toEqual({ propertyUniqueId: ID });
    const links = screen.getAllByRole('link', { name: 'Details' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual([`/admin/properties?show=${ID}`, `/admin/properties?show=${CHILD}`]);
    expect(screen.getAllByRole('link', { name: 'Ledger' })[1]).toHaveAttribute('href', `/ledger/${CHILD}`);
  });

  it('asks for a new preview after a change, and offers no split where the year is paid beyond what remains', async () => {
    const user = userEvent.setup();
    const blocked = { head: 'house', creditedPaise: 344_900, owesPaise: 146_900, message: 'refused' };
    renderSplit(splitApi(blocked));
    await typeShares(user);
    await user.click(screen.getByRole('button', { name: 'Preview the split' }));
    expect(
      await screen.findByText(
        /₹3,449(\.00)? of the 2026-27 house tax has already been paid or credited on this property, more than the ₹1,469/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Split the property' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Plot Area (sq ft)'), '0');
    expect(screen.getByText('The new properties take more than the property has')).toBeInTheDocument();
    expect(screen.getByText('The figures changed: preview the split again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview the split' })).toBeDisabled();
  });

  it('tells a signed-in operator that only nagar_nigam officials split properties', async () => {
    renderAdmin({
      path: `/admin/properties/split/${ID}`,
      token: operatorSession.token,
      api: operatorSession.lookup,
    });
    expect(await screen.findByText('Not Authorized', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('Split Properties', () => {
  it('lists the splits with links to each property, and opens a property to split', async () => {
    const user = userEvent.setup();
    const row = {
      id: 's-1',
      splitId: 's-1',
      propertyUniqueId: ID,
      ownerName: 'Ramesh Kumar',
      newPropertyUniqueIds: [CHILD],
      financialYear: '2026-27',
      splitAt: '2026-11-20T06:15:00.000Z',
      splitBy: 'asha.verma@nagarnigam.test',
      completedAt: '2026-11-20T06:15:01.000Z',
    };
    const { location, api } = renderAdmin({
      path: '/admin/properties/split',
      token: adminSession.token,
      api: {
        ...splitApi(),
        'GET /api/properties/splits': { body: { data: [row], total: 1, page: 1, limit: 10 } },
      },
    });
    const owner = await screen.findByText('Ramesh Kumar', { selector: 'td *, td' }, { timeout: 10_000 });
    const tableRow = owner.closest('tr') as HTMLElement;
    expect(within(tableRow).getByRole('link', { name: CHILD })).toHaveAttribute(
      'href',
      `/admin/properties?show=${CHILD}`,
    );
    expect(within(tableRow).getByText('Completed')).toBeInTheDocument();
    expect(within(tableRow).getByText('20-11-2026 11:45')).toBeInTheDocument();
    expect(api.callsTo('GET /api/properties/splits')[0].query).toMatchObject({ page: '1', limit: '10' });

    await user.type(screen.getByLabelText('Property ID to split'), ID.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Split this property' }));
    await waitFor(() => expect(location.pathname).toBe(`/admin/properties/split/${ID}`));
    expect(
      await screen.findByRole('region', { name: 'New property 1' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
