import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, geographyApi } from '../properties/testFixtures';
import type { RecordedCall } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const SESSION = 'GET /api/mapSession';
const LAYER = 'GET /api/taxDemands/getGISReport';

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [80.9, 26.8],
      [80.91, 26.8],
      [80.91, 26.81],
      [80.9, 26.8],
    ],
  ],
};
const ward = {
  type: 'Feature',
  id: 'w1',
  geometry: square,
  properties: {
    wardId: 'w1',
    wardNo: 11,
    name: 'Aliganj',
    zoneName: 'Zone 1',
    properties: 2,
    demandPaise: 100_00,
    collectedPaise: 80_00,
    balancePaise: 20_00,
  },
};
const point = (id: string, status: string, longitude: number) => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [longitude, 26.805] },
  properties: {
    propertyUniqueId: id,
    ownerName: `Owner of ${id}`,
    address: '12 Kapoorthala',
    wardName: 'Aliganj',
    mohallaName: 'Kapoorthala',
    status,
    demandPaise: 500_00,
    collectedPaise: 0,
    duesPaise: 500_00,
  },
});

const layers = (call: RecordedCall) => {
  const features: Record<string, unknown[]> = {
    wards: [ward],
    properties: [point('P1', 'paid', 80.902), point('P2', 'unpaid', 80.904), point('P3', 'unpaid', 80.906)],
    defaulters: [
      {
        ...point('P2', 'unpaid', 80.904),
        properties: { ...point('P2', 'unpaid', 0).properties, totalDuesPaise: 1_500_00 },
      },
    ],
  };
  return {
    body: {
      reportType: call.query.reportType,
      data: { type: 'FeatureCollection', features: features[call.query.reportType] },
    },
  };
};

function renderMap(path = '/admin/properties/gis', locale: 'en' | 'hi' = 'en') {
  const rendered = renderAdmin({
    path,
    locale,
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      [SESSION]: {
        body: {
          data: {
            tiles: { url: null, attribution: null, maxZoom: 19 },
            bounds: [
              [26.8, 80.9],
              [26.81, 80.91],
            ],
            centre: [26.805, 80.905],
            session: { token: 'map-session-1', expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() },
          },
        },
      },
      [LAYER]: layers,
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('the GIS map', () => {
  it('reads the session once and the wards and properties with it, and names the statuses in the legend', async () => {
    const { api } = renderMap();
    const legend = await screen.findByRole(
      'region',
      { name: 'This year’s payment status' },
      { timeout: 10_000 },
    );
    await within(legend).findByText('Unpaid (2)');
    expect(within(legend).getByText('Paid (1)')).toBeInTheDocument();
    expect(within(legend).getByText('No demand (0)')).toBeInTheDocument();
    expect(api.callsTo(SESSION)).toHaveLength(1);
    const types = api.callsTo(LAYER).map((call) => call.query.reportType);
    expect(types.sort()).toEqual(['properties', 'wards']);
    expect(api.callsTo(LAYER).every((call) => call.query.session === 'map-session-1')).toBe(true);
    expect(document.querySelectorAll('path.gis-point')).toHaveLength(3);
    expect(document.querySelectorAll('path.gis-unpaid')).toHaveLength(2);
  });

  it('has no English on its controls in Hindi: zoom buttons titled in Hindi, no library credit line', async () => {
    renderMap('/admin/properties/gis', 'hi');
    await waitFor(() => expect(document.querySelectorAll('path.gis-point')).toHaveLength(3), {
      timeout: 10_000,
    });
    expect(document.querySelector('.leaflet-control-zoom-in')?.getAttribute('title')).toBe('बड़ा करें');
    expect(document.querySelector('.leaflet-control-zoom-out')?.getAttribute('title')).toBe('छोटा करें');
    expect(document.querySelector('.leaflet-control-attribution')?.textContent ?? '').not.toMatch(/Leaflet/);
    // The map itself is named in Hindi for a screen reader too.
    expect(screen.getByRole('region', { name: 'मानचित्र' })).toHaveClass('leaflet-container');
  });

  it('asks for the chosen ward and, on request, the defaulters with their dues bounds', async () => {
    const { api, user } = renderMap();
    await screen.findByRole('region', { name: 'This year’s payment status' }, { timeout: 10_000 });
    const zone = screen.getByLabelText('Zone');
    await within(zone).findByText('Zone 1');
    await user.selectOptions(zone, 'Zone 1');
    await user.click(screen.getByLabelText('Show defaulters'));
    await screen.findByText('1 defaulters');
    const defaulters = api.callsTo(LAYER).filter((call) => call.query.reportType === 'defaulters');
    expect(defaulters.at(-1)!.query).toMatchObject({ zoneId: 'z1', session: 'map-session-1' });
    await waitFor(() => expect(document.querySelectorAll('path.gis-defaulter')).toHaveLength(1));
  });

  it('renews a session the server refuses, once, and draws the layers', async () => {
    const { api } = renderMap();
    let refused = false;
    api.on(LAYER, (call) => {
      if (!refused && call.query.reportType === 'wards') {
        refused = true;
        return {
          status: 403,
          body: { status: 403, message: 'The map session has expired: open the map again' },
        };
      }
      return layers(call);
    });
    await screen.findByRole('region', { name: 'This year’s payment status' }, { timeout: 10_000 });
    await waitFor(() => expect(api.callsTo(SESSION)).toHaveLength(2));
    await waitFor(() => expect(document.querySelectorAll('path.gis-point')).toHaveLength(3));
  });

  it('shades the wards by the share collected on the GIS report, without points until asked', async () => {
    const { api } = renderMap('/admin/reports/gis');
    await screen.findByRole('region', { name: 'Wards by share collected' }, { timeout: 10_000 });
    await waitFor(() => expect(api.callsTo(LAYER).length).toBeGreaterThan(0));
    expect(api.callsTo(LAYER).map((call) => call.query.reportType)).toEqual(['wards']);
    expect(screen.getByText('75% or more')).toBeInTheDocument();
  });
});
