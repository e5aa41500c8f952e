import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/renderAdmin';
import type { RecordedCall } from '../testing/fakeApi';
import { geographyApi, MOHALLA, sessionOf } from '../zones/testFixtures';

// The whole back office renders on a machine shared with other test runs.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const ROADS = ['Road under 12 m', 'Road 12 to 24 m', 'Road over 24 m'];
const TYPES = ['RCC / RBC', 'Other Pucca', 'Kachha', 'Vacant Land'];

function renderMohallas() {
  const session = sessionOf('admin');
  return renderAdmin({
    path: '/admin/masters/mohalla',
    token: session.token,
    api: {
      ...session.lookup,
      ...geographyApi,
      'GET /api/mohallas': (call) => {
        const rows = call.query.wardId && call.query.wardId !== 'w3' ? [] : [MOHALLA];
        return { body: { data: rows, total: rows.length, page: 1, limit: 10 } };
      },
      'POST /api/mohallas/add': { status: 201, body: { data: { ...MOHALLA, id: 'm2', name: 'Maqbara' } } },
      'PATCH /api/mohallas/edit/m1': { body: { data: MOHALLA } },
    },
  });
}

async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** A multipart body as the server reads it: text fields, rate groups as JSON text. */
const formOf = (call: RecordedCall | undefined) =>
  Object.fromEntries([...(call?.body as FormData).entries()].map(([name, value]) => [name, String(value)]));

describe('Masters › Mohallas', () => {
  it('lists mohallas with their ward, zone, services and rate, filtered by zone and then ward', async () => {
    const { api } = renderMohallas();
    const row = (await screen.findByText('Nazirabad')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 - Aminabad')).toBeInTheDocument();
    expect(within(row).getByText('Zone 1')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(within(row).getByText('₹1.50')).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'Ward' })).toHaveAttribute('aria-disabled', 'true');
    await choose(document.body, 'Zone', 'Zone 1 - Hazratganj');
    await userEvent.click(screen.getByRole('combobox', { name: 'Ward' }));
    expect(await screen.findByRole('option', { name: '1 - Hazratganj' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '41 - Gomti Nagar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '3 - Aminabad' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/mohallas').at(-1)?.query).toMatchObject({ zoneId: 'z1', wardId: 'w3' }),
    );
  });

  it('adds a mohalla with all twelve rates as a multipart form, asking for each missing rate first', async () => {
    const { api } = renderMohallas();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Mohalla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Mohalla' });
    await userEvent.type(within(dialog).getByLabelText('Mohalla Name'), 'Maqbara');
    await choose(dialog, 'Zone', 'Zone 1 - Hazratganj');
    await choose(dialog, 'Ward', '3 - Aminabad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('RCC / RBC rate is required')).toHaveLength(3);
    expect(within(dialog).getAllByText('Vacant land rate is required')).toHaveLength(3);
    expect(api.callsTo('POST /api/mohallas/add')).toHaveLength(0);

    for (const [row, road] of ROADS.entries())
      for (const [column, type] of TYPES.entries())
        await userEvent.type(
          within(dialog).getByLabelText(`${type}, ${road}`),
          String(3 + row - column * 0.5),
        );
    await userEvent.click(within(dialog).getByLabelText('Water tax available'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/mohallas/add')).toHaveLength(1));
    expect(formOf(api.callsTo('POST /api/mohallas/add')[0])).toEqual({
      name: 'Maqbara',
      zone: 'z1',
      ward: 'w3',
      water_tax_availability: 'true',
      sewer_tax_availability: 'false',
      road_w_l_12: JSON.stringify({ rcc_rbc: 3, other_pucca: 2.5, kachha: 2, vacant_land: 1.5 }),
      road_w_12_24: JSON.stringify({ rcc_rbc: 4, other_pucca: 3.5, kachha: 3, vacant_land: 2.5 }),
      road_w_m_24: JSON.stringify({ rcc_rbc: 5, other_pucca: 4.5, kachha: 4, vacant_land: 3.5 }),
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Mohalla' })).not.toBeInTheDocument(),
    );
  });

  it('edits the rates in rupees, the sewer switch and the name, sending a rename only when the name changed', async () => {
    const { api } = renderMohallas();
    const row = (await screen.findByText('Nazirabad')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mohalla' });
    const rcc = await within(dialog).findByLabelText('RCC / RBC, Road under 12 m');
    expect(rcc).toHaveValue('1.5');
    expect(within(dialog).getByLabelText('Vacant Land, Road over 24 m')).toHaveValue('0.45');
    expect(within(dialog).getByLabelText('Existing Mohalla Name')).toHaveValue('Nazirabad');

    await userEvent.clear(rcc);
    await userEvent.type(rcc, '1.75');
    await userEvent.click(within(dialog).getByLabelText('Sewer tax available'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/mohallas/edit/m1')).toHaveLength(1));
    const sent = formOf(api.callsTo('PATCH /api/mohallas/edit/m1')[0]);
    expect(sent).not.toHaveProperty('mohallaNewName');
    expect(sent).toMatchObject({
      water_tax_availability: 'true',
      sewer_tax_availability: 'true',
      road_w_l_12: JSON.stringify({ rcc_rbc: 1.75, other_pucca: 1.2, kachha: 0.75, vacant_land: 0.45 }),
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Mohalla' })).not.toBeInTheDocument(),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Mohalla' });
    const newName = await within(again).findByLabelText('New Mohalla Name');
    await userEvent.clear(newName);
    await userEvent.type(newName, 'Nazirabad Road');
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/mohallas/edit/m1')).toHaveLength(2));
    expect(formOf(api.callsTo('PATCH /api/mohallas/edit/m1')[1])).toMatchObject({
      mohallaOldName: 'Nazirabad',
      mohallaNewName: 'Nazirabad Road',
    });
  });
});
