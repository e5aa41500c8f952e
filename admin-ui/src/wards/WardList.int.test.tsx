import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/renderAdmin';
import { geographyApi, sessionOf, WARDS } from '../zones/testFixtures';

// The whole back office renders on a machine shared with other test runs.
configure({ asyncUtilTimeout: 5000 });

function renderWards() {
  const session = sessionOf('admin');
  return renderAdmin({
    path: '/admin/masters/ward',
    token: session.token,
    api: {
      ...session.lookup,
      ...geographyApi,
      'POST /api/wards/add': (call) => ({
        status: 201,
        body: { data: { id: 'w12', zone_no: 4, ...(call.body as object) } },
      }),
      'PATCH /api/wards/edit/w3': { body: { data: { ...WARDS[1], ward_fullname: 'Aminabad East' } } },
    },
  });
}

async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Masters › Wards', () => {
  it('lists the wards, and the wards of one zone with the zone filter', async () => {
    const { api } = renderWards();
    expect(await screen.findByText('Aminabad')).toBeInTheDocument();
    await choose(document.body, 'Zone', 'Zone 4 - Gomti Nagar');
    await waitFor(() => expect(screen.queryByText('Aminabad')).not.toBeInTheDocument());
    const row = screen.getByText('Gomti Nagar').closest('tr') as HTMLElement;
    expect(within(row).getByText('41')).toBeInTheDocument();
    expect(within(row).getByText('Zone 4')).toBeInTheDocument();
    expect(api.callsTo('GET /api/wards').at(-1)?.query).toMatchObject({
      zoneId: 'z4',
      sort: 'ward_no',
      order: 'ASC',
    });
  });

  it("adds a ward to the chosen zone, refusing ward number 0 with the spec's message first", async () => {
    const { api } = renderWards();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Ward' });
    await within(dialog).findByText('Lucknow');
    await choose(dialog, 'Zone', 'Zone 4 - Gomti Nagar');
    await userEvent.type(within(dialog).getByLabelText('Ward Number'), '0');
    await userEvent.type(within(dialog).getByLabelText('Ward Name'), 'Vikalp Khand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Ward number must be at least 1')).toBeInTheDocument();
    expect(api.callsTo('POST /api/wards/add')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Ward Number'));
    await userEvent.type(within(dialog).getByLabelText('Ward Number'), '81');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/wards/add')).toHaveLength(1));
    expect(api.callsTo('POST /api/wards/add')[0].body).toEqual({
      city_id: 'lucknow',
      zone_id: 'z4',
      ward_no: 81,
      ward_fullname: 'Vikalp Khand',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Ward' })).not.toBeInTheDocument());
  });

  it('renames a ward with existingName and updatedName, refusing the same name first', async () => {
    const { api } = renderWards();
    const row = (await screen.findByText('Aminabad')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ward' });
    const existing = await within(dialog).findByLabelText('Existing Ward Name');
    expect(existing).toHaveValue('Aminabad');
    expect(existing).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Ward Number: 3')).toBeInTheDocument();

    const updated = within(dialog).getByLabelText('New Ward Name');
    await userEvent.type(updated, 'Aminabad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('New ward name must be different from the old name'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/wards/edit/w3')).toHaveLength(0);

    await userEvent.type(updated, ' East');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/wards/edit/w3')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/wards/edit/w3')[0].body).toEqual({
      existingName: 'Aminabad',
      updatedName: 'Aminabad East',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Ward' })).not.toBeInTheDocument());
  });
});
