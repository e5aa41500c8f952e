import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/renderAdmin';
import type { FakeHandler } from '../testing/fakeApi';
import { geographyApi, sessionOf, ZONES } from './testFixtures';

// The whole back office renders on a machine shared with other test runs.
configure({ asyncUtilTimeout: 5000 });

function renderZones(accessName = 'admin', add: FakeHandler = { status: 201, body: { data: {} } }) {
  const session = sessionOf(accessName);
  return renderAdmin({
    path: '/admin/masters/zone',
    token: session.token,
    api: { ...session.lookup, ...geographyApi, 'POST /api/zones/add': add },
  });
}

async function openAddZone() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Zone' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Zone' });
  // The only city of the city master is chosen already.
  await within(dialog).findByText('Lucknow');
  return dialog;
}

describe('Masters › Zones', () => {
  it('lists the zones with GET zones, in zone number order', async () => {
    const { api } = renderZones();
    const row = (await screen.findByText('Zone 4 - Gomti Nagar')).closest('tr') as HTMLElement;
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(screen.getByText('Zone 1 - Hazratganj')).toBeInTheDocument();
    expect(api.callsTo('GET /api/zones')[0].query).toMatchObject({
      page: '1',
      limit: '10',
      sort: 'zone_no',
      order: 'ASC',
    });
  });

  it("refuses zone number 0 with the spec's message and sends nothing", async () => {
    const { api } = renderZones();
    const dialog = await openAddZone();
    await userEvent.type(within(dialog).getByLabelText('Zone Number'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Zone number must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Zone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/zones/add')).toHaveLength(0);
  });

  it('adds a zone with POST zones/add, then closes the dialog and reloads the list', async () => {
    const added = { id: 'z7', city_id: 'lucknow', zone_no: 7, name: 'Zone 7' };
    const { api } = renderZones('ctao', { status: 201, body: { data: added } });
    const dialog = await openAddZone();
    await userEvent.type(within(dialog).getByLabelText('Zone Number'), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/zones/add')).toHaveLength(1));
    expect(api.callsTo('POST /api/zones/add')[0].body).toEqual({ city_id: 'lucknow', zone_no: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Zone' })).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/zones').length).toBeGreaterThan(1));
  });

  it('still presets the only city when the dialog opens a second time (the cities already loaded)', async () => {
    const { api } = renderZones();
    await userEvent.click(within(await openAddZone()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Zone' })).not.toBeInTheDocument());
    const dialog = await openAddZone();
    await userEvent.type(within(dialog).getByLabelText('Zone Number'), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/zones/add')).toHaveLength(1));
    expect(api.callsTo('POST /api/zones/add')[0].body).toEqual({ city_id: 'lucknow', zone_no: 8 });
  });

  it("shows the server's refusal of a duplicate number on the field", async () => {
    const message = 'Zone 4 already exists in this city';
    renderZones('admin', { status: 409, body: { status: 409, message, errors: { zone_no: message } } });
    const dialog = await openAddZone();
    await userEvent.type(within(dialog).getByLabelText('Zone Number'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Zone' })).toBeInTheDocument();
  });

  it('offers no Add to an official who is neither admin nor CTAO', async () => {
    renderZones('ri');
    expect(await screen.findByText(ZONES[0].name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Zone' })).not.toBeInTheDocument();
  });
});
